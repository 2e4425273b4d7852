import { type Column, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { PLACEMENT_TREE, SPONSOR_TREE } from '../../db/schema/index.js';

/**
 * The two trees as interval labels (`tree_nodes`, docs/genealogy.md). Every question here is a
 * few index lookups however deep the tree: no walk up or down a chain of members.
 */
export type TreeKind = 'placement' | 'sponsor';

export const treeNumber = (tree: TreeKind) =>
  tree === 'placement' ? PLACEMENT_TREE : SPONSOR_TREE;

/** The advisory lock that serialises changes to the trees (also taken by `tree_attach`). */
export const TREE_LOCK = 21069;

/** Holds the tree lock to the end of the transaction: placements are decided one at a time. */
export async function lockTrees(tx: Executor) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${TREE_LOCK})`);
}

/** Places a new member in both trees; without a placement it is the root. */
export async function attachToTrees(
  tx: Executor,
  memberId: number,
  placement: { sponsorId: number; parentId: number; groupType: 1 | 2 } | null,
) {
  await tx.execute(sql`SELECT tree_attach(${memberId}::int, ${placement?.sponsorId ?? null}::int,
    ${placement?.parentId ?? null}::int, ${placement?.groupType ?? null}::smallint)`);
}

/**
 * The end node of a leg below `fromId` (BUSINESS_RULES §4 spillover): the deepest member on the
 * straight line of that leg through `fromId` — `fromId` itself when its slot is free. Null when
 * `fromId` has no node.
 */
export async function findEndNode(
  db: Executor,
  fromId: number,
  groupType: 1 | 2,
): Promise<number | null> {
  const chain = groupType === 1 ? sql.raw('chain_left') : sql.raw('chain_right');
  const { rows } = await db.execute<{ id: number }>(sql`
    SELECT e.member_id AS id FROM tree_nodes s
    CROSS JOIN LATERAL (
      SELECT member_id FROM tree_nodes e
      WHERE e.${chain} = s.${chain} AND e.depth >= s.depth
      ORDER BY e.depth DESC LIMIT 1) e
    WHERE s.tree = ${PLACEMENT_TREE} AND s.member_id = ${fromId}`);
  return rows[0] ? Number(rows[0].id) : null;
}

/**
 * A condition: the member whose id is `member` is in the subtree of `ancestor` — the ancestor
 * itself included unless `strict`.
 */
export function inSubtree(
  tree: TreeKind,
  ancestor: number | SQL,
  member: number | SQL | Column,
  options: { strict?: boolean } = {},
): SQL {
  const t = treeNumber(tree);
  const range = options.strict
    ? sql`d.lo > a.lo AND d.lo < a.hi`
    : sql`d.lo >= a.lo AND d.lo <= a.hi`;
  return sql`EXISTS (SELECT 1 FROM tree_nodes a, tree_nodes d
    WHERE a.tree = ${t} AND a.member_id = ${ancestor}
      AND d.tree = ${t} AND d.member_id = ${member} AND ${range})`;
}

/** Whether `memberId` is `ancestorId` or below it. */
export async function isInSubtree(
  db: Executor,
  tree: TreeKind,
  ancestorId: number,
  memberId: number,
): Promise<boolean> {
  const { rows } = await db.execute<{ inside: boolean }>(
    sql`SELECT ${inSubtree(tree, ancestorId, memberId)} AS inside`,
  );
  return rows[0]?.inside === true;
}

/** How many levels `member` is below `ancestor` (1 = a direct child); meaningful inside its subtree. */
export function levelBelow(
  tree: TreeKind,
  ancestor: number | SQL,
  member: number | SQL | Column,
): SQL<number> {
  const t = treeNumber(tree);
  return sql<number>`(SELECT d.depth - a.depth FROM tree_nodes a, tree_nodes d
    WHERE a.tree = ${t} AND a.member_id = ${ancestor} AND d.tree = ${t} AND d.member_id = ${member})`;
}
