import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { isInSubtree, type TreeKind, treeNumber } from './structure.js';

/** Everything outside the viewer's subtree — or not there at all — answers the same. */
export const refused = () => new AppError('NO_PERMISSION');

/** A member by username or member code, exactly (case-insensitive); null when there is none. */
export async function memberByKey(db: Executor, key: string): Promise<number | null> {
  const { rows } = await db.execute<{ id: number }>(sql`
    SELECT id FROM members WHERE lower(username) = lower(${key})
    UNION ALL
    SELECT id FROM members WHERE member_code = upper(${key})
    LIMIT 1`);
  return rows[0] ? Number(rows[0].id) : null;
}

/** A member's node in a tree: depth and labels (NO_PERMISSION when there is none). */
export async function nodeOf(db: Executor, tree: TreeKind, memberId: number) {
  const { rows } = await db.execute<{ depth: number; lo: string; hi: string }>(sql`
    SELECT depth, lo::text, hi::text FROM tree_nodes
    WHERE tree = ${treeNumber(tree)} AND member_id = ${memberId}`);
  if (!rows[0]) throw refused();
  return { depth: Number(rows[0].depth), lo: rows[0].lo, hi: rows[0].hi };
}

/** `nodeId` when it is the viewer or below them in `tree`; NO_PERMISSION otherwise. */
export async function withinViewer(
  db: Executor,
  tree: TreeKind,
  viewerId: number,
  nodeId: number | null,
) {
  if (nodeId === null || !(await isInSubtree(db, tree, viewerId, nodeId))) throw refused();
  return nodeId;
}
