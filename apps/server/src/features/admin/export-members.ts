import { and, desc, eq, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { members, packages, ranks } from '../../db/schema/index.js';
import { businessDateTime } from '../../lib/business-time.js';
import type { CsvSource } from '../../lib/csv-export.js';
import { searchCondition } from './search-members.js';

/** The members the search finds, as CSV: the list's columns, newest first. */
export function exportMembers(db: Executor, { q }: { q: string }) {
  const where = searchCondition(q);
  const rows = (after: number | undefined, limit: number) =>
    db
      .select({ member: members, packageName: packages.packageNameEn, rankName: ranks.rankNameEn })
      .from(members)
      .innerJoin(packages, eq(packages.id, members.packageId))
      .innerJoin(ranks, eq(ranks.id, members.rankId))
      .where(after === undefined ? where : and(where, lt(members.id, after)))
      .orderBy(desc(members.id))
      .limit(limit);
  type Row = Awaited<ReturnType<typeof rows>>[number];
  const source: CsvSource<Row> = {
    columns: [
      { name: 'id', value: (r) => r.member.id },
      { name: 'member_code', value: (r) => r.member.memberCode },
      { name: 'username', value: (r) => r.member.username },
      { name: 'fullname', value: (r) => r.member.fullname },
      { name: 'email', value: (r) => r.member.email },
      { name: 'contact_number', value: (r) => r.member.contactNumber },
      { name: 'ic', value: (r) => r.member.ic },
      { name: 'status', value: (r) => r.member.status },
      { name: 'package', value: (r) => r.packageName },
      { name: 'rank', value: (r) => r.rankName },
      { name: 'kyc_status', value: (r) => r.member.kycStatus },
      { name: 'joined_at', value: (r) => businessDateTime(r.member.createdAt) },
    ],
    batch: (after, limit) => rows(after?.member.id, limit),
  };
  return source;
}
