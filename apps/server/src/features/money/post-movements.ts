import { type Db, dbQuery, type PreparedStatement } from '../../db/client.js';
import { type AuditEntry, auditRow } from '../../lib/audit.js';
import type { StoredReply } from '../../lib/idempotency.js';
import { pgArray, pgTextArray } from '../../lib/pg-array.js';

/** A member's movement of points as one journal of two lines (see `post_movements`). */
export interface BulkMovement {
  kind: 'transfer' | 'change_wallet';
  senderId: number;
  fromWallet: string;
  receiverId: number;
  toWallet: string;
  amountSen: bigint;
  remark: string | null;
}

/** What the database answers for one posted movement. */
export interface PostedMovement {
  journalId: number;
  /** The sender's balance afterwards, in sen. */
  balance: bigint;
  /** The time as the API shows it. */
  createdAt: string;
}

/**
 * A batched action's set-based form: its movement, its audit row (its target: the journal) and
 * the reply to store under its key (its data's `id`, `journal_id`, `balance` and `created_at`
 * completed by the database), and how its value follows from the posted journal.
 */
export interface MoneyBulk<T> {
  movement: BulkMovement;
  audit: AuditEntry | null;
  reply: StoredReply | null;
  finish(posted: PostedMovement): T;
}

const POST_MOVEMENTS: PreparedStatement = {
  name: 'money_post_movements_v1',
  text: `SELECT ordinal, journal_id::text AS journal_id, balance::text AS balance, created_at
    FROM post_movements($1::text[], $2::int[], $3::text[], $4::int[], $5::text[], $6::bigint[],
                        $7::text[], $8::jsonb, $9::jsonb)`,
};

function auditJson(entry: AuditEntry | null) {
  if (!entry) return null;
  const row = auditRow(entry);
  return {
    actor_type: row.actorType,
    admin_id: row.adminId,
    member_id: row.memberId,
    admin_username: row.adminUsername,
    action: row.action,
    reason: row.reason,
    before: row.before,
    after: row.after,
    ip: row.ip,
  };
}

function replyJson(reply: StoredReply | null) {
  if (!reply) return null;
  return {
    subject_type: reply.subjectType,
    subject_id: reply.subjectId,
    key: reply.key,
    route: reply.route,
    request_hash: reply.hash,
    status_code: reply.reply.statusCode,
    response: reply.reply.body,
  };
}

/**
 * Posts the movements of a batch with their audit rows and stored replies in one statement (its
 * own transaction): all or none. Throws the database's error (SQLSTATE 'RK000' when a movement
 * cannot be posted: a receiver gone, a balance too low).
 */
export async function postMovements(
  db: Db,
  bulks: readonly MoneyBulk<unknown>[],
): Promise<PostedMovement[]> {
  const moves = bulks.map((b) => b.movement);
  const rows = await dbQuery<{
    ordinal: number;
    journal_id: string;
    balance: string;
    created_at: string;
  }>(db, POST_MOVEMENTS, [
    pgTextArray(moves.map((m) => m.kind)),
    pgArray(moves.map((m) => m.senderId)),
    pgTextArray(moves.map((m) => m.fromWallet)),
    pgArray(moves.map((m) => m.receiverId)),
    pgTextArray(moves.map((m) => m.toWallet)),
    pgArray(moves.map((m) => m.amountSen)),
    pgTextArray(moves.map((m) => m.remark)),
    JSON.stringify(bulks.map((b) => auditJson(b.audit))),
    JSON.stringify(bulks.map((b) => replyJson(b.reply))),
  ]);
  const posted: PostedMovement[] = [];
  for (const row of rows)
    posted[Number(row.ordinal) - 1] = {
      journalId: Number(row.journal_id),
      balance: BigInt(row.balance),
      createdAt: row.created_at,
    };
  return posted;
}
