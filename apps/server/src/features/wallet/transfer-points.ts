import type { Wallet } from '@rangkai/shared';
import { eq, sql } from 'drizzle-orm';
import {
  type Database,
  type Executor,
  isRetryable,
  type PreparedStatement,
  pgConstraint,
  pgErrorCode,
} from '../../db/client.js';
import { countries, members } from '../../db/schema/index.js';
import { fieldError } from '../../lib/app-error.js';
import { requestHash } from '../../lib/idempotency.js';
import { sha256 } from '../../lib/secrets.js';
import { authenticateToken } from '../auth/index.js';
import {
  recallSecCheck,
  rememberSecCheck,
  secCheckTag,
  verifySecPassword,
} from '../member/index.js';
import { databaseRefusal } from './ledger.js';

/** A transfer receiver by username or member code (username first); must exist and be active. */
export async function findReceiver(db: Executor, ref: string) {
  const [row] = await db
    .select({
      id: members.id,
      username: members.username,
      memberCode: members.memberCode,
      contactNumber: members.contactNumber,
      status: members.status,
      countryId: countries.id,
      countryName: countries.nameEn,
    })
    .from(members)
    .innerJoin(countries, eq(countries.id, members.countryId))
    // The database's rule, which `move_points` uses too: a username match before a member code.
    .where(eq(members.id, sql`member_by_name_or_code(${ref})`));
  if (row?.status !== 'active') throw fieldError('INCORRECT_USERNAME', 'username');
  return row;
}

/** A member's movement of points: a transfer to another member or a change between own wallets. */
export interface Movement {
  kind: 'transfer' | 'change_wallet';
  /** Receiver's username or member code (transfers only). */
  receiver: string | null;
  fromWallet: Wallet;
  toWallet: Wallet;
  amountSen: bigint;
  remark: string | null;
}

/** A reply of the movement path: the envelope as JSON, as the database stored it. */
export interface MovementReply {
  statusCode: number;
  /** The reply envelope, already JSON: the stored first reply when the key was seen before. */
  json: string;
}

const MOVE_POINTS: PreparedStatement = {
  name: 'move_points_v2',
  text: `SELECT (r->>'status')::int AS status, (r->'body')::text AS body
    FROM move_points($1, $2, $3, $4, $5, $6, $7::bigint, $8, $9, $10, $11, $12) AS r`,
};

const IDEMPOTENCY_PK = 'idempotency_keys_subject_type_subject_id_key_pk';

/**
 * One call of the database's `move_points` (token check, idempotency, security-password check,
 * receiver, ledger journal and stored reply in one statement). Returns null when the session
 * holds no fresh check of this security password (SQLSTATE RK001). A serialization failure, a
 * deadlock, or a twin request with the same key committing first (its key row then exists: the
 * next call replays it) is run again a bounded number of times.
 */
async function callMovePoints(
  database: Database,
  params: { tokenHash: string; secTag: string; key: string | null; route: string; hash: string },
  movement: Movement,
): Promise<MovementReply | null> {
  for (let attempt = 1; ; attempt++) {
    try {
      const [row] = await database.query<{ status: number; body: string }>(MOVE_POINTS, [
        params.tokenHash,
        params.secTag,
        movement.kind,
        movement.receiver,
        movement.fromWallet,
        movement.toWallet,
        movement.amountSen.toString(),
        movement.remark,
        params.key,
        params.route,
        params.hash,
        'success_submit',
      ]);
      return { statusCode: row.status, json: row.body };
    } catch (err) {
      if (pgErrorCode(err) === 'RK001') return null;
      const refusal = databaseRefusal(err);
      if (refusal) throw refusal;
      const twin = pgErrorCode(err) === '23505' && pgConstraint(err) === IDEMPOTENCY_PK;
      if (!(twin || isRetryable(err)) || attempt >= 5) throw err;
      await new Promise((r) => setTimeout(r, Math.random() * 10 * attempt));
    }
  }
}

export interface MovementRequest {
  /** The raw bearer token of the member's session. */
  token: string;
  secPassword: string;
  /** The client's Idempotency-Key, if any. */
  key: string | null;
  /** Names the action: scopes the key and is hashed with the body. */
  route: string;
  /** The request without the security password, to tell a reused key's new request. */
  body: unknown;
  movement: Movement;
}

/**
 * The money-action path's documented fast exception (see docs/architecture.md): a transfer or a
 * wallet change is one database call when the session checked this security password in the last
 * minutes — `move_points` then checks the token, the remembered check (on the token row, shared
 * by every server process), the idempotency key in the same table and with the same rules as
 * `runMoneyAction`, and posts the journal, which is the movement's record (no audit row: a member
 * moving their own points is fully described by its journal). Otherwise: the member guard's token
 * check, the full security-password check (counted toward the lock), the check remembered, and
 * the call again. Returns the reply envelope as JSON, as the database stored it.
 */
export async function moveWithSecPassword(
  database: Database,
  request: MovementRequest,
): Promise<MovementReply> {
  const tokenHash = sha256(request.token);
  const params = {
    tokenHash,
    secTag: secCheckTag(request.token, request.secPassword),
    key: request.key,
    route: request.route,
    hash: requestHash(request.route, request.body),
  };
  const fast = await callMovePoints(database, params, request.movement);
  if (fast) return fast;
  const auth = await authenticateToken(database, request.token);
  const session = { tokenId: auth.tokenId, token: request.token };
  const storedHash = await verifySecPassword(database.db, auth.memberId, request.secPassword, {
    recall: () => recallSecCheck(database.db, auth.memberId, session, request.secPassword),
  });
  await rememberSecCheck(database.db, session, request.secPassword, storedHash);
  const result = await callMovePoints(database, params, request.movement);
  if (!result) throw fieldError('INCORRECT_SEC_PASSWORD', 'sec_password');
  return result;
}
