import type { TreeSearchReply } from '@rangkai/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { pathBetween } from './path-between.js';
import { levelBelow, type TreeKind } from './structure.js';
import { type MemberRow, m_id, memberColumns, memberJoins, toTreeMember } from './tree-member.js';
import { memberByKey, withinViewer } from './viewer-scope.js';

/** `GET api/record/team/search`: a member of the viewer's subtree by exact username or code. */
export async function searchTree(
  db: Executor,
  viewerId: number,
  query: { tree: TreeKind; keyword: string },
): Promise<TreeSearchReply> {
  const found = await withinViewer(db, query.tree, viewerId, await memberByKey(db, query.keyword));
  const { rows } = await db.execute<MemberRow & { level: number }>(sql`
    SELECT ${memberColumns}, ${levelBelow(query.tree, viewerId, m_id)} AS level
    FROM members m ${memberJoins} WHERE m.id = ${found}`);
  return {
    tree: query.tree,
    member: toTreeMember(rows[0]),
    level: Number(rows[0].level),
    path: await pathBetween(db, query.tree, viewerId, found),
  };
}
