import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { businessTimeZone } from '../../lib/business-time.js';

/** The business date (in the business time zone) of `now`, or of the database's clock. */
export async function currentBusinessDate(db: Executor, now?: Date): Promise<string> {
  const instant = now ? sql`${now.toISOString()}::timestamptz` : sql`clock_timestamp()`;
  const { rows } = await db.execute<{ day: string }>(
    sql`SELECT (((${instant}) AT TIME ZONE ${businessTimeZone()})::date)::text AS day`,
  );
  return rows[0].day;
}
