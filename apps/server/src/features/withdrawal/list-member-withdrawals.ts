import { PAGE_SIZE, type WithdrawStatus } from '@rangkai/shared';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { withdrawals } from '../../db/schema/index.js';
import { pageOf, pageOffset } from '../../lib/pagination.js';
import { toWithdrawRecord } from './withdraw-record.js';
import { withdrawSettings } from './withdraw-settings.js';

/** The member's own withdrawals, newest first, optionally of one status. */
export async function memberWithdrawals(
  db: Executor,
  memberId: number,
  query: { status?: WithdrawStatus; page: number },
) {
  const where = and(
    eq(withdrawals.memberId, memberId),
    query.status ? eq(withdrawals.status, query.status) : undefined,
  );
  const [rows, [{ n }], settings] = await Promise.all([
    db
      .select()
      .from(withdrawals)
      .where(where)
      .orderBy(desc(withdrawals.id))
      .limit(PAGE_SIZE)
      .offset(pageOffset(query.page)),
    db.select({ n: count() }).from(withdrawals).where(where),
    withdrawSettings(db),
  ]);
  return pageOf(
    rows.map((r) => toWithdrawRecord(r, settings.usdtRate)),
    query.page,
    n,
  );
}
