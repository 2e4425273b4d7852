import { formatSen, type Wallet } from '@rangkai/shared';
import { eq, sql } from 'drizzle-orm';
import {
  type Db,
  dbQuery,
  type Executor,
  type PreparedStatement,
  type Tx,
  txQuery,
} from '../../db/client.js';
import { countries, members } from '../../db/schema/index.js';
import { fieldError } from '../../lib/app-error.js';
import { batchLookup, perDatabase } from '../../lib/batch-lookup.js';
import { pgTextArray } from '../../lib/pg-array.js';
import type { MoneyActionBulk, MoneyActionResult, PostedMovement } from '../money/index.js';
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
    // The database's rule: a username match before a member code.
    .where(eq(members.id, sql`member_by_name_or_code(${ref})`));
  if (row?.status !== 'active') throw fieldError('INCORRECT_USERNAME', 'username');
  return row;
}

/** The receivers asked for in one turn of the event loop, in one statement. */
const RECEIVERS: PreparedStatement = {
  name: 'money_receivers_v1',
  text: `SELECT r.ref, m.id, m.status
    FROM unnest($1::text[]) AS r(ref)
    JOIN members m ON m.id = member_by_name_or_code(r.ref)`,
};

const receiverByRef = perDatabase((db: Db) =>
  batchLookup(async (refs: string[]) => {
    const rows = await dbQuery<{ ref: string; id: number; status: string }>(db, RECEIVERS, [
      pgTextArray(refs),
    ]);
    return new Map(rows.map((row) => [row.ref, row]));
  }),
);

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

/**
 * The member a movement names to credit, read from the database: for a transfer the member with
 * that username or member code (undefined when none); for a wallet change nobody else (null). A
 * read, started as the request arrives, beside its gate (see `movementReceiver`).
 */
export function readReceiver(db: Db, movement: Movement) {
  if (movement.kind === 'change_wallet' || !movement.receiver) return Promise.resolve(null);
  const read = receiverByRef(db, movement.receiver);
  read.catch(() => {}); // answered, or refused, once the gate has let the request in
  return read;
}

/**
 * The member whose wallet a movement credits: the sender for a wallet change; for a transfer the
 * active member named by username or member code (`readReceiver`), never the sender.
 */
export async function movementReceiver(
  senderId: number,
  movement: Movement,
  receiver: ReturnType<typeof readReceiver>,
) {
  if (movement.kind === 'change_wallet') return senderId;
  const row = await receiver;
  if (row && Number(row.id) === senderId) throw fieldError('CANNOT_TRANSFER_TO_SELF', 'username');
  if (row?.status !== 'active') throw fieldError('INCORRECT_USERNAME', 'username');
  return Number(row.id);
}

function checkMovement(movement: Movement) {
  if (movement.amountSen <= 0n) throw fieldError('INCORRECT_AMOUNT', 'amount');
  const valid =
    movement.kind === 'transfer'
      ? (movement.fromWallet === 'point1' || movement.fromWallet === 'point3') &&
        movement.toWallet === movement.fromWallet
      : movement.fromWallet === 'point1' &&
        ['point2', 'point3', 'point4'].includes(movement.toWallet);
  if (!valid) throw fieldError('VALIDATION_ERROR', 'transfer_type');
}

/**
 * A movement's journal and, for a transfer, the receiver's notification, in one statement: the
 * sender's account, the receiver's (still active), `post_journal`, and the notification (once
 * per journal) of the journal it posted. No row: the receiver has no such wallet or is no longer
 * active.
 */
const MOVE_POINTS: PreparedStatement = {
  name: 'move_points_journal_v1',
  text: `WITH f AS (SELECT a.id FROM accounts a WHERE a.member_id = $1 AND a.wallet = $2),
    t AS (SELECT a.id FROM accounts a JOIN members m ON m.id = a.member_id
          WHERE a.member_id = $3 AND a.wallet = $4 AND m.status = 'active'),
    p AS (SELECT j.journal_id, j.balances[1] AS balance
            FROM f, t, LATERAL post_journal($5, NULL, $6, NULL, 'member', $1,
                                            ARRAY[f.id, t.id], ARRAY[-$7::bigint, $7::bigint]) j),
    n AS (INSERT INTO notifications (member_id, type, params, dedupe_key)
          SELECT $3, 'transfer_received',
                 jsonb_build_object('amount', format_sen($7::bigint), 'wallet', $4::text,
                                    'from', (SELECT username FROM members WHERE id = $1)),
                 'transfer:' || p.journal_id
            FROM p WHERE $5 = 'transfer'
          ON CONFLICT (dedupe_key) DO NOTHING)
    SELECT p.journal_id::text AS journal_id, p.balance::text AS balance,
           iso_time(now()) AS created_at
      FROM p`,
};

/**
 * A member's transfer or wallet change, as a money action's domain function: one journal moving
 * the amount from the sender's wallet to the receiver's (never below zero: INSUFFICIAN_BALANCE),
 * the receiver told of a transfer, and the audit row. Run it through `runMoneyAction`.
 */
export async function movePoints(
  tx: Tx,
  senderId: number,
  receiverId: number,
  movement: Movement,
): Promise<MoneyActionResult<MovementData>> {
  checkMovement(movement);
  let rows: { journal_id: string; balance: string; created_at: string }[];
  try {
    rows = await txQuery(tx, MOVE_POINTS, [
      senderId,
      movement.fromWallet,
      receiverId,
      movement.toWallet,
      movement.kind,
      movement.remark,
      movement.amountSen.toString(),
    ]);
  } catch (err) {
    throw databaseRefusal(err) ?? err;
  }
  const [posted] = rows;
  if (!posted) throw fieldError('INCORRECT_USERNAME', 'username');
  return movementResult(movement, {
    journalId: Number(posted.journal_id),
    balance: BigInt(posted.balance),
    createdAt: posted.created_at,
  });
}

/** A posted movement's reply data and audit row. */
function movementResult(
  movement: Movement,
  posted: PostedMovement,
): MoneyActionResult<MovementData> {
  const data = {
    id: posted.journalId,
    journal_id: posted.journalId,
    amount: formatSen(movement.amountSen),
    from_wallet: movement.fromWallet,
    to_wallet: movement.toWallet,
    balance: formatSen(posted.balance),
    created_at: posted.createdAt,
  };
  return {
    data,
    audit: {
      action: movement.kind === 'transfer' ? 'wallet.transfer' : 'wallet.change_wallet',
      targetType: 'journal',
      targetId: posted.journalId,
      after: {
        amount: data.amount,
        from_wallet: movement.fromWallet,
        to_wallet: movement.toWallet,
        receiver: movement.kind === 'transfer' ? movement.receiver : null,
        remark: movement.remark,
      },
    },
  };
}

/**
 * `movePoints` as the set-based form the money batcher posts with the other movements of the
 * moment (`post_movements`: the same journal, notification and audit row, in one statement).
 */
export function movementBulk(
  senderId: number,
  receiverId: number,
  movement: Movement,
): MoneyActionBulk<MovementData> {
  checkMovement(movement);
  return {
    movement: {
      kind: movement.kind,
      senderId,
      fromWallet: movement.fromWallet,
      receiverId,
      toWallet: movement.toWallet,
      amountSen: movement.amountSen,
      remark: movement.remark,
    },
    result: (posted) => movementResult(movement, posted),
  };
}

export interface MovementData {
  id: number;
  journal_id: number;
  amount: string;
  from_wallet: Wallet;
  to_wallet: Wallet;
  balance: string;
  created_at: string;
}
