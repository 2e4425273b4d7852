import type { AdminCollectPoint } from '@rangkai/shared';
import { asc, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { collectPoints } from '../../db/schema/index.js';

export function toAdminCollectPoint(
  row: typeof collectPoints.$inferSelect,
  orderCount: number,
): AdminCollectPoint {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    remark: row.remark,
    opening_hours: row.openingHours,
    active: row.active,
    order_count: orderCount,
  };
}

/** Every collection centre, active or not, with the number of orders that name it. */
export async function listCollectPoints(db: Executor): Promise<AdminCollectPoint[]> {
  const rows = await db
    .select({
      point: collectPoints,
      orders: sql<number>`(SELECT count(*)::int FROM orders o WHERE o.collect_point_id = ${collectPoints.id})`,
    })
    .from(collectPoints)
    .orderBy(asc(collectPoints.id));
  return rows.map((r) => toAdminCollectPoint(r.point, Number(r.orders)));
}
