import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Db, type Executor, isTransaction, onRollback } from '../../db/client.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import { sha256, verifySecret } from '../../lib/secrets.js';
import { readIntSetting } from '../settings/index.js';

/** How long a session's successful check of the security password is remembered. */
export const SEC_CHECK_TTL_MINUTES = 5;

async function lockSettings(db: Executor) {
  const [maxTries, lockMinutes] = await Promise.all([
    readIntSetting(db, 'sec_password_max_tries'),
    readIntSetting(db, 'sec_password_lock_minutes'),
  ]);
  return { maxTries, lockMinutes };
}

/** A wrong try that has no reservation to settle: counted, and the lock set at the limit. */
async function countWrongTry(db: Db, memberId: number) {
  const { maxTries, lockMinutes } = await lockSettings(db);
  await db.execute(sql`
    UPDATE members SET
      sec_fail_count = CASE WHEN sec_locked_until <= now() THEN 0 ELSE sec_fail_count END + 1,
      sec_locked_until = CASE
        WHEN sec_locked_until > now() THEN sec_locked_until
        WHEN CASE WHEN sec_locked_until <= now() THEN 0 ELSE sec_fail_count END + 1 >= ${maxTries}
          THEN now() + make_interval(mins => ${lockMinutes})
        END
    WHERE id = ${memberId}`);
}

async function lockedError(db: Executor, memberId: number) {
  const { rows } = await db.execute<{ hash: string | null; locked_until: string | null }>(sql`
    SELECT sec_password_hash AS hash,
           CASE WHEN sec_locked_until > now() THEN sec_locked_until END::text AS locked_until
    FROM members WHERE id = ${memberId}`);
  const member = rows[0];
  if (!member) return new AppError('UNAUTHORIZED');
  if (!member.hash) return fieldError('SEC_PASSWORD_NOT_SET', 'sec_password');
  return new AppError('SEC_PASSWORD_LOCKED', {
    sec_password: 'SEC_PASSWORD_LOCKED',
    locked_until: member.locked_until ? new Date(member.locked_until).toISOString() : null,
  });
}

/** How long a try may stay unsettled before it counts as abandoned (a process that died). */
const STALE_TRY_SECONDS = 30;
/** How long a check waits for other checks of the same member in flight to settle. */
const MAX_WAIT_MS = 15_000;

export interface VerifyOptions {
  /**
   * Asked while waiting for other tries in flight: the stored hash when this same secret has been
   * verified meanwhile (the session's remembered check), so concurrent requests of one member with
   * the right password never have to wait for each other's hashing.
   */
  recall?: () => Promise<string | null>;
}

/**
 * Checks a member's security password before a money action. Five wrong tries (setting) lock
 * money actions for 15 minutes (setting), however the tries arrive:
 *
 * - before hashing, one atomic update takes a try (a try counts as wrong until it proves right)
 *   and refuses when the member is locked. While all five tries are taken by checks still in
 *   flight, a further check waits for them to settle (or for its own secret to be remembered)
 *   instead of hashing — so a burst of parallel guesses gets at most five checked, and a burst of
 *   right ones is never locked out. A try left unsettled for 30 s (a process that died) counts as
 *   wrong and starts the lock;
 * - after hashing, a right password clears the count only if the member is still not locked (a
 *   lock set meanwhile wins), and a wrong one sets the lock once the count reaches the limit.
 *
 * Called with a transaction, a wrong try still counts when that transaction rolls back: the try
 * is counted again on the database after the rollback (see `onRollback`). Returns the stored hash
 * it verified against.
 */
export async function verifySecPassword(
  db: Executor,
  memberId: number,
  secPassword: string,
  options: VerifyOptions = {},
): Promise<string> {
  const { maxTries, lockMinutes } = await lockSettings(db);
  const fresh = sql`CASE WHEN sec_locked_until <= now() THEN 0 ELSE sec_fail_count END`;
  const started = Date.now();
  let hash: string | undefined;
  for (let wait = 10; ; wait = Math.min(wait * 2, 200)) {
    const reserved = await db.execute<{ hash: string }>(sql`
      UPDATE members SET
        sec_fail_count = ${fresh} + 1,
        sec_locked_until = CASE WHEN sec_locked_until <= now() THEN NULL ELSE sec_locked_until END,
        sec_try_at = now()
      WHERE id = ${memberId} AND sec_password_hash IS NOT NULL
        AND (sec_locked_until IS NULL OR sec_locked_until <= now()) AND ${fresh} < ${maxTries}
      RETURNING sec_password_hash AS hash`);
    hash = reserved.rows[0]?.hash;
    if (hash) break;
    // Tries used up with none settled for a while (a process died mid-check): the lock starts now,
    // so it always ends. Otherwise the tries are still in flight: wait for them.
    const stale = await db.execute(sql`
      UPDATE members SET sec_locked_until = now() + make_interval(mins => ${lockMinutes})
      WHERE id = ${memberId} AND sec_password_hash IS NOT NULL
        AND (sec_locked_until IS NULL OR sec_locked_until <= now())
        AND sec_fail_count >= ${maxTries}
        AND (sec_try_at IS NULL OR sec_try_at < now() - make_interval(secs => ${STALE_TRY_SECONDS}))
      RETURNING id`);
    const state = await lockedError(db, memberId);
    if (stale.rows.length > 0 || state.code !== 'SEC_PASSWORD_LOCKED' || isLocked(state))
      throw state;
    const remembered = await options.recall?.();
    if (remembered) return remembered;
    if (isTransaction(db) || Date.now() - started > MAX_WAIT_MS)
      throw new AppError('TOO_MANY_REQUESTS', { sec_password: 'TOO_MANY_REQUESTS' });
    await new Promise((r) => setTimeout(r, wait + Math.random() * wait));
  }
  if (await verifySecret(hash, secPassword)) {
    const cleared = await db.execute(sql`
      UPDATE members SET sec_fail_count = 0, sec_locked_until = NULL
      WHERE id = ${memberId} AND sec_password_hash = ${hash}
        AND (sec_locked_until IS NULL OR sec_locked_until <= now())
      RETURNING id`);
    if (cleared.rows.length === 0) throw await lockedError(db, memberId);
    return hash;
  }
  const { rows } = await db.execute<{ fails: number; locked_until: string | null }>(sql`
    UPDATE members SET sec_locked_until = CASE
        WHEN sec_fail_count >= ${maxTries} AND (sec_locked_until IS NULL OR sec_locked_until <= now())
          THEN now() + make_interval(mins => ${lockMinutes})
        ELSE sec_locked_until END
    WHERE id = ${memberId}
    RETURNING sec_fail_count AS fails,
      CASE WHEN sec_locked_until > now() THEN sec_locked_until END::text AS locked_until`);
  if (isTransaction(db)) onRollback(db, (outer) => countWrongTry(outer, memberId));
  const after = rows[0];
  throw new AppError('INCORRECT_SEC_PASSWORD', {
    sec_password: 'INCORRECT_SEC_PASSWORD',
    remaining_tries: after.locked_until ? 0 : Math.max(0, maxTries - Number(after.fails)),
    locked_until: after.locked_until ? new Date(after.locked_until).toISOString() : null,
  });
}

