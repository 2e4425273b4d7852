import { formatSen } from '@rangkai/shared';
import { and, desc, gt, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { withdrawals } from '../../db/schema/index.js';
import { businessDateTime } from '../../lib/business-time.js';
import type { CsvSource } from '../../lib/csv-export.js';
import { adminQuery, filterWhere, type WithdrawalFilter } from './admin-query.js';

const when = (d: Date | null) => (d ? businessDateTime(d) : null);

/**
 * The withdrawal queue of the filter as CSV, in the screen's order (pending oldest first, the
 * others newest first). Not the bank payout file (`export.csv`): every status, every field.
 */
export function exportWithdrawalList(db: Executor, filter: WithdrawalFilter) {
  const where = filterWhere(filter);
  const oldestFirst = filter.status === 'pending';
  const rows = (after: number | undefined, limit: number) =>
    adminQuery(db)
      .where(
        after === undefined
          ? where
          : and(where, oldestFirst ? gt(withdrawals.id, after) : lt(withdrawals.id, after)),
      )
      .orderBy(oldestFirst ? withdrawals.id : desc(withdrawals.id))
      .limit(limit);
  type Row = Awaited<ReturnType<typeof rows>>[number];
  const source: CsvSource<Row> = {
    columns: [
      { name: 'id', value: (r) => r.w.id },
      { name: 'requested_at', value: (r) => businessDateTime(r.w.createdAt) },
      { name: 'member_code', value: (r) => r.memberCode },
      { name: 'username', value: (r) => r.username },
      { name: 'fullname', value: (r) => r.fullname },
      { name: 'amount_myr', value: (r) => formatSen(r.w.amountSen), number: true },
      { name: 'fee_myr', value: (r) => formatSen(r.w.feeSen), number: true },
      {
        name: 'pay_myr',
        value: (r) => formatSen(r.w.amountSen - r.w.feeSen),
        number: true,
      },
      { name: 'bank_country', value: (r) => r.w.bankCountry },
      { name: 'bank_name', value: (r) => r.w.bankName },
      { name: 'branch', value: (r) => r.w.branch },
      { name: 'account_holder', value: (r) => r.w.bankUser },
      { name: 'account_number', value: (r) => r.w.bankNumber },
      { name: 'phase', value: (r) => r.w.phase },
      { name: 'status', value: (r) => r.w.status },
      { name: 'reason', value: (r) => r.w.reason },
      { name: 'bank_reference', value: (r) => r.w.bankReference },
      { name: 'reviewed_by', value: (r) => r.reviewedBy },
      { name: 'reviewed_at', value: (r) => when(r.w.reviewedAt) },
      { name: 'paid_at', value: (r) => when(r.w.paidAt) },
    ],
    batch: (after, limit) => rows(after?.w.id, limit),
  };
  return source;
}
