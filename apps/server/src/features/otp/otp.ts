import { OTP_RESEND_SECONDS, OTP_VALID_MINUTES } from '@rangkai/shared';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { type Db, inTransaction, type Tx } from '../../db/client.js';
import { otps } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { randomOtp } from '../../lib/secrets.js';
import { enqueueMail } from '../mail/index.js';
import { otpCodeHash } from './check-otp.js';
import { type OtpPurpose, otpMail } from './otp-mail.js';

export function maskEmail(email: string): string {
  const [local, domain] = email.split('@');
  return `${local.slice(0, 2)}${'*'.repeat(Math.max(1, local.length - 2))}@${domain}`;
}

/**
 * Sends a fresh 6-digit code by e-mail. One code per purpose and target is live at a time; a new
 * one may be asked for only after the resend interval. The mail goes into the outbox with the code
 * (sent while the code is valid, also after a mail-server outage; a newer code supersedes it).
 */
export function sendOtp(db: Db, options: OtpOptions) {
  return inTransaction(db, (tx) => issueOtp(tx, options));
}

type OtpOptions = { purpose: OtpPurpose; target: string; email: string; lang?: string | null };

/** `sendOtp` in the caller's transaction (with the audit row of an operator who asked for it). */
export async function issueOtp(tx: Tx, options: OtpOptions) {
  const { purpose, target, email } = options;
  const [last] = await tx
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
    .set({ codeHash: otpCodeHash(row.id, code) })
    .where(eq(otps.id, row.id));
  await enqueueMail(tx, otpMail(email, purpose, code, OTP_VALID_MINUTES, options.lang), {
    kind: 'code',
    expiresAt,
    supersedeKey: `otp:${purpose}:${target}`,
  });
  return {
    resend_after: OTP_RESEND_SECONDS,
    expires_in: OTP_VALID_MINUTES * 60,
    email_hint: maskEmail(email),
  };
}
