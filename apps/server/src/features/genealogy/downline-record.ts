import { type DownlineRecordReply, PAGE_SIZE } from '@rangkai/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { SPONSOR_TREE } from '../../db/schema/index.js';
import { pageOf, pageOffset } from '../../lib/pagination.js';
import { downlineSize } from './sizes.js';
import { type MemberRow, memberColumns, memberJoins, money, toTreeMember } from './tree-member.js';
import { nodeOf } from './viewer-scope.js';

/**
 * `GET api/record/team/downline-record`: the viewer's whole sponsor downline in tree order (one
 * index range of labels), filtered by level, package and the start of a username or code.
 */
export async function downlineRecord(
  db: Executor,
  viewerId: number,
  query: { page: number; level?: number; package_id?: number; keyword?: string },
): Promise<DownlineRecordReply> {
  // The viewer's labels as values: the range is then an index condition, read in order from its
  // start (a join condition would walk the index from the first label of the tree).
  const me = await nodeOf(db, 'sponsor', viewerId);
  const conditions: SQL[] = [
    sql`d.tree = ${SPONSOR_TREE}`,
    sql`d.lo > ${me.lo}::bigint`,
    sql`d.lo < ${me.hi}::bigint`,
  ];
  if (query.level !== undefined) conditions.push(sql`d.depth = ${me.depth + query.level}`);
  if (query.package_id !== undefined) conditions.push(sql`m.package_id = ${query.package_id}`);
  if (query.keyword) {
    const prefix = `${query.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      sql`(lower(m.username) LIKE lower(${prefix}) OR m.member_code LIKE upper(${prefix}))`,
    );
  }
  // Members are joined only when a filter needs them: an unfiltered count stays index-only.
  const needsMembers = query.package_id !== undefined || Boolean(query.keyword);
  const from = sql`FROM tree_nodes d
    ${needsMembers ? sql`JOIN members m ON m.id = d.member_id` : sql``}
    WHERE ${sql.join(conditions, sql` AND `)}`;
  const total =
    query.level === undefined && !needsMembers
      ? await downlineSize(db, 'sponsor', viewerId)
      : Number((await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n ${from}`)).rows[0].n);
  const { rows } = await db.execute<
    MemberRow & {
      level: number;
      sponsor_id: number;
      sponsor_username: string;
      sponsor_code: string;
      personal_bv: string;
      purchases: number;
    }
  >(sql`
    WITH page AS (
      SELECT d.member_id, d.depth - ${me.depth}::int AS level, d.lo ${from}
      ORDER BY d.lo LIMIT ${PAGE_SIZE} OFFSET ${pageOffset(query.page)})
    SELECT ${memberColumns}, page.level, s.id AS sponsor_id, s.username AS sponsor_username,
      s.member_code AS sponsor_code, bought.bv::text AS personal_bv, bought.n::int AS purchases
    FROM page JOIN members m ON m.id = page.member_id ${memberJoins}
    JOIN members s ON s.id = m.sponsor_id
    CROSS JOIN LATERAL (
      -- BV net of cancellations (§13); purchases that stand (neither a cancellation nor cancelled).
      SELECT coalesce(sum(u.bv_sen), 0) AS bv,
        count(*) FILTER (WHERE u.kind <> 'cancel' AND NOT EXISTS (
          SELECT 1 FROM user_packages c WHERE c.cancels_id = u.id)) AS n
      FROM user_packages u WHERE u.member_id = m.id) bought
    ORDER BY page.lo`);
  return pageOf(
    rows.map((r) => ({
      ...toTreeMember(r),
      level: Number(r.level),
      sponsor: {
        id: Number(r.sponsor_id),
        username: r.sponsor_username,
        member_code: r.sponsor_code,
      },
      personal_bv: money(r.personal_bv),
      purchases: Number(r.purchases),
    })),
    query.page,
    total,
  );
}
