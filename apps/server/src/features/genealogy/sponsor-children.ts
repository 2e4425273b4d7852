import { type DownlineReply, PAGE_SIZE } from '@rangkai/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { pageOf, pageOffset } from '../../lib/pagination.js';
import { downlineSizes } from './sizes.js';
import { levelBelow } from './structure.js';
import { type MemberRow, m_id, memberColumns, memberJoins, toTreeMember } from './tree-member.js';
import { withinViewer } from './viewer-scope.js';

/**
 * `GET api/record/team/downline` (join order) and `downline-new` (newest first): the members
 * sponsored by `parent`, each with the size of its own sponsor downline.
 */
export async function sponsorChildren(
  db: Executor,
  viewerId: number,
  query: { parent?: number; page: number },
  newestFirst: boolean,
): Promise<DownlineReply> {
  const parentId = await withinViewer(db, 'sponsor', viewerId, query.parent ?? viewerId);
  const { rows: parents } = await db.execute<{
    id: number;
    username: string;
    member_code: string;
    level: number;
    children: number;
  }>(sql`
    SELECT m.id, m.username, m.member_code, ${levelBelow('sponsor', viewerId, m_id)} AS level,
      (SELECT count(*) FROM members c WHERE c.sponsor_id = m.id)::int AS children
    FROM members m WHERE m.id = ${parentId}`);
  const parent = parents[0];
  const { rows } = await db.execute<MemberRow>(sql`
    SELECT ${memberColumns}
    FROM members m ${memberJoins}
    WHERE m.sponsor_id = ${parentId}
    ORDER BY m.id ${newestFirst ? sql`DESC` : sql`ASC`}
    LIMIT ${PAGE_SIZE} OFFSET ${pageOffset(query.page)}`);
  const sizes = await downlineSizes(db, 'sponsor', [parentId, ...rows.map((r) => Number(r.id))]);
  const level = Number(parent.level) + 1;
  return {
    ...pageOf(
      rows.map((r) => ({
        ...toTreeMember(r),
        level,
        downline_count: sizes.get(Number(r.id)) ?? 0,
      })),
      query.page,
      Number(parent.children),
    ),
    parent: {
      id: Number(parent.id),
      username: parent.username,
      member_code: parent.member_code,
      level: Number(parent.level),
      downline_count: sizes.get(parentId) ?? 0,
    },
  };
}
