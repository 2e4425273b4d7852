import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';
import { members } from './members.js';

/** `tree_nodes.tree`: the binary placement tree and the sponsor tree. */
export const PLACEMENT_TREE = 1;
export const SPONSOR_TREE = 2;

/**
 * Both trees as ordered interval labels (docs/genealogy.md): each member holds `lo < hi` in a
 * 62-bit label space, nested like the tree (a depth-first tour), so "X is in A's subtree" is
 * `A.lo < X.lo < A.hi`, a subtree is one index range, and the ancestor of X at depth d is the node
 * at depth d with the greatest `lo ≤ X.lo`. Labels are kept by `tree_attach` (sql/functions), which
 * relabels a small window when two neighbours have no room left between them (order-maintenance),
 * so a registration costs a few index lookups however deep the tree is.
 *
 * `chain_left` / `chain_right` (placement only) name the top of the straight left / right line a
 * node is on: the end node of a leg (BUSINESS_RULES §4 spillover) is the deepest node on that line.
 */
export const treeNodes = pgTable(
  'tree_nodes',
  {
    tree: smallint('tree').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    depth: integer('depth').notNull(),
    lo: bigint('lo', { mode: 'bigint' }).notNull(),
    hi: bigint('hi', { mode: 'bigint' }).notNull(),
    chainLeft: integer('chain_left'),
    chainRight: integer('chain_right'),
  },
  (t) => [
    primaryKey({ columns: [t.tree, t.memberId] }),
    index('tree_nodes_lo').on(t.tree, t.lo),
    index('tree_nodes_hi').on(t.tree, t.hi),
    index('tree_nodes_depth').on(t.tree, t.depth, t.lo),
    index('tree_nodes_chain_left').on(t.chainLeft, t.depth).where(sql`${t.chainLeft} IS NOT NULL`),
    index('tree_nodes_chain_right')
      .on(t.chainRight, t.depth)
      .where(sql`${t.chainRight} IS NOT NULL`),
  ],
);

/**
 * Downline sizes as of a refresh (`refreshTreeSizes`, after each daily close): descendants among
 * members with id ≤ `tree_state.sizes_upto`. A size now is this plus the members registered since,
 * counted in the range of labels — a short read of the newest rows, however big the downline.
 */
export const treeSizes = pgTable(
  'tree_sizes',
  {
    tree: smallint('tree').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    size: integer('size').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tree, t.memberId] })],
);

/** One row: how far `tree_sizes` reaches, and a counter bumped whenever labels move. */
export const treeState = pgTable('tree_state', {
  id: smallint('id').primaryKey().default(1),
  sizesUpto: integer('sizes_upto').notNull().default(0),
  /** Bumped by `tree_slot` when it relabels: cached labels older than this are stale. */
  labelEpoch: bigint('label_epoch', { mode: 'bigint' }).notNull().default(sql`0`),
});
