import { OTP_MAX_TRIES, OTP_RESEND_SECONDS, OTP_VALID_MINUTES } from '@rangkai/shared';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { type Db, type Executor, inTransaction } from '../../db/client.js';
import { otps } from '../../db/schema/index.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import type { Mailer } from '../../lib/mail.js';
import { randomOtp, sha256 } from '../../lib/secrets.js';
import { type OtpPurpose, otpMail } from './otp-mail.js';

const hashCode = (id: number, code: string) => sha256(`otp:${id}:${code}`);

export function maskEmail(email: string): string {
  const [local, domain] = email.split('@');
  return `${local.slice(0, 2)}${'*'.repeat(Math.max(1, local.length - 2))}@${domain}`;
}

/**
 * Sends a fresh 6-digit code by e-mail. One code per purpose and target is live at a time; a new
 * one may be asked for only after the resend interval.
 */
export async function sendOtp(
  db: Db,
  mailer: Mailer,
  options: { purpose: OtpPurpose; target: string; email: string; lang?: string | null },
) {
  const { purpose, target, email } = options;
  const [last] = await db
    .select({ createdAt: otps.createdAt })
    .from(otps)
    .where(and(eq(otps.purpose, purpose), eq(otps.target, target)))
    .orderBy(desc(otps.createdAt))
    .limit(1);
  if (last && Date.now() - last.createdAt.getTime() < OTP_RESEND_SECONDS * 1000) {
    const wait = Math.ceil(OTP_RESEND_SECONDS - (Date.now() - last.createdAt.getTime()) / 1000);
    throw new AppError('TOO_MANY_REQUESTS', { resend_after: wait });
  }
  const code = randomOtp();
  const expiresAt = new Date(Date.now() + OTP_VALID_MINUTES * 60_000);
  await inTransaction(db, async (tx) => {
    await tx
      .update(otps)
      .set({ consumedAt: new Date() })
      .where(and(eq(otps.purpose, purpose), eq(otps.target, target), isNull(otps.consumedAt)));
    const [row] = await tx
      .insert(otps)
      .values({ purpose, target, codeHash: 'pending', expiresAt })
      .returning({ id: otps.id });
    await tx
      .update(otps)
      .set({ codeHash: hashCode(row.id, code) })
      .where(eq(otps.id, row.id));
  });
  await mailer.send(otpMail(email, purpose, code, OTP_VALID_MINUTES, options.lang));
  return {
    resend_after: OTP_RESEND_SECONDS,
    expires_in: OTP_VALID_MINUTES * 60,
    email_hint: maskEmail(email),
  };
}

/**
 * Checks a code against the live one: at most OTP_MAX_TRIES wrong tries, then the code is dead.
 * Each check first takes a try in one atomic update (so a burst of parallel guesses gets no more
 * than the allowed tries between them) and gives it back if the code was right. Returns the OTP
 * row id; the caller consumes it with `consumeOtp` in its own transaction.
 */
export async function checkOtp(
  db: Executor,
  options: { purpose: OtpPurpose; target: string; code: string },
) {
  const { rows } = await db.execute<{ id: number; code_hash: string }>(sql`
    UPDATE otps SET tries = tries + 1
    WHERE id = (
      SELECT id FROM otps
      WHERE purpose = ${options.purpose} AND target = ${options.target} AND consumed_at IS NULL
        AND expires_at > now()
      ORDER BY created_at DESC LIMIT 1)
      AND tries < ${OTP_MAX_TRIES}
    RETURNING id, code_hash`);
  const live = rows[0];
  if (!live) throw fieldError('INCORRECT_OTP', 'otp');
  if (live.code_hash !== hashCode(live.id, options.code)) throw fieldError('INCORRECT_OTP', 'otp');
  await db
    .update(otps)
    .set({ tries: sql`${otps.tries} - 1`, verifiedAt: sql`coalesce(${otps.verifiedAt}, now())` })
    .where(eq(otps.id, live.id));
  return live.id;
}

/** Marks a checked code used; a code can be used once, even by two racing requests. */
export async function consumeOtp(tx: Executor, otpId: number) {
  const used = await tx
    .update(otps)
    .set({ consumedAt: new Date() })
    .where(and(eq(otps.id, otpId), isNull(otps.consumedAt)))
    .returning({ id: otps.id });
  if (used.length === 0) throw fieldError('INCORRECT_OTP', 'otp');
}
