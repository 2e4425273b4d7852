import { formatSen } from '@rangkai/shared';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { bonuses } from '../../db/schema/index.js';
import { businessDateTime } from '../../lib/business-time.js';
import type { CsvSource } from '../../lib/csv-export.js';
import { type BonusFilter, conditions, owner, source } from './records.js';

/** The back-office bonus list of the filter as CSV, newest first, amounts as the list shows. */
export function exportBonuses(db: Executor, filter: BonusFilter) {
  const where = conditions(filter);
  const rows = (after: number | undefined, limit: number) =>
    db
      .select({
        b: bonuses,
        owner: { username: owner.username, code: owner.memberCode },
        source: { username: source.username, code: source.memberCode },
      })
      .from(bonuses)
      .innerJoin(owner, eq(owner.id, bonuses.memberId))
      .leftJoin(source, eq(source.id, bonuses.sourceMemberId))
      .where(after === undefined ? where : and(where, lt(bonuses.id, after)))
      .orderBy(desc(bonuses.id))
      .limit(limit);
  type Row = Awaited<ReturnType<typeof rows>>[number];
  const csv: CsvSource<Row> = {
    columns: [
      { name: 'id', value: (r) => r.b.id },
      { name: 'business_date', value: (r) => r.b.businessDate },
      { name: 'bonus_type', value: (r) => r.b.bonusType },
      { name: 'member_code', value: (r) => r.owner.code },
      { name: 'username', value: (r) => r.owner.username },
      { name: 'amount_myr', value: (r) => formatSen(r.b.amountSen), number: true },
      { name: 'point1_myr', value: (r) => formatSen(r.b.point1Sen), number: true },
      { name: 'point4_myr', value: (r) => formatSen(r.b.point4Sen), number: true },
      { name: 'source_member_code', value: (r) => r.source?.code },
      { name: 'source_username', value: (r) => r.source?.username },
      { name: 'created_at', value: (r) => businessDateTime(r.b.createdAt) },
    ],
    batch: (after, limit) => rows(after?.b.id, limit),
  };
  return csv;
}
