import { OTP_MAX_TRIES, OTP_RESEND_SECONDS, OTP_VALID_MINUTES } from '@rangkai/shared';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
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
  await db.transaction(async (tx) => {
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
 * Returns the OTP row id; the caller consumes it with `consumeOtp` in its own transaction.
 */
export async function checkOtp(
  db: Executor,
  options: { purpose: OtpPurpose; target: string; code: string },
) {
  const [live] = await db
    .select()
    .from(otps)
    .where(
      and(
        eq(otps.purpose, options.purpose),
        eq(otps.target, options.target),
        isNull(otps.consumedAt),
        gt(otps.expiresAt, new Date()),
        lt(otps.tries, OTP_MAX_TRIES),
      ),
    )
    .orderBy(desc(otps.createdAt))
    .limit(1);
  if (!live) throw fieldError('INCORRECT_OTP', 'otp');
  if (live.codeHash !== hashCode(live.id, options.code)) {
    await db
      .update(otps)
      .set({ tries: sql`${otps.tries} + 1` })
      .where(eq(otps.id, live.id));
    throw fieldError('INCORRECT_OTP', 'otp');
  }
  if (!live.verifiedAt)
    await db.update(otps).set({ verifiedAt: new Date() }).where(eq(otps.id, live.id));
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
