import { type AdminLedgerPage, formatSen, PAGE_SIZE, type Wallet } from '@rangkai/shared';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accounts, journalLines, journals, members } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { pageOf, pageOffset } from '../../lib/pagination.js';

/** A member's ledger lines, newest first, optionally for one wallet. */
export async function listLedgerLines(
  db: Executor,
  { memberId, wallet, page }: { memberId: number; wallet?: Wallet; page: number },
): Promise<AdminLedgerPage> {
  const [member] = await db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.id, memberId));
  if (!member) throw new AppError('NOT_FOUND');

  const where = and(
    eq(accounts.memberId, memberId),
    wallet ? eq(accounts.wallet, wallet) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: journalLines.id,
        journalId: journalLines.journalId,
        wallet: accounts.wallet,
        type: journals.type,
        memo: journals.memo,
        amount: journalLines.amount,
        balanceAfter: journalLines.balanceAfter,
        createdAt: journals.createdAt,
      })
      .from(journalLines)
      .innerJoin(accounts, eq(accounts.id, journalLines.accountId))
      .innerJoin(journals, eq(journals.id, journalLines.journalId))
      .where(where)
      .orderBy(desc(journalLines.id))
      .limit(PAGE_SIZE)
      .offset(pageOffset(page)),
    db
      .select({ total: count() })
      .from(journalLines)
      .innerJoin(accounts, eq(accounts.id, journalLines.accountId))
      .where(where),
  ]);
  const records = rows.map((r) => ({
    id: r.id,
    journal_id: r.journalId,
    wallet: r.wallet as Wallet,
    type: r.type,
    memo: r.memo,
    amount: formatSen(r.amount),
    balance_after: formatSen(r.balanceAfter),
    created_at: r.createdAt.toISOString(),
  }));
  return pageOf(records, page, Number(total));
}
