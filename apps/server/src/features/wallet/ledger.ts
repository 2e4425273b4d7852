import { type ErrorCode, errorCodes, type Wallet } from '@rangkai/shared';
import { and, eq, sql } from 'drizzle-orm';
import { type Executor, pgError, type Tx } from '../../db/client.js';
import { accounts } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { SystemAccountCode } from '../global/reference-data.js';

/** An account named by member and wallet, or a system account by code. */
export type AccountRef = { memberId: number; wallet: Wallet } | { system: SystemAccountCode };

export interface JournalLineInput {
  account: AccountRef;
  amount: bigint;
}

export interface PostJournalInput {
  type: string;
  reference?: string | null;
  memo?: string | null;
  actor: { type: 'member' | 'admin' | 'system'; id: number | null };
  lines: JournalLineInput[];
}

export interface PostedJournal {
  journalId: number;
  /** Balance of each touched account after the journal, by account reference key. */
  balances: Map<string, bigint>;
}

export const accountKey = (ref: AccountRef) =>
  'system' in ref ? `system:${ref.system}` : `${ref.memberId}:${ref.wallet}`;

/** A refusal raised inside the database (SQLSTATE RK000: message = error code, detail = field). */
export function databaseRefusal(err: unknown): AppError | undefined {
  const e = pgError(err);
  if (e?.code !== 'RK000' || !(e.message in errorCodes)) return undefined;
  const code = e.message as ErrorCode;
  return new AppError(code, e.detail ? { [e.detail]: code } : null);
}

/** A PostgreSQL array literal of integers, for an `::bigint[]` parameter on both drivers. */
const bigintArray = (values: Iterable<bigint | number | string>) => `{${[...values].join(',')}}`;

/**
 * The one way money moves: resolves the accounts and calls the database's `post_journal`, the only
 * writer of balances, in the caller's transaction. It locks the accounts in ascending id order,
 * refuses to take a member wallet below zero (INSUFFICIAN_BALANCE) and writes the journal, its
 * lines and the new balances; a trigger checks again that each journal's lines sum to zero.
 */
export async function postJournal(tx: Tx, input: PostJournalInput): Promise<PostedJournal> {
  const net = new Map<string, { ref: AccountRef; amount: bigint }>();
  for (const line of input.lines) {
    const key = accountKey(line.account);
    const entry = net.get(key) ?? { ref: line.account, amount: 0n };
    entry.amount += line.amount;
    net.set(key, entry);
  }
  let sum = 0n;
  for (const { amount } of net.values()) sum += amount;
  if (sum !== 0n) throw new Error(`journal ${input.type} does not balance: ${sum}`);
  const moving = [...net.entries()].filter(([, e]) => e.amount !== 0n);
  if (moving.length < 2) throw new Error(`journal ${input.type} needs two accounts`);

  const refs = moving.map(([, e]) =>
    'system' in e.ref
      ? sql`(a.code = ${e.ref.system})`
      : sql`(a.member_id = ${e.ref.memberId} AND a.wallet = ${e.ref.wallet})`,
  );
  const found = await tx.execute<{
    id: string;
    member_id: number | null;
    wallet: string | null;
    code: string | null;
  }>(
    sql`SELECT a.id, a.member_id, a.wallet, a.code FROM accounts a WHERE ${sql.join(refs, sql` OR `)}`,
  );
  if (found.rows.length !== moving.length) throw new AppError('INCORRECT_USERNAME');
  const keyOf = new Map(
    found.rows.map((row) => [
      String(row.id),
      row.code ? `system:${row.code}` : `${row.member_id}:${row.wallet}`,
    ]),
  );
  const ids = found.rows.map((row) => String(row.id));
  const amounts = ids.map((id) => net.get(keyOf.get(id)!)!.amount);
  try {
    const [posted] = (
      await tx.execute<{ journal_id: string; balances: string[] }>(sql`
        SELECT journal_id::text AS journal_id, balances::text[] AS balances FROM post_journal(
          ${input.type}, ${input.reference ?? null}, ${input.memo ?? null}, ${input.actor.type},
          ${input.actor.id}, ${bigintArray(ids)}::bigint[], ${bigintArray(amounts)}::bigint[])`)
    ).rows;
    return {
      journalId: Number(posted.journal_id),
      balances: new Map(ids.map((id, i) => [keyOf.get(id)!, BigInt(posted.balances[i])])),
    };
  } catch (err) {
    throw databaseRefusal(err) ?? err;
  }
}

export async function memberAccountId(
  db: Executor,
  memberId: number,
  wallet: Wallet,
): Promise<number> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.memberId, memberId), eq(accounts.wallet, wallet)));
  if (!row) throw new AppError('INCORRECT_USERNAME');
  return row.id;
}
