import type { OrganizeReply, PlacementNode } from '@rangkai/shared';
import type { Database } from '../../db/client.js';
import { pendingVolumes } from './pending-volumes.js';
import { readPlacementView } from './placement-view.js';
import { money } from './tree-member.js';
import { refused } from './viewer-scope.js';

/**
 * `GET api/record/team/organize`: the placement tree from a node, `depth` levels. One statement
 * (`PLACEMENT_VIEW`) reads the scope check, the nodes, their children's labels and the way down;
 * today's legs are added up from the pending purchases kept in memory (`pendingVolumes`).
 */
export async function organize(
  database: Database,
  viewerId: number,
  query: { parent?: number; username?: string; depth: number },
): Promise<OrganizeReply> {
  const view = await readPlacementView(database, viewerId, query);
  if (!view) throw refused();
  const topId = Number(view.top_id);
  const legs = (view.legs ?? []).map(([parent, leg, lo, hi]) => ({
    key: `${parent}:${leg}`,
    lo: BigInt(lo),
    hi: BigInt(hi),
  }));
  const volumes = await pendingVolumes(database.db, legs, {
    day: view.last_close,
    epoch: view.label_epoch,
    maxId: Number(view.newest_purchase),
  });
  const today = new Map(legs.map((l, i) => [l.key, volumes?.[i] ?? 0n]));
  const taken = new Set(legs.map((l) => l.key));
  const byId = new Map(view.nodes.map((r) => [r.id, r]));
  const childOf = new Map(view.nodes.map((r) => [`${r.parent_id}:${r.group_type}`, r.id]));
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
      id: r.id,
      username: r.username,
      member_code: r.member_code,
      fullname: r.fullname,
      package: {
        id: r.package_id,
        package_name: r.package_name,
        package_name_en: r.package_name_en,
      },
      rank: { id: r.rank_id, rank_name: r.rank_name, rank_name_en: r.rank_name_en },
      joined_at: r.joined_at,
      direct_sponsored: r.direct_sponsored,
      parent_id: r.parent_id,
      group_type: r.group_type,
      level: r.level,
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
  return {
    last_close_date: view.last_close,
    top_id: topId,
    nodes,
    empty_slots: nodes.flatMap((n) =>
      ([1, 2] as const)
        .filter((leg) => !(leg === 1 ? n.has_left : n.has_right))
        .map((leg) => ({ parent_id: n.id, parent_username: n.username, group_type: leg })),
    ),
    path: { nodes: view.way ?? [], hidden_levels: view.hidden_levels },
  };
}
