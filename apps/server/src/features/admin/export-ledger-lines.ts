import { formatSen, type Wallet } from '@rangkai/shared';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accounts, journalLines, journals, members } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { businessDateTime } from '../../lib/business-time.js';
import type { CsvSource } from '../../lib/csv-export.js';
import { ledgerLineFields } from '../wallet/index.js';

/** A member's ledger lines (optionally one wallet) as CSV, newest first like the member page. */
export async function exportLedgerLines(
  db: Executor,
  { memberId, wallet }: { memberId: number; wallet?: Wallet },
) {
  const [member] = await db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.id, memberId));
  if (!member) throw new AppError('NOT_FOUND');

  const where = and(eq(accounts.memberId, memberId), wallet && eq(accounts.wallet, wallet));
  const rows = (after: number | undefined, limit: number) =>
    db
      .select(ledgerLineFields)
      .from(journalLines)
      .innerJoin(accounts, eq(accounts.id, journalLines.accountId))
      .innerJoin(journals, eq(journals.id, journalLines.journalId))
      .where(after === undefined ? where : and(where, lt(journalLines.id, after)))
      .orderBy(desc(journalLines.id))
      .limit(limit);
  type Row = Awaited<ReturnType<typeof rows>>[number];
  const source: CsvSource<Row> = {
    columns: [
      { name: 'id', value: (r) => r.id },
      { name: 'journal_id', value: (r) => r.journalId },
      { name: 'time', value: (r) => businessDateTime(r.createdAt) },
      { name: 'wallet', value: (r) => r.wallet },
      { name: 'type', value: (r) => r.type },
      { name: 'amount_myr', value: (r) => formatSen(r.amount), number: true },
      { name: 'balance_after_myr', value: (r) => formatSen(r.balance ?? 0n), number: true },
      { name: 'memo', value: (r) => r.memo },
      { name: 'note', value: (r) => r.note },
    ],
    batch: (after, limit) => rows(after?.id, limit),
  };
  return source;
}
