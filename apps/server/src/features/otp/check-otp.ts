import { OTP_MAX_TRIES } from '@rangkai/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { otps } from '../../db/schema/index.js';
import { fieldError } from '../../lib/app-error.js';
import { sha256 } from '../../lib/secrets.js';
import type { OtpPurpose } from './otp-mail.js';

/** The stored form of a code: SHA-256 (hex) of `otp:<row id>:<code>`. */
export const otpCodeHash = (id: number, code: string) => sha256(`otp:${id}:${code}`);

/**
 * Checks a code against the live one: at most OTP_MAX_TRIES wrong tries, then the code is dead,
 * however the tries arrive. The comparison and the count are one atomic update of the code's row
 * (the database computes the same hash): a wrong code takes a try, a right one takes none and is
 * accepted only while tries remain. Parallel requests update the row one after the other, each
 * seeing the others' tries, so a burst gets no more than the allowed wrong tries between them and
 * a right code in it is accepted only if it comes before they are used up. Returns the OTP row id;
 * the caller consumes it with `consumeOtp` in its own transaction.
 */
export async function checkOtp(
  db: Executor,
  options: { purpose: OtpPurpose; target: string; code: string },
) {
  const right = sql`code_hash = encode(sha256(convert_to('otp:' || id || ':' || ${options.code}, 'UTF8')), 'hex')`;
  const { rows } = await db.execute<{ id: number; right: boolean }>(sql`
    UPDATE otps SET
      tries = tries + CASE WHEN ${right} THEN 0 ELSE 1 END,
      verified_at = CASE WHEN ${right} THEN coalesce(verified_at, now()) ELSE verified_at END
    WHERE id = (
      SELECT id FROM otps
      WHERE purpose = ${options.purpose} AND target = ${options.target} AND consumed_at IS NULL
        AND expires_at > now()
      ORDER BY created_at DESC LIMIT 1)
      AND tries < ${OTP_MAX_TRIES}
    RETURNING id, ${right} AS right`);
  const live = rows[0];
  if (!live?.right) throw fieldError('INCORRECT_OTP', 'otp');
  return Number(live.id);
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
