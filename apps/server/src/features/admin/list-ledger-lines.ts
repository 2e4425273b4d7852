import { type AdminLedgerPage, formatSen, type Wallet } from '@rangkai/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { members } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { pageOf } from '../../lib/pagination.js';
import { queryLedgerLines } from '../wallet/index.js';

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

  const { rows, total } = await queryLedgerLines(db, { memberId, wallet, page });
  const records = rows.map((r) => ({
    id: r.id,
    journal_id: r.journalId,
    wallet: r.wallet,
    type: r.type,
    memo: r.memo,
    note: r.note,
    amount: formatSen(r.amount),
    balance_after: formatSen(r.balance ?? 0n),
    created_at: r.createdAt.toISOString(),
  }));
  return pageOf(records, page, total);
}
