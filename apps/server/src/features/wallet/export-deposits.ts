import { formatSen } from '@rangkai/shared';
import { and, desc, eq, gt, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { admins, deposits, members } from '../../db/schema/index.js';
import { businessDateTime } from '../../lib/business-time.js';
import type { CsvSource } from '../../lib/csv-export.js';

type DepositStatus = (typeof deposits.$inferSelect)['status'];
const reviewer = alias(admins, 'reviewer');

/** The deposit queue of a status as CSV, in the screen's order (pending oldest first). */
export function exportDeposits(db: Executor, { status }: { status: DepositStatus }) {
  const where = eq(deposits.status, status);
  const oldestFirst = status === 'pending';
  const rows = (after: number | undefined, limit: number) =>
    db
      .select({
        d: deposits,
        username: members.username,
        code: members.memberCode,
        reviewedBy: reviewer.username,
      })
      .from(deposits)
      .innerJoin(members, eq(members.id, deposits.memberId))
      .leftJoin(reviewer, eq(reviewer.id, deposits.reviewedBy))
      .where(
        after === undefined
          ? where
          : and(where, oldestFirst ? gt(deposits.id, after) : lt(deposits.id, after)),
      )
      .orderBy(oldestFirst ? deposits.id : desc(deposits.id))
      .limit(limit);
  type Row = Awaited<ReturnType<typeof rows>>[number];
  const source: CsvSource<Row> = {
    columns: [
      { name: 'id', value: (r) => r.d.id },
      { name: 'requested_at', value: (r) => businessDateTime(r.d.createdAt) },
      { name: 'member_code', value: (r) => r.code },
      { name: 'username', value: (r) => r.username },
      { name: 'amount_myr', value: (r) => formatSen(r.d.amountSen), number: true },
      { name: 'method', value: (r) => r.d.method },
      { name: 'reference', value: (r) => r.d.reference },
      { name: 'has_receipt', value: (r) => (r.d.receiptPath ? 'yes' : 'no') },
      { name: 'status', value: (r) => r.d.status },
      { name: 'reason', value: (r) => r.d.reason },
      { name: 'reviewed_by', value: (r) => r.reviewedBy },
      {
        name: 'reviewed_at',
        value: (r) => (r.d.reviewedAt ? businessDateTime(r.d.reviewedAt) : null),
      },
    ],
    batch: (after, limit) => rows(after?.d.id, limit),
  };
  return source;
}
