import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { PLACEMENT_TREE, SPONSOR_TREE } from '../../db/schema/index.js';
import { pgArray, pgNullableArray } from '../../lib/pg-array.js';
import { lockTrees } from './structure.js';

const SPACE = 1n << 62n;
const BATCH = 50_000;

/**
 * Rewrites `tree_nodes` from the members' parent pointers with evenly spaced labels
 * (`npm run cli -- tree:rebuild`): after a bulk import, or to restore room everywhere at once.
 * One depth-first tour per tree in memory (an explicit stack: any depth), children in id order,
 * the left leg before the right. In the caller's transaction, under the tree lock.
 */
export async function rebuildTrees(tx: Executor): Promise<{ members: number }> {
  await lockTrees(tx);
  const { rows } = await tx.execute<{
    id: number;
    sponsor_id: number | null;
    placement_parent_id: number | null;
    group_type: number | null;
  }>(sql`SELECT id, sponsor_id, placement_parent_id, group_type FROM members ORDER BY id`);
  const n = rows.length;
  const ids = Int32Array.from(rows, (r) => Number(r.id));
  const index = new Map<number, number>();
  for (const [i, id] of ids.entries()) index.set(id, i);
  const parentIndex = (id: number | null) => (id === null ? -1 : (index.get(Number(id)) ?? -1));
  await tx.execute(sql`DELETE FROM tree_nodes`);
  for (const tree of [PLACEMENT_TREE, SPONSOR_TREE]) {
    const parent = new Int32Array(n);
    const leg = new Int8Array(n);
    rows.forEach((r, i) => {
      parent[i] = parentIndex(tree === PLACEMENT_TREE ? r.placement_parent_id : r.sponsor_id);
      leg[i] = tree === PLACEMENT_TREE ? Number(r.group_type ?? 0) : 0;
    });
    // Children lists (CSR), in id order; on the placement tree the left child first.
    const start = new Int32Array(n + 1);
    for (let i = 0; i < n; i++) if (parent[i] >= 0) start[parent[i] + 1]++;
    for (let i = 0; i < n; i++) start[i + 1] += start[i];
    const fill = start.slice(0, n);
    const children = new Int32Array(Math.max(0, n - 1));
    for (const wanted of tree === PLACEMENT_TREE ? [1, 2] : [0]) {
      for (let i = 0; i < n; i++) {
        if (parent[i] >= 0 && leg[i] === wanted) children[fill[parent[i]]++] = i;
      }
    }
    const roots = [...parent.keys()].filter((i) => parent[i] < 0);
    if (roots.length !== 1) throw new Error(`${roots.length} roots in tree ${tree}`);
    const depth = new Int32Array(n);
    const lo = new Array<bigint>(n);
    const hi = new Array<bigint>(n);
    const gap = SPACE / BigInt(2 * n);
    // Placement only: the top of the straight left / right line each node is on.
    const placement = tree === PLACEMENT_TREE;
    const chainLeft = new Array<number | null>(n).fill(null);
    const chainRight = new Array<number | null>(n).fill(null);
    // The root spans the whole space; every other label is its tour position times the gap.
    const stack = new Int32Array(n);
    const next = new Int32Array(n);
    let top = 0;
    let position = 0;
    stack[0] = roots[0];
    next[roots[0]] = start[roots[0]];
    lo[roots[0]] = 0n;
    if (placement) chainLeft[roots[0]] = chainRight[roots[0]] = ids[roots[0]];
    while (top >= 0) {
      const node = stack[top];
      if (next[node] < start[node + 1]) {
        const child = children[next[node]++];
        depth[child] = depth[node] + 1;
        lo[child] = BigInt(++position) * gap;
        next[child] = start[child];
        if (placement) {
          chainLeft[child] = leg[child] === 1 ? chainLeft[node] : ids[child];
          chainRight[child] = leg[child] === 2 ? chainRight[node] : ids[child];
        }
        stack[++top] = child;
      } else {
        hi[node] = node === roots[0] ? SPACE - 1n : BigInt(++position) * gap;
        top--;
      }
    }
    for (let from = 0; from < n; from += BATCH) {
      const to = Math.min(n, from + BATCH);
      const range = (a: ArrayLike<unknown>) => Array.prototype.slice.call(a, from, to);
      await tx.execute(sql`
        INSERT INTO tree_nodes (tree, member_id, depth, lo, hi, chain_left, chain_right)
        SELECT ${tree}, * FROM unnest(${pgArray(range(ids))}::int[], ${pgArray(range(depth))}::int[],
          ${pgArray(lo.slice(from, to))}::bigint[], ${pgArray(hi.slice(from, to))}::bigint[],
          ${pgNullableArray(chainLeft.slice(from, to))}::int[],
          ${pgNullableArray(chainRight.slice(from, to))}::int[])`);
    }
  }
  return { members: n };
}
