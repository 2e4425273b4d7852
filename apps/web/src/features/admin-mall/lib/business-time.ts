/**
 * Times and days of the back-office in the business time zone (Asia/Kuala_Lumpur, UTC+8 all
 * year, no daylight saving); the server takes ISO times with an offset.
 */
const OFFSET_MS = 8 * 60 * 60 * 1000;
const LOCAL = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(:\d{2})?$/;

/** `2026-11-26T10:30:00.000Z` → `2026-11-26T18:30` (a `datetime-local` value); '' for none. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return new Date(time + OFFSET_MS).toISOString().slice(0, 16);
}

/** `2026-11-26T18:30` → `2026-11-26T18:30:00+08:00`; '' when empty or not a time. */
export function fromLocalInput(value: string): string {
  const match = LOCAL.exec(value.trim());
  return match ? `${match[1]}${match[2] ?? ':00'}+08:00` : '';
}

/** The business day of `now` (YYYY-MM-DD). */
export function businessToday(now: number = Date.now()): string {
  return new Date(now + OFFSET_MS).toISOString().slice(0, 10);
}

/** This month so far in the business time zone: its first day to today. */
export function thisMonth(now: number = Date.now()): { from: string; to: string } {
  const today = businessToday(now);
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/** Whether `value` is a real calendar day written YYYY-MM-DD. */
export function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}
