import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { PLACEMENT_TREE, SPONSOR_TREE } from '../../db/schema/index.js';
import { pgArray } from '../../lib/pg-array.js';
import { lockTrees, type TreeKind, treeNumber } from './structure.js';

const BATCH = 50_000;

/**
 * The number of members below each of `memberIds` in `tree`, exact: the size stored at the last
 * refresh plus the members registered since (ids above `sizes_upto`) inside the member's labels —
 * a read of the newest rows of the primary key, however large the downline.
 */
export async function downlineSizes(
  db: Executor,
  tree: TreeKind,
  memberIds: number[],
): Promise<Map<number, number>> {
  const sizes = new Map<number, number>();
  if (memberIds.length === 0) return sizes;
  const t = treeNumber(tree);
  const ids = pgArray(memberIds);
  const { rows: state } = await db.execute<{ upto: number }>(
    sql`SELECT sizes_upto AS upto FROM tree_state`,
  );
  const upto = Number(state[0]?.upto ?? 0);
  const { rows } = await db.execute<{ id: number; lo: string; hi: string; size: number }>(sql`
    SELECT a.member_id AS id, a.lo::text, a.hi::text, coalesce(s.size, 0) AS size
    FROM tree_nodes a LEFT JOIN tree_sizes s ON s.tree = a.tree AND s.member_id = a.member_id
    WHERE a.tree = ${t} AND a.member_id = ANY(${ids}::int[])`);
  for (const r of rows) sizes.set(Number(r.id), Number(r.size));
  if (rows.length === 0) return sizes;
  const { rows: added } = await db.execute<{ id: number; n: number }>(sql`
    SELECT c.id, count(*)::int AS n
    FROM tree_nodes d
    JOIN unnest(${pgArray(rows.map((r) => r.id))}::int[], ${pgArray(rows.map((r) => r.lo))}::bigint[],
      ${pgArray(rows.map((r) => r.hi))}::bigint[]) AS c(id, lo, hi)
      ON d.lo > c.lo AND d.lo < c.hi
    WHERE d.tree = ${t} AND d.member_id > ${upto}
    GROUP BY c.id`);
  for (const r of added) sizes.set(Number(r.id), (sizes.get(Number(r.id)) ?? 0) + Number(r.n));
  return sizes;
}

/** One member's downline size (0 when it has no node). */
export async function downlineSize(db: Executor, tree: TreeKind, memberId: number) {
  return (await downlineSizes(db, tree, [memberId])).get(memberId) ?? 0;
}

/**
 * Recomputes every downline size from the parent pointers (bottom-up by depth, in memory) and
 * writes the ones that changed, then moves `sizes_upto` to the newest member. Under the tree
 * lock, so no registration is in flight: every member up to the mark is counted. Runs after each
 * daily close, in `tree:rebuild` and `tree:sizes`.
 */
export async function refreshTreeSizes(tx: Executor): Promise<{ changed: number; upto: number }> {
  await lockTrees(tx);
  const { rows: top } = await tx.execute<{ upto: number | null }>(
    sql`SELECT max(id) AS upto FROM members`,
  );
  const upto = Number(top[0]?.upto ?? 0);
  let changed = 0;
  for (const tree of [PLACEMENT_TREE, SPONSOR_TREE]) {
    const parentColumn = tree === PLACEMENT_TREE ? sql`m.placement_parent_id` : sql`m.sponsor_id`;
    const { rows } = await tx.execute<{
      id: number;
      parent: number | null;
      depth: number;
      size: number | null;
    }>(sql`
      SELECT m.id, ${parentColumn} AS parent, n.depth, s.size
      FROM members m
      JOIN tree_nodes n ON n.tree = ${tree} AND n.member_id = m.id
      LEFT JOIN tree_sizes s ON s.tree = ${tree} AND s.member_id = m.id
      WHERE m.id <= ${upto}`);
    const index = new Map<number, number>();
    rows.forEach((r, i) => {
      index.set(Number(r.id), i);
    });
    const size = new Int32Array(rows.length);
    // Deepest first: every child is added to its parent before the parent is added to its own.
    const order = [...rows.keys()].sort((a, b) => Number(rows[b].depth) - Number(rows[a].depth));
    for (const i of order) {
      const p = rows[i].parent === null ? undefined : index.get(Number(rows[i].parent));
      if (p !== undefined) size[p] += size[i] + 1;
    }
    const ids: number[] = [];
    const values: number[] = [];
    rows.forEach((r, i) => {
      if (r.size === null ? size[i] !== 0 : Number(r.size) !== size[i]) {
        ids.push(Number(r.id));
        values.push(size[i]);
      }
    });
    for (let from = 0; from < ids.length; from += BATCH) {
      await tx.execute(sql`
        INSERT INTO tree_sizes (tree, member_id, size)
        SELECT ${tree}, * FROM unnest(${pgArray(ids.slice(from, from + BATCH))}::int[],
          ${pgArray(values.slice(from, from + BATCH))}::int[])
        ON CONFLICT (tree, member_id) DO UPDATE SET size = excluded.size`);
    }
    changed += ids.length;
  }
  await tx.execute(sql`UPDATE tree_state SET sizes_upto = ${upto}`);
  return { changed, upto };
}

/** Members registered since the last refresh beyond which the scheduler refreshes anyway. */
const STALE_AFTER = 5_000;

/**
 * Refreshes the downline sizes when `force` (a date was just closed) or when many members joined
 * since the last refresh — the delta read stays short. Returns whether it refreshed.
 */
export async function refreshTreeSizesWhenDue(db: Db, force: boolean): Promise<boolean> {
  if (!force) {
    const { rows } = await db.execute<{ behind: number }>(sql`
      SELECT coalesce((SELECT max(id) FROM members), 0) - (SELECT sizes_upto FROM tree_state)
        AS behind`);
    if (Number(rows[0]?.behind ?? 0) < STALE_AFTER) return false;
  }
  await db.transaction((tx) => refreshTreeSizes(tx));
  return true;
}
