import {
  type DownlineRecordReply,
  type DownlineReply,
  formatSen,
  type OrganizeReply,
  PAGE_SIZE,
  type PlacementNode,
  type TreeMember,
  type TreePath,
  type TreeSearchReply,
} from '@rangkai/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { PLACEMENT_TREE, SPONSOR_TREE } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { pageOf, pageOffset } from '../../lib/pagination.js';
import { downlineSize, downlineSizes } from './sizes.js';
import { isInSubtree, levelBelow, type TreeKind, treeNumber } from './structure.js';

/** Pending purchases above this many are not added up per leg on the fly (`today_*` is null). */
const TODAY_VOLUME_LIMIT = 20_000;
/** A path longer than this shows its first node and its last ones. */
const PATH_NODES = 12;

/** Everything outside the viewer's subtree — or not there at all — answers the same. */
const refused = () => new AppError('NO_PERMISSION');

const m_id = sql`m.id`;

const money = (sen: bigint | string | number | null | undefined) => formatSen(BigInt(sen ?? 0));

type MemberRow = {
  id: number;
  username: string;
  member_code: string;
  fullname: string;
  package_id: number;
  package_name: string;
  package_name_en: string;
  rank_id: number;
  rank_name: string;
  rank_name_en: string;
  joined_at: Date | string;
  direct_sponsored: number;
};

/** The tree-member columns of `members m` (joined to its package `p` and rank `r`). */
const memberColumns = sql`m.id, m.username, m.member_code, m.fullname,
  p.id AS package_id, p.package_name, p.package_name_en,
  r.id AS rank_id, r.rank_name, r.rank_name_en, m.created_at AS joined_at,
  (SELECT count(*) FROM members s WHERE s.sponsor_id = m.id)::int AS direct_sponsored`;
const memberJoins = sql`JOIN packages p ON p.id = m.package_id JOIN ranks r ON r.id = m.rank_id`;

function toTreeMember(row: MemberRow): TreeMember {
  return {
    id: Number(row.id),
    username: row.username,
    member_code: row.member_code,
    fullname: row.fullname,
    package: {
      id: Number(row.package_id),
      package_name: row.package_name,
      package_name_en: row.package_name_en,
    },
    rank: { id: Number(row.rank_id), rank_name: row.rank_name, rank_name_en: row.rank_name_en },
    joined_at: new Date(row.joined_at).toISOString(),
    direct_sponsored: Number(row.direct_sponsored),
  };
}

/** A member by username or member code, exactly (case-insensitive); null when there is none. */
async function memberByKey(db: Executor, key: string): Promise<number | null> {
  const { rows } = await db.execute<{ id: number }>(sql`
    SELECT id FROM members WHERE lower(username) = lower(${key})
    UNION ALL
    SELECT id FROM members WHERE member_code = upper(${key})
    LIMIT 1`);
  return rows[0] ? Number(rows[0].id) : null;
}

/** A member's node in a tree: depth and labels (NO_PERMISSION when there is none). */
async function nodeOf(db: Executor, tree: TreeKind, memberId: number) {
  const { rows } = await db.execute<{ depth: number; lo: string; hi: string }>(sql`
    SELECT depth, lo::text, hi::text FROM tree_nodes
    WHERE tree = ${treeNumber(tree)} AND member_id = ${memberId}`);
  if (!rows[0]) throw refused();
  return { depth: Number(rows[0].depth), lo: rows[0].lo, hi: rows[0].hi };
}

/** `nodeId` when it is the viewer or below them in `tree`; NO_PERMISSION otherwise. */
async function withinViewer(db: Executor, tree: TreeKind, viewerId: number, nodeId: number | null) {
  if (nodeId === null || !(await isInSubtree(db, tree, viewerId, nodeId))) throw refused();
  return nodeId;
}

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

