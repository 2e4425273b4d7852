import type { AdminCollectPoint, adminCollectPointRequest } from '@rangkai/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { pgConstraint, pgErrorCode, type Tx } from '../../db/client.js';
import { collectPoints } from '../../db/schema/index.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import type { ActionResult } from '../../lib/run-action.js';
import { toAdminCollectPoint } from './list-collect-points.js';

type CollectPointInput = z.output<typeof adminCollectPointRequest>;

const audited = (row: typeof collectPoints.$inferSelect) => ({
  name: row.name,
  address: row.address,
  remark: row.remark,
  opening_hours: row.openingHours,
  active: row.active,
});

/**
 * Creates (`id` null) or changes a collection centre; its audit row has before/after. A name another centre has is CONFLICT on `name`. Switching a centre off stops
 * offering it to members; orders that name it keep it.
 */
export async function saveCollectPoint(
  tx: Tx,
  options: { id: number | null; input: CollectPointInput; reason?: string | null },
): Promise<ActionResult<AdminCollectPoint>> {
  const { id, input } = options;
  const values = {
    name: input.name,
    address: input.address,
    remark: input.remark,
    openingHours: input.opening_hours,
    active: input.active,
  };
  let before: typeof collectPoints.$inferSelect | null = null;
  if (id !== null) {
    [before] = await tx.select().from(collectPoints).where(eq(collectPoints.id, id)).for('update');
    if (!before) throw new AppError('NOT_FOUND');
  }
  const [twin] = await tx
    .select({ id: collectPoints.id })
    .from(collectPoints)
    .where(
      and(
        sql`lower(${collectPoints.name}) = lower(${input.name})`,
        id === null ? undefined : ne(collectPoints.id, id),
      ),
    );
  if (twin) throw fieldError('CONFLICT', 'name');

  let after: typeof collectPoints.$inferSelect;
  try {
    [after] =
      id === null
        ? await tx.insert(collectPoints).values(values).returning()
        : await tx.update(collectPoints).set(values).where(eq(collectPoints.id, id)).returning();
  } catch (err) {
    // Two operators saving the same new name at once: the unique index decides.
    if (pgErrorCode(err) === '23505' && pgConstraint(err) === 'collect_points_name_unique')
      throw fieldError('CONFLICT', 'name');
    throw err;
  }
  const [{ orders }] = await tx
    .execute<{ orders: number }>(
      sql`SELECT count(*)::int AS orders FROM orders WHERE collect_point_id = ${after.id}`,
    )
    .then((r) => r.rows);
  return {
    data: toAdminCollectPoint(after, Number(orders)),
    audit: {
      action: id === null ? 'collect_point.create' : 'collect_point.update',
      targetType: 'collect_point',
      targetId: after.id,
      reason: options.reason ?? null,
      before: before ? audited(before) : null,
      after: audited(after),
    },
  };
}
