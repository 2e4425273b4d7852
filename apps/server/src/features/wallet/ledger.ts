import { type ErrorCode, errorCodes, type Wallet } from '@rangkai/shared';
import { and, eq, sql } from 'drizzle-orm';
import { type Executor, pgError, type Tx } from '../../db/client.js';
import { accounts } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { pgArray, pgNullableArray, pgTextArray } from '../../lib/pg-array.js';
import type { SystemAccountCode } from '../global/index.js';

/** An account named by member and wallet, or a system account by code. */
export type AccountRef =
  | { memberId: number; wallet: Wallet | 'debt' }
  | { system: SystemAccountCode };

export interface JournalLineInput {
  account: AccountRef;
  amount: bigint;
}

export interface PostJournalInput {
  type: string;
  /** Names a business event that must happen once: unique per journal type (database-enforced). */
  reference?: string | null;
  /** Shown to the member beside the movement. */
  memo?: string | null;
  /** Internal, for operators only (an adjustment's reason). */
  note?: string | null;
  actor: { type: 'member' | 'admin' | 'system'; id: number | null };
  lines: JournalLineInput[];
}

export interface PostedJournal {
  journalId: number;
  /** Balance of each touched member account after the journal, by account reference key. */
  balances: Map<string, bigint>;
}

export const accountKey = (ref: AccountRef) =>
  'system' in ref ? `system:${ref.system}` : `${ref.memberId}:${ref.wallet}`;

/** A refusal raised inside the database (SQLSTATE RK000: message = error code, detail = field). */
export function databaseRefusal(err: unknown): AppError | undefined {
  const e = pgError(err);
  if (e?.code === '23505' && e.constraint === 'journals_type_reference')
    return new AppError('REQUEST_COMPLETE');
  if (e?.code !== 'RK000' || !(e.message in errorCodes)) return undefined;
  const code = e.message as ErrorCode;
  return new AppError(code, e.detail ? { [e.detail]: code } : null);
}

/**
 * Account ids for references, in one query however many there are (member wallets by
 * (member, wallet) pairs, system accounts by code). An unknown reference is refused.
 */
async function resolveAccounts(tx: Executor, refs: AccountRef[]): Promise<Map<string, string>> {
  const keys = new Map<string, AccountRef>();
  for (const ref of refs) keys.set(accountKey(ref), ref);
  const members: number[] = [];
  const wallets: string[] = [];
  const codes: string[] = [];
  for (const ref of keys.values()) {
    if ('system' in ref) codes.push(ref.system);
    else {
      members.push(ref.memberId);
      wallets.push(ref.wallet);
    }
  }
  const found = await tx.execute<{ id: string; key: string }>(sql`
    SELECT a.id::text AS id, a.member_id || ':' || a.wallet AS key
      FROM unnest(${pgArray(members)}::int[], ${pgTextArray(wallets)}::text[]) AS r(member_id, wallet),
      -- One index lookup per reference (a join would hash every account once there are many;
      -- LIMIT 1 keeps the planner from turning the lookup into such a join, which a prepared
      -- statement's generic plan did: ~2 ms per call at 2,000 members, growing with them).
      LATERAL (SELECT x.id, x.member_id, x.wallet FROM accounts x
               WHERE x.member_id = r.member_id AND x.wallet = r.wallet LIMIT 1) a
    UNION ALL
    SELECT a.id::text, 'system:' || a.code FROM accounts a WHERE a.code = ANY(${pgTextArray(codes)}::text[])`);
  if (found.rows.length !== keys.size) throw new AppError('INCORRECT_USERNAME');
  return new Map(found.rows.map((row) => [row.key, row.id]));
}

