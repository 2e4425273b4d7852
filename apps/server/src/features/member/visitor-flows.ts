import { sql } from 'drizzle-orm';
import { type Db, inTransaction } from '../../db/client.js';
import { members } from '../../db/schema/index.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import { hashSecret, verifySecret } from '../../lib/secrets.js';
import { withinLimit } from '../../lib/shared-counter.js';
import { revokeSubjectTokens } from '../auth/index.js';
import { checkOtp, consumeOtp, sendOtp } from '../otp/index.js';

/** Codes e-mailed per address or member, across every server process. */
const PER_TARGET = { max: 5, windowMs: 60 * 60_000 };

async function memberByUsername(db: Db, username: string) {
  const [member] = await db
    .select({
      id: members.id,
      email: members.email,
      locale: members.locale,
      passwordHash: members.passwordHash,
    })
    .from(members)
    .where(sql`lower(${members.username}) = lower(${username})`);
  return member ?? null;
}

export async function isEmailTaken(db: Db, email: string) {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(sql`lower(${members.email}) = ${email}`);
  return Boolean(row);
}

/** Registration step 1: a code to the (free) e-mail address. */
export async function sendRegistrationOtp(
  db: Db,
  { email, lang }: { email: string; lang?: string | null },
) {
  if (await isEmailTaken(db, email)) throw fieldError('MEMBER_EXITS', 'email');
  if (!(await withinLimit(db, `otp:register:${email}`, PER_TARGET)))
    throw new AppError('TOO_MANY_REQUESTS');
  return sendOtp(db, { purpose: 'register', target: email, email, lang });
}

/** Forgotten password, step 1: a code to the member's e-mail address. */
export async function sendForgotPasswordOtp(
  db: Db,
  { username, lang }: { username: string; lang?: string | null },
) {
  const member = await memberByUsername(db, username);
  if (!member?.email) throw fieldError('INCORRECT_USERNAME', 'username');
  if (!(await withinLimit(db, `otp:forget:${member.id}`, PER_TARGET)))
    throw new AppError('TOO_MANY_REQUESTS');
  return sendOtp(db, {
    purpose: 'forget_password',
    target: String(member.id),
    email: member.email,
    lang: lang ?? member.locale,
  });
}

/** Forgotten password, step 2: is the code right (counts toward its tries)? */
export async function checkForgotPasswordOtp(
  db: Db,
  { username, otp }: { username: string; otp: string },
) {
  const member = await memberByUsername(db, username);
  if (!member) throw fieldError('INCORRECT_OTP', 'otp');
  await checkOtp(db, { purpose: 'forget_password', target: String(member.id), code: otp });
}

/**
 * Forgotten password, step 3: a new password with the code (used once), different from the old
 * one; every session of the member is revoked.
 */
export async function resetForgottenPassword(
  db: Db,
  { username, otp, password }: { username: string; otp: string; password: string },
) {
  const member = await memberByUsername(db, username);
  if (!member) throw fieldError('INCORRECT_OTP', 'otp');
  const otpId = await checkOtp(db, {
    purpose: 'forget_password',
    target: String(member.id),
    code: otp,
  });
  if (await verifySecret(member.passwordHash, password))
    throw fieldError('SAME_PASSWORD', 'password');
  const passwordHash = await hashSecret(password);
  await inTransaction(db, async (tx) => {
    await consumeOtp(tx, otpId);
    await tx
      .update(members)
      .set({ passwordHash, updatedAt: new Date() })
      .where(sql`${members.id} = ${member.id}`);
    await revokeSubjectTokens(tx, 'member', member.id);
  });
}
