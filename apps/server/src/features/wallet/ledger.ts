import type { Wallet } from '@rangkai/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { accounts, journalLines, journals } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { SystemAccountCode } from '../global/reference-data.js';

export interface JournalLineInput {
  accountId: number;
  amount: bigint;
}

export interface PostJournalInput {
  type: string;
  reference?: string | null;
  memo?: string | null;
  actor: { type: 'member' | 'admin' | 'system'; id: number | null };
  lines: JournalLineInput[];
}

/**
 * The one way money moves. Locks the accounts in ascending id order, refuses to take a member
 * wallet below zero, and writes the journal, its lines and the new balances in the caller's
 * transaction. The database checks again: lines sum to zero at commit, member balances ≥ 0.
 */
export async function postJournal(tx: Tx, input: PostJournalInput): Promise<number> {
  const net = new Map<number, bigint>();
  for (const line of input.lines) {
    if (line.amount === 0n) continue;
    net.set(line.accountId, (net.get(line.accountId) ?? 0n) + line.amount);
  }
  let sum = 0n;
  for (const amount of net.values()) sum += amount;
  if (sum !== 0n) throw new Error(`journal ${input.type} does not balance: ${sum}`);
  const ids = [...net.keys()].filter((id) => net.get(id) !== 0n).sort((a, b) => a - b);
  if (ids.length < 2) throw new Error(`journal ${input.type} needs two accounts`);

  const locked = await tx
    .select({ id: accounts.id, memberId: accounts.memberId, balance: accounts.balance })
    .from(accounts)
    .where(inArray(accounts.id, ids))
    .orderBy(accounts.id)
    .for('update');
  if (locked.length !== ids.length) throw new Error('unknown account in journal');

  const after = new Map<number, bigint>();
  for (const account of locked) {
    const balance = account.balance + net.get(account.id)!;
    if (account.memberId !== null && balance < 0n) throw new AppError('INSUFFICIAN_BALANCE');
    after.set(account.id, balance);
  }

  const [journal] = await tx
    .insert(journals)
    .values({
      type: input.type,
      reference: input.reference ?? null,
      memo: input.memo ?? null,
      actorType: input.actor.type,
      actorId: input.actor.id,
    })
    .returning({ id: journals.id });
  await tx.insert(journalLines).values(
    ids.map((accountId) => ({
      journalId: journal.id,
      accountId,
      amount: net.get(accountId)!,
      balanceAfter: after.get(accountId)!,
    })),
  );
  await tx.execute(sql`
    UPDATE accounts AS a SET balance = v.balance
    FROM (VALUES ${sql.join(
      ids.map((id) => sql`(${id}::bigint, ${after.get(id)!.toString()}::bigint)`),
      sql`, `,
    )}) AS v(id, balance)
    WHERE a.id = v.id`);
  return journal.id;
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

export async function systemAccountId(db: Executor, code: SystemAccountCode): Promise<number> {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.code, code));
  if (!row) throw new Error(`system account ${code} missing`);
  return row.id;
}