interface PendingBuyers {
  /** Last close and label epoch the labels belong to. */
  key: string;
  builtAt: number;
  /** The newest purchase included. */
  maxId: number;
  /** Buyers' placement labels, ascending, and the BV of each purchase. */
  labels: bigint[];
  bv: bigint[];
  prefix: bigint[];
}

/** Per database: pending purchases by buyer label, for today's leg volumes. */
const pendingCache = new WeakMap<object, PendingBuyers>();
/** A full re-read at least this often (a purchase committed out of id order is then included). */
const PENDING_REREAD_MS = 30_000;

/**
 * Sums of pending BV (business dates after the last close) below each of `legs` (subtrees given
 * by their labels): the pending purchases' buyers sorted by label, prefix sums and two binary
 * searches per leg — nothing is written when someone buys. The buyers are kept per database and
 * topped up with newer purchases; read afresh when a date closes, labels move (`label_epoch`) or
 * every 30 s. Null when there are more pending purchases than can be added up on the fly.
 */
async function pendingVolumes(
  db: Executor,
  legs: { lo: bigint; hi: bigint }[],
): Promise<bigint[] | null> {
  const { rows: state } = await db.execute<{ day: string | null; epoch: string; max_id: number }>(
    sql`SELECT (SELECT max(business_date) FROM bonus_closes)::text AS day,
      (SELECT label_epoch FROM tree_state)::text AS epoch,
      coalesce((SELECT max(id) FROM user_packages), 0) AS max_id`,
  );
  const { day, epoch } = state[0];
  const maxId = Number(state[0].max_id);
  const key = `${day}:${epoch}`;
  const after = day ? sql`u.business_date > ${day}::date` : sql`true`;
  const read = async (fromId: number) =>
    (
      await db.execute<{ lo: string; bv: string }>(sql`
        SELECT n.lo::text, u.bv_sen::text AS bv FROM user_packages u
        JOIN tree_nodes n ON n.tree = ${PLACEMENT_TREE} AND n.member_id = u.member_id
        WHERE ${after} AND u.id > ${fromId} AND u.id <= ${maxId}
        ORDER BY n.lo`)
    ).rows.map((r) => ({ lo: BigInt(r.lo), bv: BigInt(r.bv) }));
  let cached = pendingCache.get(db);
  if (!cached || cached.key !== key || Date.now() - cached.builtAt > PENDING_REREAD_MS) {
    const { rows: counted } = await db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM user_packages u WHERE ${after}`,
    );
    if (Number(counted[0].n) > TODAY_VOLUME_LIMIT) {
      pendingCache.delete(db);
      return null;
    }
    const rows = await read(0);
    cached = {
      key,
      builtAt: Date.now(),
      maxId,
      labels: rows.map((r) => r.lo),
      bv: rows.map((r) => r.bv),
      prefix: [],
    };
  } else if (maxId > cached.maxId) {
    const merged = [
      ...cached.labels.map((lo, i) => ({ lo, bv: cached!.bv[i] })),
      ...(await read(cached.maxId)),
    ].sort((a, b) => (a.lo < b.lo ? -1 : a.lo > b.lo ? 1 : 0));
    if (merged.length > TODAY_VOLUME_LIMIT) return null;
    cached = {
      ...cached,
      maxId,
      labels: merged.map((r) => r.lo),
      bv: merged.map((r) => r.bv),
      prefix: [],
    };
  }
  if (cached.prefix.length === 0) {
    cached.prefix = [0n];
    for (const bv of cached.bv) cached.prefix.push(cached.prefix[cached.prefix.length - 1] + bv);
  }
  pendingCache.set(db, cached);
  const { labels, prefix } = cached;
  /** The number of labels below `bound` (or at most `bound` when `inclusive`). */
  const rank = (bound: bigint, inclusive: boolean) => {
    let low = 0;
    let high = labels.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (labels[mid] < bound || (inclusive && labels[mid] === bound)) low = mid + 1;
      else high = mid;
    }
    return low;
  };
  return legs.map((leg) => prefix[rank(leg.hi, true)] - prefix[rank(leg.lo, false)]);
}

/** `GET api/record/team/organize`: the placement tree from a node, `depth` levels. */
export async function organize(
  db: Executor,
  viewerId: number,
  query: { parent?: number; username?: string; depth: number },
): Promise<OrganizeReply> {
  const requested =
    query.parent ?? (query.username ? await memberByKey(db, query.username) : viewerId);
  const topId = await withinViewer(db, 'placement', viewerId, requested);
  const { rows } = await db.execute<
    MemberRow & {
      parent_id: number | null;
      group_type: number | null;
      level: number;
      total_left: string | null;
      total_right: string | null;
      carry_left: string | null;
      carry_right: string | null;
    }
  >(sql`
    WITH RECURSIVE v AS (
      SELECT id, 0 AS level FROM members WHERE id = ${topId}
      UNION ALL
      SELECT c.id, v.level + 1 FROM members c JOIN v ON c.placement_parent_id = v.id
      WHERE v.level < ${query.depth - 1})
    SELECT ${memberColumns}, m.placement_parent_id AS parent_id, m.group_type, v.level,
      mv.total_left_sen::text AS total_left, mv.total_right_sen::text AS total_right,
      mv.carry_left_sen::text AS carry_left, mv.carry_right_sen::text AS carry_right
    FROM v JOIN members m ON m.id = v.id ${memberJoins}
    LEFT JOIN member_volumes mv ON mv.member_id = m.id`);
  const ids = rows.map((r) => Number(r.id));
  const { rows: legRows } = await db.execute<{
    parent_id: number;
    group_type: number;
    lo: string;
    hi: string;
  }>(sql`
    SELECT c.placement_parent_id AS parent_id, c.group_type, n.lo::text, n.hi::text
    FROM members c JOIN tree_nodes n ON n.tree = ${PLACEMENT_TREE} AND n.member_id = c.id
    WHERE c.placement_parent_id = ANY(${`{${ids.join(',')}}`}::int[])`);
  const legs = legRows.map((l) => ({
    key: `${l.parent_id}:${l.group_type}`,
    lo: BigInt(l.lo),
    hi: BigInt(l.hi),
  }));
  const volumes = await pendingVolumes(db, legs);
  const today = new Map(legs.map((l, i) => [l.key, volumes?.[i] ?? 0n]));
  const taken = new Set(legs.map((l) => l.key));
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  const childOf = new Map(rows.map((r) => [`${r.parent_id}:${r.group_type}`, Number(r.id)]));
  // Breadth first from the top, left before right.
  const order: number[] = [topId];
  for (let i = 0; i < order.length; i++) {
    for (const leg of [1, 2]) {
      const child = childOf.get(`${order[i]}:${leg}`);
      if (child !== undefined && byId.has(child)) order.push(child);
    }
  }
  const nodes: PlacementNode[] = order.map((id) => {
    const r = byId.get(id)!;
    const todayOf = (leg: number) =>
      volumes === null ? null : money(today.get(`${id}:${leg}`) ?? 0n);
    return {
      ...toTreeMember(r),
      parent_id: r.parent_id === null ? null : Number(r.parent_id),
      group_type: r.group_type === null ? null : Number(r.group_type),
      level: Number(r.level),
      total_left: money(r.total_left),
      total_right: money(r.total_right),
      carry_left: money(r.carry_left),
      carry_right: money(r.carry_right),
      today_left: todayOf(1),
      today_right: todayOf(2),
      has_left: taken.has(`${id}:1`),
      has_right: taken.has(`${id}:2`),
    };
  });
  const { rows: last } = await db.execute<{ day: string | null }>(
    sql`SELECT max(business_date)::text AS day FROM bonus_closes`,
  );
  return {
    last_close_date: last[0]?.day ?? null,
    top_id: topId,
    nodes,
    empty_slots: nodes.flatMap((n) =>
      ([1, 2] as const)
        .filter((leg) => !(leg === 1 ? n.has_left : n.has_right))
        .map((leg) => ({ parent_id: n.id, parent_username: n.username, group_type: leg })),
    ),
    path: await pathBetween(db, 'placement', viewerId, topId),
  };
}

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

/**
 * `GET api/record/team/downline-record`: the viewer's whole sponsor downline in tree order (one
 * index range of labels), filtered by level, package and the start of a username or code.
 */
export async function downlineRecord(
  db: Executor,
  viewerId: number,
  query: { page: number; level?: number; package_id?: number; keyword?: string },
): Promise<DownlineRecordReply> {
  // The viewer's labels as values: the range is then an index condition, read in order from its
  // start (a join condition would walk the index from the first label of the tree).
  const me = await nodeOf(db, 'sponsor', viewerId);
  const conditions: SQL[] = [
    sql`d.tree = ${SPONSOR_TREE}`,
    sql`d.lo > ${me.lo}::bigint`,
    sql`d.lo < ${me.hi}::bigint`,
  ];
  if (query.level !== undefined) conditions.push(sql`d.depth = ${me.depth + query.level}`);
  if (query.package_id !== undefined) conditions.push(sql`m.package_id = ${query.package_id}`);
  if (query.keyword) {
    const prefix = `${query.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      sql`(lower(m.username) LIKE lower(${prefix}) OR m.member_code LIKE upper(${prefix}))`,
    );
  }
  // Members are joined only when a filter needs them: an unfiltered count stays index-only.
  const needsMembers = query.package_id !== undefined || Boolean(query.keyword);
  const from = sql`FROM tree_nodes d
    ${needsMembers ? sql`JOIN members m ON m.id = d.member_id` : sql``}
    WHERE ${sql.join(conditions, sql` AND `)}`;
  const total =
    query.level === undefined && !needsMembers
      ? await downlineSize(db, 'sponsor', viewerId)
      : Number((await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n ${from}`)).rows[0].n);
  const { rows } = await db.execute<
    MemberRow & {
      level: number;
      sponsor_id: number;
      sponsor_username: string;
      sponsor_code: string;
      personal_bv: string;
      purchases: number;
    }
  >(sql`
    WITH page AS (
      SELECT d.member_id, d.depth - ${me.depth}::int AS level, d.lo ${from}
      ORDER BY d.lo LIMIT ${PAGE_SIZE} OFFSET ${pageOffset(query.page)})
    SELECT ${memberColumns}, page.level, s.id AS sponsor_id, s.username AS sponsor_username,
      s.member_code AS sponsor_code, bought.bv::text AS personal_bv, bought.n::int AS purchases
    FROM page JOIN members m ON m.id = page.member_id ${memberJoins}
    JOIN members s ON s.id = m.sponsor_id
    CROSS JOIN LATERAL (
      SELECT coalesce(sum(bv_sen), 0) AS bv, count(*) AS n
      FROM user_packages WHERE member_id = m.id) bought
    ORDER BY page.lo`);
  return pageOf(
    rows.map((r) => ({
      ...toTreeMember(r),
      level: Number(r.level),
      sponsor: {
        id: Number(r.sponsor_id),
        username: r.sponsor_username,
        member_code: r.sponsor_code,
      },
      personal_bv: money(r.personal_bv),
      purchases: Number(r.purchases),
    })),
    query.page,
    total,
  );
}

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

/** The member an admin explores (`/api/admin/members/:id/team/…`); NOT_FOUND when there is none. */
export async function existingMember(db: Executor, memberId: number) {
  const { rows } = await db.execute(sql`SELECT 1 FROM members WHERE id = ${memberId}`);
  if (rows.length === 0) throw new AppError('NOT_FOUND');
  return memberId;
}
