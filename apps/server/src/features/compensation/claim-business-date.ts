import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { businessTimeZone } from '../../lib/business-time.js';
import { DATE_LOCK, dayNumber } from './close-locks.js';

/**
 * The business date a purchase belongs to (BUSINESS_RULES §5: the calendar day in the business time zone),
 * claimed for the caller's transaction: it holds the date's lock (shared with other purchases,
 * exclusive against the date's close) until commit, so a close of that date waits for it and sees
 * it. A date closed meanwhile cannot take the purchase: the clock has then passed it and the next
 * date is claimed. With `at` (the simulator's clock) the day is that instant's, and a closed day
 * is refused.
 */
export async function claimBusinessDate(tx: Executor, at?: Date): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const instant = at ? sql`${at.toISOString()}::timestamptz` : sql`clock_timestamp()`;
    const { rows } = await tx.execute<{ day: string }>(sql`
      SELECT day::text AS day FROM (
        SELECT ((${instant}) AT TIME ZONE ${businessTimeZone()})::date AS day) d,
      LATERAL pg_advisory_xact_lock_shared(${DATE_LOCK}, d.day ${dayNumber})`);
    const day = rows[0].day;
    // A new statement, hence a snapshot taken after the lock was granted.
    const closed = await tx.execute(
      sql`SELECT 1 FROM bonus_closes WHERE business_date = ${day}::date`,
    );
    if (closed.rows.length === 0) return day;
    if (at || attempt > 2) throw new AppError('INVALID_STATE');
  }
}