/**
 * The one way money moves: resolves the accounts and calls the database's `post_journal`, the only
 * writer of balances, in the caller's transaction. Lines on the same account are netted; at most 16
 * accounts (a journal that must keep lines apart, or that has more, goes through `postJournals`). It locks the
 * member accounts in ascending id order, refuses to take one below zero (INSUFFICIAN_BALANCE) and
 * writes the journal, its lines and the new balances; a trigger checks again that the lines sum to
 * zero. A reference already used by a journal of this type is refused (REQUEST_COMPLETE).
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
  const keys = moving.map(([key]) => key);
  const refs = moving.map(([, e]) => e.ref);
  const memberIds = refs.map((ref) => ('system' in ref ? null : ref.memberId));
  const wallets = refs.map((ref) => ('system' in ref ? null : ref.wallet));
  const codes = refs.map((ref) => ('system' in ref ? ref.system : null));
  const amounts = moving.map(([, e]) => e.amount);
  try {
    // The accounts are looked up in the same statement, in the order given (one index read each:
    // a member's wallet by member and wallet, a system account by code); an unknown one reaches
    // post_journal as NULL, which refuses it.
    const [posted] = (
      await tx.execute<{ journal_id: string; balances: (string | null)[] }>(sql`
        SELECT journal_id::text AS journal_id, balances::text[] AS balances FROM post_journal(
          ${input.type}, ${input.reference ?? null}, ${input.memo ?? null}, ${input.note ?? null},
          ${input.actor.type}, ${input.actor.id},
          ARRAY(SELECT coalesce(
                  (SELECT a.id FROM accounts a WHERE a.member_id = r.member_id AND a.wallet = r.wallet LIMIT 1),
                  (SELECT a.id FROM accounts a WHERE a.code = r.code LIMIT 1))
                FROM unnest(${pgNullableArray(memberIds)}::int[], ${pgTextArray(wallets)}::text[],
                            ${pgTextArray(codes)}::text[]) WITH ORDINALITY AS r(member_id, wallet, code, n)
                ORDER BY r.n),
          ${pgArray(amounts)}::bigint[])`)
    ).rows;
    const balances = new Map<string, bigint>();
    keys.forEach((key, i) => {
      const balance = posted.balances[i];
      // A system account has no balance row (NULL; PGlite's array parser gives the text 'NULL').
      if (balance !== null && balance !== 'NULL') balances.set(key, BigInt(balance));
    });
    return { journalId: Number(posted.journal_id), balances };
  } catch (err) {
    const e = pgError(err);
    if (e?.code === '23503' && e.message.includes('unknown or repeated account'))
      throw new AppError('INCORRECT_USERNAME');
    throw databaseRefusal(err) ?? err;
  }
}

export interface PostJournalsInput {
  type: string;
  actor: { type: 'member' | 'admin' | 'system'; id: number | null };
  /** Each journal's reference, memo, note and lines (an account may repeat, to keep attribution). */
  journals: Pick<PostJournalInput, 'reference' | 'memo' | 'note' | 'lines'>[];
}

/**
 * Many journals of one type, or one journal of many lines, in one call of the database's
 * `post_journals`: set-based statements whatever the number of lines (a daily close's credits, a
 * checkout). Lines are kept as given (no netting). Returns the journal ids in the order given.
 */
export async function postJournals(tx: Tx, input: PostJournalsInput): Promise<number[]> {
  const [only] = input.journals;
  if (input.journals.length === 1 && onePostJournalCall(only.lines)) {
    // One journal of a few distinct accounts (a sponsor bonus at each paid registration):
    // `post_journal` writes it alike, on plans made once, where `post_journals` plans its ten
    // statements for each call's arrays (~3 times the time).
    const posted = await postJournal(tx, { ...only, type: input.type, actor: input.actor });
    return [posted.journalId];
  }
  const refs = input.journals.flatMap((j) => j.lines.map((l) => l.account));
  const ids = await resolveAccounts(tx, refs);
  const lineJournals: number[] = [];
  const accountIds: string[] = [];
  const amounts: bigint[] = [];
  input.journals.forEach((journal, k) => {
    for (const line of journal.lines) {
      lineJournals.push(k + 1);
      accountIds.push(ids.get(accountKey(line.account))!);
      amounts.push(line.amount);
    }
  });
  try {
    const posted = await tx.execute<{ journal_ordinal: number; journal_id: string }>(sql`
      SELECT journal_ordinal, journal_id::text AS journal_id FROM post_journals(
        ${input.type}, ${input.actor.type}, ${input.actor.id},
        ${pgTextArray(input.journals.map((j) => j.reference))}::text[],
        ${pgTextArray(input.journals.map((j) => j.memo))}::text[],
        ${pgTextArray(input.journals.map((j) => j.note))}::text[],
        ${pgArray(lineJournals)}::int[], ${pgArray(accountIds)}::bigint[], ${pgArray(amounts)}::bigint[])
      ORDER BY journal_ordinal`);
    return posted.rows.map((r) => Number(r.journal_id));
  } catch (err) {
    throw databaseRefusal(err) ?? err;
  }
}

/** Lines `post_journal` posts exactly as given: 2 to 16, distinct accounts, none zero. */
function onePostJournalCall(lines: JournalLineInput[]): boolean {
  if (lines.length < 2 || lines.length > 16) return false;
  const keys = new Set(lines.map((line) => accountKey(line.account)));
  return keys.size === lines.length && lines.every((line) => line.amount !== 0n);
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
