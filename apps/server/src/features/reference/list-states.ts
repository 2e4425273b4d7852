import type { AdminState } from '@rangkai/shared';
import { asc } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { states } from '../../db/schema/index.js';

export const toAdminState = (row: typeof states.$inferSelect): AdminState => ({
  id: row.id,
  name: row.name,
  area: row.area as AdminState['area'],
});

/** The Malaysian states with the shipping area each belongs to (BUSINESS_RULES §7). */
export async function listAdminStates(db: Executor): Promise<AdminState[]> {
  const rows = await db.select().from(states).orderBy(asc(states.id));
  return rows.map(toAdminState);
}
