import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { currentBusinessDate } from './current-business-date.js';

/**
 * Dates to close now, in order: from the day after the last closed date (or the first date with
 * purchases when none is closed) to yesterday. Empty when all are closed.
 */
export async function datesToClose(db: Executor, now?: Date): Promise<string[]> {
  const today = await currentBusinessDate(db, now);
  const { rows } = await db.execute<{ day: string }>(sql`
    SELECT d::date::text AS day FROM generate_series(
      coalesce((SELECT max(business_date) + 1 FROM bonus_closes),
               (SELECT min(business_date) FROM user_packages),
               ${today}::date - 1),
      ${today}::date - 1, interval '1 day') AS d`);
  return rows.map((r) => r.day);
}
