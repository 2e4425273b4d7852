import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';

/** BUSINESS_RULES §13: the cooling-off period is ten working days. */
export const COOLING_OFF_WORKING_DAYS = 10;

/** The statement shown with every purchase and on its receipt (§13). */
export const COOLING_OFF_STATEMENT =
  'THIS CONTRACT IS SUBJECT TO A COOLING-OFF PERIOD OF TEN WORKING DAYS';

/** `YYYY-MM-DD` plus `days` calendar days (dates are calendar days: UTC arithmetic is exact). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Monday to Friday and not a public holiday. */
export function isWorkingDay(date: string, holidays: ReadonlySet<string>): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays.has(date);
}

/**
 * The last day a purchase made on `purchaseDate` (business date) may be cancelled: the tenth
 * working day of the period that commences on the day after the purchase (§13).
 */
export function lastCoolingOffDay(purchaseDate: string, holidays: ReadonlySet<string>): string {
  let date = purchaseDate;
  for (let counted = 0; counted < COOLING_OFF_WORKING_DAYS; ) {
    date = addDays(date, 1);
    if (isWorkingDay(date, holidays)) counted++;
  }
  return date;
}

/**
 * The public holidays that can fall in a period of a purchase made from `from` on (a period spans
 * at most ten working days, so a few weeks; 120 days leaves room for a long run of holidays).
 */
export async function loadHolidays(db: Db | Tx, from: string, to?: string): Promise<Set<string>> {
  const { rows } = await db.execute<{ date: string }>(sql`
    SELECT to_char(date, 'YYYY-MM-DD') AS date FROM public_holidays
    WHERE date > ${from}::date AND date <= ${to ?? addDays(from, 120)}::date`);
  return new Set(rows.map((r) => r.date));
}

/** The last day to cancel a purchase of `purchaseDate`, from the holidays list now. */
export async function coolingOffUntil(db: Db | Tx, purchaseDate: string): Promise<string> {
  return lastCoolingOffDay(purchaseDate, await loadHolidays(db, purchaseDate));
}

/** Last days for many purchase dates with one read of the holidays (record lists). */
export async function coolingOffUntilMany(
  db: Db | Tx,
  purchaseDates: readonly string[],
): Promise<Map<string, string>> {
  const result = new Map<string, string>();
  if (purchaseDates.length === 0) return result;
  const sorted = [...new Set(purchaseDates)].sort();
  const holidays = await loadHolidays(db, sorted[0], addDays(sorted[sorted.length - 1], 120));
  for (const date of sorted) result.set(date, lastCoolingOffDay(date, holidays));
  return result;
}

/**
 * Whether a purchase made on `purchaseDate` may still be cancelled on `today` (business dates):
 * from the purchase day itself up to and including the last day of its period (§13).
 */
export function isWithinCoolingOff(
  purchaseDate: string,
  today: string,
  holidays: ReadonlySet<string>,
): boolean {
  return today >= purchaseDate && today <= lastCoolingOffDay(purchaseDate, holidays);
}
