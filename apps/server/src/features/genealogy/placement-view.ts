import type { Database, PreparedStatement } from '../../db/client.js';
import { PLACEMENT_TREE } from '../../db/schema/index.js';
import type { MemberRow } from './tree-member.js';

/** A path longer than this shows its first node and its last ones (as `pathBetween`). */
const PATH_NODES = 12;
const T = PLACEMENT_TREE;

/**
 * The placement view in one prepared statement (one round trip, planned once per pooled
 * connection): the requested top (`$2` id, else `$3` username or member code, else the viewer
 * `$1`) only when it is in the viewer's subtree (no row otherwise); the top's `$4` levels with
 * member, package, rank, direct count and last-close volumes; the children one level further
 * down with their labels (taken slots, today's legs); the way down from the viewer (as
 * `pathBetween`); and what today's legs depend on (last close, label epoch, newest purchase).
 */
export const PLACEMENT_VIEW: PreparedStatement = {
  name: 'genealogy_placement_view_v1',
  text: `WITH RECURSIVE
    top AS (
      SELECT CASE WHEN $2::int IS NOT NULL THEN $2::int
        WHEN $3::text IS NULL THEN $1::int
        ELSE (SELECT k.id FROM (
          SELECT id FROM members WHERE lower(username) = lower($3::text)
          UNION ALL
          SELECT id FROM members WHERE member_code = upper($3::text)) k LIMIT 1) END AS id),
    scope AS (
      SELECT t.member_id AS id, t.depth, t.lo, a.depth AS viewer_depth
      FROM top, tree_nodes a, tree_nodes t
      WHERE a.tree = ${T} AND a.member_id = $1::int AND t.tree = ${T} AND t.member_id = top.id
        AND t.lo >= a.lo AND t.lo <= a.hi),
    v AS (
      SELECT id, 0 AS level, NULL::int AS parent_id, NULL::smallint AS group_type FROM scope
      UNION ALL
      SELECT c.id, v.level + 1, c.placement_parent_id, c.group_type
      FROM v JOIN members c ON c.placement_parent_id = v.id
      WHERE v.level < $4::int),
    way AS (
      SELECT w.depth, p.id, p.username, p.member_code
      FROM scope s
      CROSS JOIN LATERAL (
        SELECT generate_series(CASE WHEN s.depth - s.viewer_depth < ${PATH_NODES}
          THEN s.viewer_depth ELSE s.depth - ${PATH_NODES - 2} END, s.depth) AS depth
        UNION ALL
        SELECT s.viewer_depth WHERE s.depth - s.viewer_depth >= ${PATH_NODES}) w
      CROSS JOIN LATERAL (
        SELECT member_id FROM tree_nodes a
        WHERE a.tree = ${T} AND a.depth = w.depth AND a.lo <= s.lo
        ORDER BY a.lo DESC LIMIT 1) a
      JOIN members p ON p.id = a.member_id)
    SELECT s.id AS top_id,
      (SELECT json_agg(json_build_object('id', m.id, 'username', m.username,
          'member_code', m.member_code, 'fullname', m.fullname, 'package_id', p.id,
          'package_name', p.package_name, 'package_name_en', p.package_name_en, 'rank_id', r.id,
          'rank_name', r.rank_name, 'rank_name_en', r.rank_name_en,
          'joined_at', to_char(m.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'direct_sponsored', (SELECT count(*) FROM members d WHERE d.sponsor_id = m.id)::int,
          'parent_id', m.placement_parent_id, 'group_type', m.group_type, 'level', v.level,
          'total_left', mv.total_left_sen::text, 'total_right', mv.total_right_sen::text,
          'carry_left', mv.carry_left_sen::text, 'carry_right', mv.carry_right_sen::text))
        FROM v JOIN members m ON m.id = v.id
        JOIN packages p ON p.id = m.package_id JOIN ranks r ON r.id = m.rank_id
        LEFT JOIN member_volumes mv ON mv.member_id = m.id
        WHERE v.level < $4::int) AS nodes,
      (SELECT json_agg(json_build_array(v.parent_id, v.group_type, n.lo::text, n.hi::text))
        FROM v JOIN tree_nodes n ON n.tree = ${T} AND n.member_id = v.id
        WHERE v.level > 0) AS legs,
      (SELECT json_agg(json_build_object('id', w.id, 'username', w.username,
          'member_code', w.member_code) ORDER BY w.depth) FROM way w) AS way,
      greatest(s.depth - s.viewer_depth + 1 - ${PATH_NODES}, 0) AS hidden_levels,
      (SELECT max(business_date) FROM bonus_closes)::text AS last_close,
      (SELECT label_epoch FROM tree_state)::text AS label_epoch,
      coalesce((SELECT max(id) FROM user_packages), 0) AS newest_purchase
    FROM scope s`,
};

export interface PlacementViewNode extends Omit<MemberRow, 'joined_at'> {
  /** As JSON gives it (the nodes are built in the statement). */
  joined_at: string;
  parent_id: number | null;
  group_type: number | null;
  level: number;
  total_left: string | null;
  total_right: string | null;
  carry_left: string | null;
  carry_right: string | null;
}

export interface PlacementViewRow {
  top_id: number;
  nodes: PlacementViewNode[];
  /** Each child one level below a shown node: parent, leg, labels. Null when there is none. */
  legs: [number, number, string, string][] | null;
  way: { id: number; username: string; member_code: string }[] | null;
  hidden_levels: number;
  last_close: string | null;
  label_epoch: string;
  newest_purchase: number;
}

/** The view's row; null when the requested top is missing or outside the viewer's subtree. */
export async function readPlacementView(
  database: Database,
  viewerId: number,
  query: { parent?: number; username?: string; depth: number },
): Promise<PlacementViewRow | null> {
  const rows = await database.query<PlacementViewRow>(PLACEMENT_VIEW, [
    viewerId,
    query.parent ?? null,
    query.username || null,
    query.depth,
  ]);
  return rows[0] ?? null;
}
