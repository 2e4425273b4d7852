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

/** Wrong tries settled since the last lock ended. */
const settledFails = sql`CASE WHEN sec_locked_until <= now() THEN 0 ELSE sec_fail_count END`;
/** Reservations of tries still in flight: a younger one than 30 s (older ones were abandoned). */
const livePending = sql`ARRAY(SELECT t FROM unnest(sec_pending) AS t
  WHERE t > clock_timestamp() - make_interval(secs => ${STALE_TRY_SECONDS}))`;
/** The reservation list without one try's reservation (unchanged when it is gone already). */
const withoutTicket = (ticket: string) => sql`CASE
  WHEN array_position(sec_pending, ${ticket}::timestamptz) IS NULL THEN sec_pending
  ELSE sec_pending[:array_position(sec_pending, ${ticket}::timestamptz) - 1]
    || sec_pending[array_position(sec_pending, ${ticket}::timestamptz) + 1:] END`;

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
 * - before hashing, one atomic update reserves a try (its time in `sec_pending`) while the
 *   settled wrong tries plus the reservations in flight stay under the limit, and refuses when
 *   the member is locked. While every try is taken, a further check waits for the others to
 *   settle (or for its own secret to be remembered) instead of hashing — so a burst of parallel
 *   guesses gets at most five checked, and a burst of right ones is never locked out;
 * - after hashing, the reservation is settled: a right password clears the count only if the
 *   member is still not locked (a lock set meanwhile wins), a wrong one counts and sets the lock
 *   once the count reaches the limit;
 * - a reservation never settled within 30 s was left by a process that died mid-check: it stops
 *   counting, so a member who typed the right password is not locked by a crash.
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
  const started = Date.now();
  let reserved: { hash: string; ticket: string } | undefined;
  for (let wait = 10; ; wait = Math.min(wait * 2, 200)) {
    const { rows } = await db.execute<{ hash: string; ticket: string }>(sql`
      UPDATE members SET
        sec_fail_count = ${settledFails},
        sec_locked_until = CASE WHEN sec_locked_until <= now() THEN NULL ELSE sec_locked_until END,
        sec_pending = ${livePending} || clock_timestamp()
      WHERE id = ${memberId} AND sec_password_hash IS NOT NULL
        AND (sec_locked_until IS NULL OR sec_locked_until <= now())
        AND ${settledFails} + cardinality(${livePending}) < ${maxTries}
      RETURNING sec_password_hash AS hash, sec_pending[cardinality(sec_pending)]::text AS ticket`);
    reserved = rows[0];
    if (reserved) break;
    // Settled wrong tries at the limit without a lock (data from before reservations were
    // listed): the lock starts now, so it always ends. Otherwise tries are in flight: wait.
    const full = await db.execute(sql`
      UPDATE members SET sec_locked_until = now() + make_interval(mins => ${lockMinutes})
      WHERE id = ${memberId} AND sec_password_hash IS NOT NULL
        AND (sec_locked_until IS NULL OR sec_locked_until <= now())
        AND ${settledFails} >= ${maxTries}
      RETURNING id`);
    const state = await lockedError(db, memberId);
    if (full.rows.length > 0 || state.code !== 'SEC_PASSWORD_LOCKED' || isLocked(state))
      throw state;
    const remembered = await options.recall?.();
    if (remembered) return remembered;
    if (isTransaction(db) || Date.now() - started > MAX_WAIT_MS)
      throw new AppError('TOO_MANY_REQUESTS', { sec_password: 'TOO_MANY_REQUESTS' });
    await new Promise((r) => setTimeout(r, wait + Math.random() * wait));
  }
  const { hash, ticket } = reserved;
  if (await verifySecret(hash, secPassword)) {
    const cleared = await db.execute(sql`
      UPDATE members SET sec_fail_count = 0, sec_locked_until = NULL,
        sec_pending = ${withoutTicket(ticket)}
      WHERE id = ${memberId} AND sec_password_hash = ${hash}
        AND (sec_locked_until IS NULL OR sec_locked_until <= now())
      RETURNING id`);
    if (cleared.rows.length > 0) return hash;
    await db.execute(
      sql`UPDATE members SET sec_pending = ${withoutTicket(ticket)} WHERE id = ${memberId}`,
    );
    throw await lockedError(db, memberId);
  }
  const { rows } = await db.execute<{ fails: number; locked_until: string | null }>(sql`
    UPDATE members SET
      sec_pending = ${withoutTicket(ticket)},
      sec_fail_count = ${settledFails} + 1,
      sec_locked_until = CASE
        WHEN sec_locked_until > now() THEN sec_locked_until
        WHEN ${settledFails} + 1 >= ${maxTries} THEN now() + make_interval(mins => ${lockMinutes})
        END
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
