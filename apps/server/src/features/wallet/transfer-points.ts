import type { Wallet } from '@rangkai/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  type Database,
  type Executor,
  isRetryable,
  type PreparedStatement,
  pgConstraint,
  pgErrorCode,
} from '../../db/client.js';
import { countries, members } from '../../db/schema/index.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import { idempotencyKey, requestHash } from '../../lib/idempotency.js';
import { forgetVerified, recallVerified, rememberVerified, sha256 } from '../../lib/secrets.js';
import { authenticateMember, bearer } from '../../plugins/auth.js';
import { verifySecPassword } from '../member/index.js';
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

interface MovementReply {
  statusCode: number;
  /** The reply envelope, already JSON: the stored first reply when the key was seen before. */
  json: string;
}

const MOVE_POINTS: PreparedStatement = {
  name: 'move_points',
  text: `SELECT (r->>'status')::int AS status, (r->'body')::text AS body
    FROM move_points($1, $2, $3, $4, $5, $6, $7::bigint, $8, $9, $10, $11, $12) AS r`,
};

const IDEMPOTENCY_PK = 'idempotency_keys_subject_type_subject_id_key_pk';

/**
 * One call of the database's `move_points` (token check, idempotency, receiver, ledger journal and
 * stored reply in one statement). Returns null when the database finds the security password
 * changed or locked since `secHash` was verified. A serialization failure, a deadlock, or a twin
 * request with the same key committing first (its key row then exists: the next call replays it)
 * is run again a bounded number of times.
 */
async function callMovePoints(
  database: Database,
  params: { tokenHash: string; secHash: string; key: string | null; route: string; hash: string },
  movement: Movement,
): Promise<MovementReply | null> {
  for (let attempt = 1; ; attempt++) {
    try {
      const [row] = await database.query<{ status: number; body: string }>(MOVE_POINTS, [
        params.tokenHash,
        params.secHash,
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
      await new Promise((r) => setTimeout(r, Math.random() * 5 * attempt));
    }
  }
}

/**
 * Answers a member's movement request (its validated body, with `sec_password`) behind their security password,
 * in one database call when this session verified the same password within the last minutes (the
 * database then checks the stored hash is still the one it verified against, and not locked).
 * Otherwise, or when that check fails: the member guard's token check, the full security-password
 * check (with its wrong-try count and lock), then the call. The reply is the envelope as the
 * database stored it, sent as it is (the route's response serializer is skipped for it).
 */
export async function moveWithSecPassword(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  route: string,
  validated: { sec_password: string },
  movement: Movement,
) {
  const token = bearer(request);
  if (!token) throw new AppError('UNAUTHORIZED');
  const { sec_password: secPassword, ...body } = validated;
  const tokenHash = sha256(token);
  const params = { tokenHash, key: idempotencyKey(request), route, hash: requestHash(route, body) };
  let result: MovementReply | null = null;
  const remembered = recallVerified(tokenHash, secPassword);
  if (remembered) {
    result = await callMovePoints(app.database, { ...params, secHash: remembered }, movement);
    if (!result) forgetVerified(tokenHash, secPassword);
  }
  if (!result) {
    request.auth = await authenticateMember(app.db, request);
    const secHash = await verifySecPassword(app.db, request.auth.memberId, secPassword);
    result = await callMovePoints(app.database, { ...params, secHash }, movement);
    if (!result) throw fieldError('INCORRECT_SEC_PASSWORD', 'sec_password');
    rememberVerified(tokenHash, secPassword, secHash);
  }
  return reply
    .status(result.statusCode)
    .type('application/json; charset=utf-8')
    .send(result.json as never);
}
