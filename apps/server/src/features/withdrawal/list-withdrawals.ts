import { formatSen, PAGE_SIZE } from '@rangkai/shared';
import { count, desc, eq, sum } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { members, withdrawals } from '../../db/schema/index.js';
import { pageOf, pageOffset } from '../../lib/pagination.js';
import {
  adminQuery,
  filterWhere,
  toAdminWithdrawal,
  type WithdrawalFilter,
} from './admin-query.js';
import { withdrawSettings } from './withdraw-settings.js';

/** The queue with totals of the whole filter: pending oldest first, the others newest first. */
export async function listWithdrawals(db: Executor, f: WithdrawalFilter & { page: number }) {
  const where = filterWhere(f);
  const [rows, [totals], settings] = await Promise.all([
    adminQuery(db)
      .where(where)
      .orderBy(f.status === 'pending' ? withdrawals.id : desc(withdrawals.id))
      .limit(PAGE_SIZE)
      .offset(pageOffset(f.page)),
    db
      .select({ n: count(), amount: sum(withdrawals.amountSen), fee: sum(withdrawals.feeSen) })
      .from(withdrawals)
      .innerJoin(members, eq(members.id, withdrawals.memberId))
      .where(where),
    withdrawSettings(db),
  ]);
  const amount = BigInt(totals.amount ?? 0);
  const fee = BigInt(totals.fee ?? 0);
  return {
    ...pageOf(
      rows.map((r) => toAdminWithdrawal(r, settings.usdtRate)),
      f.page,
      totals.n,
    ),
    totals: {
      count: totals.n,
      amount: formatSen(amount),
      fee: formatSen(fee),
      amount_received: formatSen(amount - fee),
    },
  };
}
