import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { PLACEMENT_TREE, SPONSOR_TREE } from '../../db/schema/index.js';

interface Node {
  id: number;
  depth: number;
  lo: bigint;
  hi: bigint;
  chainLeft: number | null;
  chainRight: number | null;
}

/**
 * Checks `tree_nodes` against the members' parent pointers (`tree:verify`, and every test that
 * changes the trees): one node per member and tree, depths, chain heads, and intervals nested
 * exactly as the tree — walking the nodes in label order with a stack, each node's parent must be
 * the innermost open interval. Returns the problems found (empty when sound), at most `limit`.
 */
export async function verifyTrees(db: Executor, limit = 20): Promise<string[]> {
  const problems: string[] = [];
  const report = (message: string) => {
    if (problems.length < limit) problems.push(message);
  };
  const { rows: memberRows } = await db.execute<{
    id: number;
    sponsor_id: number | null;
    placement_parent_id: number | null;
    group_type: number | null;
  }>(sql`SELECT id, sponsor_id, placement_parent_id, group_type FROM members`);
  for (const tree of [PLACEMENT_TREE, SPONSOR_TREE]) {
    const { rows } = await db.execute<{
      member_id: number;
      depth: number;
      lo: string;
      hi: string;
      chain_left: number | null;
      chain_right: number | null;
    }>(sql`SELECT member_id, depth, lo::text, hi::text, chain_left, chain_right
      FROM tree_nodes n WHERE tree = ${tree} ORDER BY n.lo`);
    const name = tree === PLACEMENT_TREE ? 'placement' : 'sponsor';
    const nodes = new Map<number, Node>();
    for (const r of rows) {
      nodes.set(Number(r.member_id), {
        id: Number(r.member_id),
        depth: Number(r.depth),
        lo: BigInt(r.lo),
        hi: BigInt(r.hi),
        chainLeft: r.chain_left === null ? null : Number(r.chain_left),
        chainRight: r.chain_right === null ? null : Number(r.chain_right),
      });
    }
    if (nodes.size !== rows.length) report(`${name}: a member has two nodes`);
    if (rows.length !== memberRows.length) {
      report(`${name}: ${rows.length} nodes for ${memberRows.length} members`);
    }
    const parentOf = new Map<number, number | null>();
    for (const m of memberRows) {
      const parent = tree === PLACEMENT_TREE ? m.placement_parent_id : m.sponsor_id;
      parentOf.set(Number(m.id), parent === null ? null : Number(parent));
      const node = nodes.get(Number(m.id));
      if (!node) {
        report(`${name}: member ${m.id} has no node`);
        continue;
      }
      if (node.lo >= node.hi) report(`${name}: member ${m.id} has lo ≥ hi`);
      const parentNode = parent === null ? undefined : nodes.get(Number(parent));
      if (parent === null ? node.depth !== 0 : node.depth !== (parentNode?.depth ?? -2) + 1) {
        report(`${name}: member ${m.id} has depth ${node.depth}`);
      }
      if (tree === PLACEMENT_TREE) {
        const self = Number(m.id);
        const left = m.group_type === 1 && parentNode ? parentNode.chainLeft : self;
        const right = m.group_type === 2 && parentNode ? parentNode.chainRight : self;
        if (node.chainLeft !== left || node.chainRight !== right) {
          report(`placement: member ${m.id} has chain heads ${node.chainLeft}/${node.chainRight}`);
        }
      } else if (node.chainLeft !== null || node.chainRight !== null) {
        report(`sponsor: member ${m.id} has chain heads`);
      }
    }
    // In label order, a node opens inside its parent: the innermost interval still open.
    const open: Node[] = [];
    let last = -1n;
    for (const node of nodes.values()) {
      if (node.lo <= last) report(`${name}: label ${node.lo} repeats or goes back`);
      while (open.length > 0 && open[open.length - 1].hi < node.lo) open.pop();
      const enclosing = open[open.length - 1];
      const expected = parentOf.get(node.id) ?? null;
      if ((enclosing?.id ?? null) !== expected) {
        report(
          `${name}: member ${node.id} sits inside ${enclosing?.id ?? 'nothing'}, not ${expected}`,
        );
      } else if (enclosing && node.hi >= enclosing.hi) {
        report(`${name}: member ${node.id} ends outside its parent`);
      }
      open.push(node);
      last = node.lo;
    }
  }
  return problems;
}
