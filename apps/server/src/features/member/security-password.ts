import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { members } from '../../db/schema/index.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import { verifySecret } from '../../lib/secrets.js';
import { readIntSetting } from '../settings/index.js';

/**
 * Checks a member's security password before a money action. Five wrong tries in a row (setting)
 * lock money actions for 15 minutes (setting); a right one resets the count. Returns the stored
 * hash it verified against.
 */
export async function verifySecPassword(
  db: Executor,
  memberId: number,
  secPassword: string,
): Promise<string> {
  const [member] = await db
    .select({
      hash: members.secPasswordHash,
      lockedUntil: members.secLockedUntil,
      fails: members.secFailCount,
    })
    .from(members)
    .where(eq(members.id, memberId));
  if (!member) throw new AppError('UNAUTHORIZED');
  if (!member.hash) throw fieldError('SEC_PASSWORD_NOT_SET', 'sec_password');
  if (member.lockedUntil && member.lockedUntil > new Date()) {
    throw new AppError('SEC_PASSWORD_LOCKED', {
      sec_password: 'SEC_PASSWORD_LOCKED',
      locked_until: member.lockedUntil.toISOString(),
    });
  }
  if (await verifySecret(member.hash, secPassword)) {
    if (member.fails > 0 || member.lockedUntil) {
      await db
        .update(members)
        .set({ secFailCount: 0, secLockedUntil: null })
        .where(eq(members.id, memberId));
    }
    return member.hash;
  }
  const [maxTries, lockMinutes] = await Promise.all([
    readIntSetting(db, 'sec_password_max_tries'),
    readIntSetting(db, 'sec_password_lock_minutes'),
  ]);
  const [after] = await db
    .update(members)
    .set({
      secFailCount: sql`CASE WHEN ${members.secFailCount} + 1 >= ${maxTries} THEN 0 ELSE ${members.secFailCount} + 1 END`,
      secLockedUntil: sql`CASE WHEN ${members.secFailCount} + 1 >= ${maxTries} THEN now() + make_interval(mins => ${lockMinutes}) ELSE NULL END`,
    })
    .where(eq(members.id, memberId))
    .returning({ fails: members.secFailCount, lockedUntil: members.secLockedUntil });
  throw new AppError('INCORRECT_SEC_PASSWORD', {
    sec_password: 'INCORRECT_SEC_PASSWORD',
    remaining_tries: after.lockedUntil ? 0 : maxTries - after.fails,
    locked_until: after.lockedUntil?.toISOString() ?? null,
  });
}
