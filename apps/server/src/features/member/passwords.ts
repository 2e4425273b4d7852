import { eq } from 'drizzle-orm';
import { type Db, inTransaction } from '../../db/client.js';
import { members } from '../../db/schema/index.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import { hashSecret, verifySecret } from '../../lib/secrets.js';
import { revokeSubjectTokens } from '../auth/index.js';
import { consumeOtp, sendOtp } from '../otp/index.js';
import { verifySecPassword } from './security-password.js';

async function secrets(db: Db, memberId: number) {
  const [row] = await db
    .select({ passwordHash: members.passwordHash, secHash: members.secPasswordHash })
    .from(members)
    .where(eq(members.id, memberId));
  if (!row) throw new AppError('UNAUTHORIZED');
  return row;
}

/** New login password: the old one must match and differ; other sessions are revoked. */
export async function changePassword(
  db: Db,
  memberId: number,
  tokenId: number,
  oldPassword: string,
  password: string,
) {
  const row = await secrets(db, memberId);
  if (!(await verifySecret(row.passwordHash, oldPassword)))
    throw fieldError('INCORRECT_PASSWORD', 'old_password');
  if (oldPassword === password) throw fieldError('SAME_PASSWORD', 'password');
  if (row.secHash && (await verifySecret(row.secHash, password)))
    throw fieldError('SEC_SAME_AS_PASSWORD', 'password');
  const passwordHash = await hashSecret(password);
  await inTransaction(db, async (tx) => {
    await tx
      .update(members)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(members.id, memberId));
    await revokeSubjectTokens(tx, 'member', memberId, tokenId);
  });
}

async function assertDiffersFromLogin(passwordHash: string, secPassword: string) {
  if (await verifySecret(passwordHash, secPassword))
    throw fieldError('SEC_SAME_AS_PASSWORD', 'password');
}

/** First security password: only while none is set. */
export async function setSecPassword(db: Db, memberId: number, secPassword: string) {
  const row = await secrets(db, memberId);
  if (row.secHash) throw new AppError('SEC_PASSWORD_ALREADY_SET');
  await assertDiffersFromLogin(row.passwordHash, secPassword);
  const hash = await hashSecret(secPassword);
  const updated = await db
    .update(members)
    .set({ secPasswordHash: hash, secFailCount: 0, secLockedUntil: null, updatedAt: new Date() })
    .where(eq(members.id, memberId))
    .returning({ id: members.id });
  if (updated.length === 0) throw new AppError('UNAUTHORIZED');
}

export async function changeSecPassword(
  db: Db,
  memberId: number,
  current: string,
  secPassword: string,
) {
  const row = await secrets(db, memberId);
  await verifySecPassword(db, memberId, current);
  if (current === secPassword) throw fieldError('SAME_PASSWORD', 'password');
  await assertDiffersFromLogin(row.passwordHash, secPassword);
  const hash = await hashSecret(secPassword);
  await db
    .update(members)
    .set({ secPasswordHash: hash, updatedAt: new Date() })
    .where(eq(members.id, memberId));
}

/** Forgotten security password: a checked e-mail code replaces it and lifts any lock. */
export async function resetSecPassword(
  db: Db,
  memberId: number,
  otpId: number,
  secPassword: string,
) {
  const row = await secrets(db, memberId);
  await assertDiffersFromLogin(row.passwordHash, secPassword);
  const hash = await hashSecret(secPassword);
  await inTransaction(db, async (tx) => {
    await consumeOtp(tx, otpId);
    await tx
      .update(members)
      .set({ secPasswordHash: hash, secFailCount: 0, secLockedUntil: null, updatedAt: new Date() })
      .where(eq(members.id, memberId));
  });
}

/** E-mails the member a code to reset their security password (to the address on file). */
export async function sendSecPasswordOtp(db: Db, memberId: number) {
  const [member] = await db
    .select({ email: members.email, locale: members.locale })
    .from(members)
    .where(eq(members.id, memberId));
  if (!member?.email) throw new AppError('REQUEST_FAIL');
  return sendOtp(db, {
    purpose: 'reset_secpassword',
    target: String(memberId),
    email: member.email,
    lang: member.locale,
  });
}