const isLocked = (error: AppError) =>
  Boolean((error.data as { locked_until?: string | null } | null)?.locked_until);

/** A session: its token row and the raw bearer token (which keys the remembered check). */
export interface Session {
  tokenId: number;
  token: string;
}

/** HMAC of the secret keyed by the raw bearer token: worthless without the token itself. */
export const secCheckTag = (token: string, secret: string) =>
  crypto.createHmac('sha256', token).update(secret).digest('base64url');

/**
 * Whether this session checked this same security password in the last minutes, against the
 * member's current stored hash, and the member is not locked. Shared by every server process: the
 * check lives on the session's token row.
 */
export async function recallSecCheck(
  db: Executor,
  memberId: number,
  session: Session,
  secret: string,
): Promise<string | null> {
  const { rows } = await db.execute<{ hash: string }>(sql`
    SELECT m.sec_password_hash AS hash
    FROM tokens t JOIN members m ON m.id = t.subject_id
    WHERE t.id = ${session.tokenId} AND t.subject_type = 'member' AND m.id = ${memberId}
      AND t.sec_checked_tag = ${secCheckTag(session.token, secret)}
      AND t.sec_checked_at > now() - make_interval(mins => ${SEC_CHECK_TTL_MINUTES})
      AND t.sec_checked_hash = m.sec_password_hash
      AND (m.sec_locked_until IS NULL OR m.sec_locked_until <= now())`);
  return rows[0]?.hash ?? null;
}

/** Remembers on the session's token row that `secret` verified against `storedHash` just now. */
export async function rememberSecCheck(
  db: Executor,
  session: Session,
  secret: string,
  storedHash: string,
): Promise<void> {
  await db.execute(sql`
    UPDATE tokens SET sec_checked_tag = ${secCheckTag(session.token, secret)},
      sec_checked_hash = ${storedHash}, sec_checked_at = now()
    WHERE id = ${session.tokenId} AND token_hash = ${sha256(session.token)}`);
}

/**
 * The security password of a member's money action in this session: remembered from a check in
 * the last minutes (one query), or verified in full (counted toward the lock) and remembered.
 */
export async function checkSecPasswordForSession(
  db: Executor,
  memberId: number,
  session: Session,
  secret: string,
): Promise<void> {
  if (await recallSecCheck(db, memberId, session, secret)) return;
  const storedHash = await verifySecPassword(db, memberId, secret, {
    recall: () => recallSecCheck(db, memberId, session, secret),
  });
  await rememberSecCheck(db, session, secret, storedHash);
}

/**
 * An action that carries no security password of its own (a registration on behalf, whose body
 * holds the new member's): allowed only when this session checked the member's security password
 * (`checkSecPwd`) in the last minutes, against the current stored hash, and the member is not
 * locked. Refused with INCORRECT_SEC_PASSWORD otherwise.
 */
export async function requireRecentSecCheck(
  db: Executor,
  memberId: number,
  session: Session,
): Promise<void> {
  const { rows } = await db.execute<{ id: number }>(sql`
    SELECT t.id FROM tokens t JOIN members m ON m.id = t.subject_id
    WHERE t.id = ${session.tokenId} AND t.subject_type = 'member' AND m.id = ${memberId}
      AND t.sec_checked_at > now() - make_interval(mins => ${SEC_CHECK_TTL_MINUTES})
      AND t.sec_checked_hash = m.sec_password_hash
      AND (m.sec_locked_until IS NULL OR m.sec_locked_until <= now())`);
  if (rows.length === 0)
    throw new AppError('INCORRECT_SEC_PASSWORD', { sec_password: 'INCORRECT_SEC_PASSWORD' });
}
