import type { collectPointsReply } from '@rangkai/shared';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { collectPoints } from '../../db/schema/index.js';

type CollectPointsReply = z.infer<typeof collectPointsReply>;

/** The collection centres a member may choose for self pickup (the active ones). */
export async function openCollectPoints(db: Executor): Promise<CollectPointsReply> {
  const rows = await db
    .select({
      id: collectPoints.id,
      name: collectPoints.name,
      address: collectPoints.address,
      remark: collectPoints.remark,
      opening_hours: collectPoints.openingHours,
    })
    .from(collectPoints)
    .where(eq(collectPoints.active, true))
    .orderBy(asc(collectPoints.id));
  return { mall_collect_point: rows };
}
