import { z } from 'zod';
import { moneyString, numberInput, pageQuery, paginated } from './common.js';

/**
 * Genealogy (issue 13, spec §7 Records and team): the placement (binary) tree a few levels at a
 * time, the sponsor tree one level at a time, the downline record and a search in either tree.
 * A member sees only their own subtrees; anything outside answers NO_PERMISSION.
 */

const memberId = numberInput(z.number().int().positive().max(2_147_483_647));
/** A username or member code (case-insensitive). */
const memberKey = z.string().trim().min(1).max(64);

export const treeKind = z.enum(['placement', 'sponsor']);
export type TreeKind = z.infer<typeof treeKind>;

/** The member fields every tree view shows. */
export const treeMember = z.object({
  id: z.number().int(),
  username: z.string(),
  member_code: z.string(),
  fullname: z.string(),
  package: z.object({
    id: z.number().int(),
    package_name: z.string(),
    package_name_en: z.string(),
  }),
  rank: z.object({ id: z.number().int(), rank_name: z.string(), rank_name_en: z.string() }),
  /** ISO timestamp of registration. */
  joined_at: z.string(),
  /** Members this one sponsored directly. */
  direct_sponsored: z.number().int(),
});
export type TreeMember = z.infer<typeof treeMember>;

/** The way down from the viewer (or the view's root) to a member; long ways skip their middle. */
export const treePath = z.object({
  /** From the top down: the first node, then (after `hidden_levels` skipped) the rest. */
  nodes: z.array(z.object({ id: z.number().int(), username: z.string(), member_code: z.string() })),
  /** Levels left out after the first node (0 when the whole way is shown). */
  hidden_levels: z.number().int(),
});
export type TreePath = z.infer<typeof treePath>;

/** A node of the placement view. */
export const placementNode = treeMember.extend({
  parent_id: z.number().int().nullable(),
  /** 1 left, 2 right; null for the root of the whole tree. */
  group_type: z.number().int().nullable(),
  /** Levels below the view's top (0 = the top). */
  level: z.number().int(),
  /** Lifetime leg BV and carries as of the last daily close. */
  total_left: moneyString,
  total_right: moneyString,
  carry_left: moneyString,
  carry_right: moneyString,
  /** BV of business dates not closed yet on each leg; null when too many to add up on the fly. */
  today_left: moneyString.nullable(),
  today_right: moneyString.nullable(),
  /** Whether each slot is taken (also for nodes on the last level, whose children are not shown). */
  has_left: z.boolean(),
  has_right: z.boolean(),
});
export type PlacementNode = z.infer<typeof placementNode>;

export const organizeQuery = z.object({
  /** The node to show from (default: the viewer). */
  parent: memberId.optional(),
  /** Or the username / member code of that node. */
  username: memberKey.optional(),
  depth: numberInput(z.number().int().min(1).max(6)).default(4),
});

export const organizeReply = z.object({
  last_close_date: z.string().nullable(),
  top_id: z.number().int(),
  /** The view's nodes, top first, level by level, left before right. */
  nodes: z.array(placementNode),
  /** Free slots inside the view where a new member could be placed. */
  empty_slots: z.array(
    z.object({
      parent_id: z.number().int(),
      parent_username: z.string(),
      group_type: z.union([z.literal(1), z.literal(2)]),
    }),
  ),
  /** From the viewer down to the top of the view. */
  path: treePath,
});
export type OrganizeReply = z.infer<typeof organizeReply>;

export const downlineQuery = pageQuery.extend({
  /** Whose sponsored members to list (default: the viewer). */
  parent: memberId.optional(),
});

/** A sponsored member, with the size of its own sponsor downline (for lazy expansion). */
export const sponsorChild = treeMember.extend({
  /** Levels below the viewer (1 = sponsored by the viewer). */
  level: z.number().int(),
  downline_count: z.number().int(),
});
export type SponsorChild = z.infer<typeof sponsorChild>;

export const downlineReply = paginated(sponsorChild).extend({
  parent: z.object({
    id: z.number().int(),
    username: z.string(),
    member_code: z.string(),
    level: z.number().int(),
    downline_count: z.number().int(),
  }),
});
export type DownlineReply = z.infer<typeof downlineReply>;

export const downlineRecordQuery = pageQuery.extend({
  /** Levels below the viewer (1 = sponsored directly). */
  level: numberInput(z.number().int().min(1).max(1_000_000)).optional(),
  package_id: numberInput(z.number().int().min(1).max(1000)).optional(),
  /** The start of a username or member code. */
  keyword: memberKey.optional(),
});

export const downlineRecord = treeMember.extend({
  level: z.number().int(),
  sponsor: z.object({ id: z.number().int(), username: z.string(), member_code: z.string() }),
  /**
   * Lifetime BV of the member's own package purchases net of cancellations, and how many purchases
   * stand (cancelled ones not counted, BUSINESS_RULES §13).
   */
  personal_bv: moneyString,
  purchases: z.number().int(),
});
export type DownlineRecord = z.infer<typeof downlineRecord>;
export const downlineRecordReply = paginated(downlineRecord);
export type DownlineRecordReply = z.infer<typeof downlineRecordReply>;

export const treeSearchQuery = z.object({
  tree: treeKind.default('placement'),
  /** A username or member code, exactly (case-insensitive). */
  keyword: memberKey,
});

export const treeSearchReply = z.object({
  tree: treeKind,
  member: treeMember,
  /** Levels below the viewer. */
  level: z.number().int(),
  path: treePath,
});
export type TreeSearchReply = z.infer<typeof treeSearchReply>;
