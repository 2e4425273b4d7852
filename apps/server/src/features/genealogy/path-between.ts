import type { TreePath } from '@rangkai/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { type TreeKind, treeNumber } from './structure.js';
import { refused } from './viewer-scope.js';

/** A path longer than this shows its first node and its last ones. */
const PATH_NODES = 12;

/**
 * The way down from `fromId` to `toId` (an ancestor and its descendant): every node when there are
 * at most PATH_NODES, else the first and the last PATH_NODES − 1, each found by one index lookup
 * (the ancestor of `toId` at a depth is the node at that depth with the greatest `lo ≤ toId.lo`).
 */
export async function pathBetween(
  db: Executor,
  tree: TreeKind,
  fromId: number,
  toId: number,
): Promise<TreePath> {
  const t = treeNumber(tree);
  const { rows: ends } = await db.execute<{ member_id: number; depth: number; lo: string }>(sql`
    SELECT member_id, depth, lo::text FROM tree_nodes
    WHERE tree = ${t} AND member_id IN (${fromId}, ${toId})`);
  const from = ends.find((e) => Number(e.member_id) === fromId);
  const to = ends.find((e) => Number(e.member_id) === toId);
  if (!from || !to) throw refused();
  const top = Number(from.depth);
  const bottom = Number(to.depth);
  const levels = bottom - top + 1;
  const depths =
    levels <= PATH_NODES
      ? Array.from({ length: levels }, (_, i) => top + i)
      : [top, ...Array.from({ length: PATH_NODES - 1 }, (_, i) => bottom - PATH_NODES + 2 + i)];
  const { rows } = await db.execute<{ id: number; username: string; member_code: string }>(sql`
    SELECT m.id, m.username, m.member_code
    FROM unnest(${`{${depths.join(',')}}`}::int[]) WITH ORDINALITY AS d(depth, ord)
    CROSS JOIN LATERAL (
      SELECT member_id FROM tree_nodes a
      WHERE a.tree = ${t} AND a.depth = d.depth AND a.lo <= ${to.lo}::bigint
      ORDER BY a.lo DESC LIMIT 1) a
    JOIN members m ON m.id = a.member_id
    ORDER BY d.ord`);
  return {
    nodes: rows.map((r) => ({
      id: Number(r.id),
      username: r.username,
      member_code: r.member_code,
    })),
    hidden_levels: levels - depths.length,
  };
}
