import type { OrganizeReply, PlacementNode } from '@rangkai/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { PLACEMENT_TREE } from '../../db/schema/index.js';
import { pathBetween } from './path-between.js';
import { pendingVolumes } from './pending-volumes.js';
import { type MemberRow, memberColumns, memberJoins, money, toTreeMember } from './tree-member.js';
import { memberByKey, withinViewer } from './viewer-scope.js';

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
