import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseMoney } from '@rangkai/shared';
import { buildApp } from '../src/app.js';
import { inTransaction, openScratchDatabase } from '../src/db/client.js';
import { createMember, type NewMember } from '../src/features/member/create-member.js';
import { runMoneyAction } from '../src/features/money/index.js';
import { adjustWallet } from '../src/features/wallet/adjust-wallet.js';
import { loadConfig } from '../src/lib/config.js';
import type { Mailer } from '../src/lib/mail.js';
import { hashSecret } from '../src/lib/secrets.js';
import { seed } from '../src/seed.js';

export const ADMIN_PASSWORD = 'Admin12345';
export const ROOT_PASSWORD = 'Root12345';
export const MEMBER_PASSWORD = 'Member123';
export const SEC_PASSWORD = 'Secure123';

/** A fresh database: in-memory PGlite, or a new database on the server of TEST_DATABASE_URL. */
export const freshDatabase = () =>
  openScratchDatabase(process.env.TEST_DATABASE_URL, { prefix: 'rangkai_test', poolSize: 40 });

export async function createTestApp(
  options: { mailer?: Mailer; env?: Record<string, string> } = {},
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rangkai-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    ADMIN_PASSWORD,
    ROOT_PASSWORD,
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...options.env,
  });
  const database = await freshDatabase();
  await database.migrate();
  const report = await seed(database.db, config);
  const app = await buildApp({ config, database, mailer: options.mailer, logger: false });
  return {
    app,
    db: database.db,
    database,
    config,
    rootCode: report.rootMemberCode,
    async close() {
      await app.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
export type TestContext = Awaited<ReturnType<typeof createTestApp>>;

const hashCache = new Map<string, Promise<string>>();
/** scrypt once per distinct secret, so factories stay fast. */
export function cachedHash(secret: string): Promise<string> {
  let hash = hashCache.get(secret);
  if (!hash) {
    hash = hashSecret(secret);
    hashCache.set(secret, hash);
  }
  return hash;
}

let counter = 0;
export function uniqueName(prefix = 'm'): string {
  counter += 1;
  return `${prefix}${process.pid % 1000}x${counter}${crypto.randomBytes(2).toString('hex')}`;
}

/** Factory: a member with defaults; state only what matters to the test. */
export async function createTestMember(
  ctx: Pick<TestContext, 'db'>,
  overrides: Partial<NewMember> & {
    sponsorId?: number;
    leg?: 1 | 2;
    jid?: number;
    secPassword?: string | null;
  } = {},
) {
  const username = overrides.username ?? uniqueName();
  const { sponsorId = 1, leg = 1, jid, secPassword = SEC_PASSWORD, ...rest } = overrides;
  const passwordHash = await cachedHash(MEMBER_PASSWORD);
  const secPasswordHash = secPassword ? await cachedHash(secPassword) : null;
  return inTransaction(ctx.db, (tx) =>
    createMember(
      tx,
      {
        username,
        fullname: `Test ${username}`,
        email: `${username}@example.test`,
        countryId: 2,
        passwordHash,
        secPasswordHash,
        ...rest,
      },
      { sponsorId, groupType: leg, jid },
    ),
  );
}

let loginClients = 0;
/**
 * Each helper login comes from its own address, so files that log many members in stay under the
 * per-address login limit (the limit itself is tested with explicit addresses).
 */
const nextLoginAddress = () => {
  loginClients++;
  return `10.77.${(loginClients >> 8) & 255}.${loginClients & 255}`;
};

async function tokenFrom(
  ctx: Pick<TestContext, 'app'>,
  url: string,
  username: string,
  password: string,
) {
  const res = await ctx.app.inject({
    method: 'POST',
    url,
    payload: { username, password },
    remoteAddress: nextLoginAddress(),
  });
  const body = res.json();
  if (body.error_code !== 0) throw new Error(`login ${username} failed: ${res.body}`);
  return body.data.token as string;
}

export const loginAs = (
  ctx: Pick<TestContext, 'app'>,
  username: string,
  password = MEMBER_PASSWORD,
) => tokenFrom(ctx, '/api/auth/login', username, password);

export const loginAdmin = (
  ctx: Pick<TestContext, 'app'>,
  username = 'admin',
  password = ADMIN_PASSWORD,
) => tokenFrom(ctx, '/api/admin/auth/login', username, password);

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Puts money in a member wallet the way an operator would (an audited adjustment, one path). */
export async function fund(
  ctx: Pick<TestContext, 'db'>,
  username: string,
  wallet: 'point1' | 'point2' | 'point3' | 'point4',
  amount: string,
) {
  const { body } = await runMoneyAction(
    ctx.db,
    { actor: { type: 'system', username: 'test' }, route: 'wallet-adjust', key: null, body: null },
    (tx) =>
      adjustWallet(tx, {
        username,
        wallet,
        direction: 'credit',
        amountSen: parseMoney(amount)!,
        reason: 'test funding',
        adminId: null,
      }),
  );
  return body.data;
}

/**
 * A member signed in (`token`), with money in their wallets (each an audited adjustment, as
 * `fund` does) and, when `packageId` is given, holding that package (set directly: the test is
 * about what happens next).
 */
export async function signedInMember(
  ctx: Pick<TestContext, 'db' | 'app'>,
  funds: Partial<Record<'point1' | 'point2' | 'point3' | 'point4', string>> = {},
  overrides: Parameters<typeof createTestMember>[1] & { packageId?: number } = {},
) {
  const { packageId, ...rest } = overrides;
  const m = await createTestMember(ctx, { ...rest, ...(packageId ? { packageId } : {}) });
  for (const [wallet, amount] of Object.entries(funds))
    if (amount && amount !== '0') await fund(ctx, m.username, wallet as 'point1', amount);
  return { ...m, token: await loginAs(ctx, m.username) };
}

/** A multipart/form-data body for app.inject. */
export function multipart(
  fields: Record<string, string>,
  files: Record<string, { name: string; type: string; bytes: Buffer }> = {},
) {
  const boundary = `----rangkai${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const [name, file] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
    );
    chunks.push(file.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A real 1×1 PNG (receipts are decoded, so a file that only looks like one is refused). */
export const PNG_BYTES = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000970485973000003e8000003e801b57b526b0000000d494441540899636060606000000005000187a14ed40000000049454e44ae426082',
  'hex',
);
