import { formatSen, PAGE_SIZE, type Wallet } from '@rangkai/shared';
import { and, count, desc, eq, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../../db/client.js';
import { accounts, journalLines, journals, members, transfers } from '../../db/schema/index.js';
import { pageOf, pageOffset } from '../../lib/pagination.js';

/** A member's ledger lines, newest first, by wallet and journal type; one page and the total. */
export async function queryLedgerLines(
  db: Executor,
  query: { memberId: number; wallet?: Wallet; type?: string; page: number },
) {
  const conditions: SQL[] = [eq(accounts.memberId, query.memberId)];
  if (query.wallet) conditions.push(eq(accounts.wallet, query.wallet));
  if (query.type) conditions.push(eq(journals.type, query.type));
  const where = and(...conditions);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({
        id: journalLines.id,
        journalId: journalLines.journalId,
        wallet: accounts.wallet,
        type: journals.type,
        amount: journalLines.amount,
        balance: journalLines.balanceAfter,
        memo: journals.memo,
        createdAt: journals.createdAt,
      })
      .from(journalLines)
      .innerJoin(accounts, eq(accounts.id, journalLines.accountId))
      .innerJoin(journals, eq(journals.id, journalLines.journalId))
      .where(where)
      .orderBy(desc(journalLines.id))
      .limit(PAGE_SIZE)
      .offset(pageOffset(query.page)),
    db
      .select({ n: count() })
      .from(journalLines)
      .innerJoin(accounts, eq(accounts.id, journalLines.accountId))
      .innerJoin(journals, eq(journals.id, journalLines.journalId))
      .where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r, wallet: r.wallet as Wallet })), total: Number(n) };
}

/** The member's own wallet records (`found_type` filters by journal type). */
export async function walletRecords(
  db: Db,
  memberId: number,
  query: { wallet?: Wallet; found_type?: string; page: number },
) {
  const { rows, total } = await queryLedgerLines(db, {
    memberId,
    wallet: query.wallet,
    type: query.found_type,
    page: query.page,
  });
  return pageOf(
    rows.map((r) => ({
      id: r.id,
      wallet: r.wallet,
      type: r.type,
      amount: formatSen(r.amount),
      balance: formatSen(r.balance),
      memo: r.memo,
      created_at: r.createdAt.toISOString(),
    })),
    query.page,
    total,
  );
}

const fromMember = alias(members, 'from_member');
const toMember = alias(members, 'to_member');

/** Transfers between members (in and out), newest first. */
export async function transferRecords(db: Db, memberId: number, page: number) {
  const where = and(
    eq(transfers.kind, 'transfer'),
    or(eq(transfers.fromMemberId, memberId), eq(transfers.toMemberId, memberId)),
  );
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({
        t: transfers,
        from: { username: fromMember.username, code: fromMember.memberCode },
        to: { username: toMember.username, code: toMember.memberCode },
      })
      .from(transfers)
      .innerJoin(fromMember, eq(fromMember.id, transfers.fromMemberId))
      .innerJoin(toMember, eq(toMember.id, transfers.toMemberId))
      .where(where)
      .orderBy(desc(transfers.id))
      .limit(PAGE_SIZE)
      .offset(pageOffset(page)),
    db.select({ n: count() }).from(transfers).where(where),
  ]);
  return pageOf(
    rows.map(({ t, from, to }) => {
      const out = t.fromMemberId === memberId;
      const other = out ? to : from;
      return {
        id: t.id,
        direction: out ? ('out' as const) : ('in' as const),
        wallet: t.fromWallet as Wallet,
        amount: formatSen(t.amountSen),
        remark: t.remark,
        counterparty: { username: other.username, member_code: other.code },
        created_at: t.createdAt.toISOString(),
      };
    }),
    page,
    n,
  );
}
