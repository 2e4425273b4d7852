import type { Wallet } from '@rangkai/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
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

/**
 * The one way money moves. Locks the accounts in ascending id order, refuses to take a member
 * wallet below zero, and writes the journal, its lines and the new balances in the caller's
 * transaction (two statements). The database checks again: lines sum to zero at commit, member
 * balances stay ≥ 0.
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
  const locked = await tx.execute<{
    id: string;
    member_id: number | null;
    wallet: string | null;
    code: string | null;
    balance: string;
  }>(sql`
    SELECT a.id, a.member_id, a.wallet, a.code, a.balance::text AS balance FROM accounts a
    WHERE ${sql.join(refs, sql` OR `)} ORDER BY a.id FOR UPDATE`);
  if (locked.rows.length !== moving.length) throw new AppError('INCORRECT_USERNAME');

  const rows = locked.rows.map((row) => {
    const key = row.code ? `system:${row.code}` : `${row.member_id}:${row.wallet}`;
    const delta = net.get(key)!.amount;
    const balance = BigInt(row.balance) + delta;
    if (row.member_id !== null && balance < 0n) throw new AppError('INSUFFICIAN_BALANCE');
    return { id: Number(row.id), key, delta, balance };
  });
  const values = sql.join(
    rows.map(
      (r) => sql`(${r.id}::bigint, ${r.delta.toString()}::bigint, ${r.balance.toString()}::bigint)`,
    ),
    sql`, `,
  );
  const posted = await tx.execute<{ id: string }>(sql`
    WITH v(account_id, amount, balance) AS (VALUES ${values}),
    j AS (
      INSERT INTO journals (type, reference, memo, actor_type, actor_id)
      VALUES (${input.type}, ${input.reference ?? null}, ${input.memo ?? null}, ${input.actor.type}, ${input.actor.id})
      RETURNING id
    ),
    u AS (UPDATE accounts a SET balance = v.balance FROM v WHERE a.id = v.account_id RETURNING a.id),
    l AS (
      INSERT INTO journal_lines (journal_id, account_id, amount, balance_after)
      SELECT j.id, v.account_id, v.amount, v.balance FROM j, v RETURNING 1
    )
    SELECT id FROM j`);
  return {
    journalId: Number(posted.rows[0].id),
    balances: new Map(rows.map((r) => [r.key, r.balance])),
  };
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
