import { fieldError } from '../../lib/app-error.js';

/**
 * Nights and deadlines of a hotel stay (BUSINESS_RULES §14), as calendar dates `YYYY-MM-DD` of the
 * business time zone: pure functions, the caller passes today's business date.
 */

export const MAX_NIGHTS = 30;

const DAY_MS = 86_400_000;
const toDay = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const fromDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** A date moved by whole days. */
export function addDays(date: string, days: number): string {
  return fromDay(toDay(date) + days);
}

/** The nights a stay holds: `check_in` … `check_out − 1` (none when check-out is not after). */
export function nightsOf(checkIn: string, checkOut: string): string[] {
  const nights: string[] = [];
  for (let d = toDay(checkIn); d < toDay(checkOut); d++) nights.push(fromDay(d));
  return nights;
}

/**
 * Refuses a stay that cannot be booked: check-in before tomorrow (`today` is the business date),
 * check-out not after check-in, more than 30 nights. Returns its nights.
 */
export function checkStay(checkIn: string, checkOut: string, today: string): string[] {
  if (toDay(checkIn) <= toDay(today)) throw fieldError('INVALID_STAY_DATES', 'check_in');
  const nights = nightsOf(checkIn, checkOut);
  if (nights.length < 1 || nights.length > MAX_NIGHTS)
    throw fieldError('INVALID_STAY_DATES', 'check_out');
  return nights;
}

/** The last business date a member may cancel free of charge: check-in − `free_cancel_days`. */
export function freeCancelUntil(checkIn: string, freeCancelDays: number): string {
  return addDays(checkIn, -freeCancelDays);
}

/** Whether a member may still cancel on `today`: while today ≤ check-in − `free_cancel_days`. */
export function canCancelOn(today: string, checkIn: string, freeCancelDays: number): boolean {
  return toDay(today) <= toDay(freeCancelUntil(checkIn, freeCancelDays));
}
