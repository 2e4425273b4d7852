import path from 'node:path';
import { isTimeZone } from '@rangkai/shared';
import { z } from 'zod';
import { setBusinessTimeZone } from './business-time.js';
import { parseFileKey } from './file-crypto.js';
import { repoRoot } from './paths.js';

const optional = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optional.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
    message: 'must be a postgres:// or postgresql:// URL',
  }),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  SMTP_URL: optional.refine((v) => v === undefined || /^smtps?:\/\//.test(v), {
    message: 'must be an smtp:// or smtps:// URL',
  }),
  MAIL_FROM: z.string().min(3).default('Rangkai <no-reply@rangkai.local>'),
  /** Send the outbox's mail from this instance (false: leave it to the other instances). */
  MAIL_WORKER: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /** Longest wait between two tries of one mail while the mail server is unreachable. */
  MAIL_RETRY_MAX_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  /** Bearer token of GET /metrics (Prometheus); unset: no /metrics. */
  METRICS_TOKEN: optional.refine((v) => v === undefined || v.length >= 16, {
    message: 'must be at least 16 characters',
  }),
  ADMIN_USERNAME: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{3,32}$/, 'must be 3–32 letters, digits, _ . or -')
    .default('admin'),
  ADMIN_PASSWORD: optional,
  ROOT_PASSWORD: optional,
  ROOT_EMAIL: optional.refine((v) => v === undefined || /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v), {
    message: 'must be an e-mail address',
  }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TZ_BUSINESS: z
    .string()
    .default('Asia/Kuala_Lumpur')
    .refine(isTimeZone, { message: 'must be an IANA time zone' }),
  WEB_DIST: optional,
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** Close each business date by itself shortly after midnight (false: only by CLI or admin). */
  DAILY_CLOSE: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /**
   * Key of the private files at rest (identity images, receipts): 32 bytes as 64 hex digits or
   * base64. Unset: generated into DATA_DIR/file-encryption.key on first start.
   */
  FILE_ENCRYPTION_KEY: optional.refine((v) => v === undefined || parseFileKey(v) !== null, {
    message: 'must be 32 bytes as 64 hex digits or base64',
  }),
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24 * 7),
  /** Lifetime of a login token asked with "remember me" (revocable like any other). */
  REMEMBER_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Set: private and public files in this S3-compatible bucket (several machines share them). */
  S3_BUCKET: optional.refine(
    (v) => v === undefined || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(v),
    {
      message: 'must be a bucket name (3–63 lower-case letters, digits, . or -)',
    },
  ),
  S3_ENDPOINT: optional.refine((v) => v === undefined || /^https?:\/\/[^\s/]+/.test(v), {
    message: 'must be an http:// or https:// URL',
  }),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
});

/** S3 variables that only make sense together. */
function s3Problems(env: z.infer<typeof envSchema>): string[] {
  const problems: string[] = [];
  const others = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  if (!env.S3_BUCKET)
    for (const name of others) if (env[name]) problems.push(`${name}: set, but S3_BUCKET is not`);
  // Each instance would otherwise generate its own key into its own DATA_DIR.
  if (env.S3_BUCKET && !env.FILE_ENCRYPTION_KEY)
    problems.push('FILE_ENCRYPTION_KEY: required with S3_BUCKET (every instance reads the files)');
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY)
    problems.push('S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither');
  return problems;
}

export type Config = Omit<z.infer<typeof envSchema>, 'WEB_DIST'> & {
  WEB_DIST: string;
  dbDir: string;
  outboxDir: string;
  uploadsDir: string;
  /** Pictures anyone may see (news covers, banners), served under /media/. */
  publicDir: string;
};

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Reads and validates the environment once; names every problem at once. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const s3 = s3Problems(parsed.data);
  if (s3.length) throw new ConfigError(s3);
  // Relative to the repository root, whoever starts the process from wherever (server, CLI run
  // through npm inside apps/server, tests): one DATA_DIR means one database.
  const dataDir = path.resolve(repoRoot, parsed.data.DATA_DIR);
  // Every process (server, CLI, tests) reads its configuration here: the business calendar of the
  // whole process follows TZ_BUSINESS from now on (purchases, order numbers, the close, reports).
  setBusinessTimeZone(parsed.data.TZ_BUSINESS);
  return {
    ...parsed.data,
    DATA_DIR: dataDir,
    WEB_DIST: path.resolve(repoRoot, parsed.data.WEB_DIST ?? 'apps/web/dist'),
    dbDir: path.join(dataDir, 'db'),
    outboxDir: path.join(dataDir, 'outbox'),
    uploadsDir: path.join(dataDir, 'uploads'),
    publicDir: path.join(dataDir, 'public'),
  };
}
