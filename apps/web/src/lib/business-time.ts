/**
 * The business time zone (TZ_BUSINESS, BUSINESS_RULES §5) in the web app: timestamps are shown
 * in it, business days are counted in it, and the back-office's `datetime-local` inputs are typed
 * in it. The server writes the zone into index.html (`<meta name="rangkai-business-tz">`); without
 * the tag (the dev server, unit tests) it is Asia/Kuala_Lumpur, the configuration's default.
 */
import {
  DEFAULT_BUSINESS_TIME_ZONE,
  dateInZone,
  instantOfWallClock,
  isTimeZone,
  wallClockOf,
  zoneOffset,
} from '@rangkai/shared';

export { DEFAULT_BUSINESS_TIME_ZONE };
export const BUSINESS_TZ_META = 'rangkai-business-tz';

const MINUTE = 60_000;
const LOCAL = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(:\d{2})?$/;

let zone = DEFAULT_BUSINESS_TIME_ZONE;

/** Sets the business time zone (an IANA name); an unknown name leaves the default. */
export function setBusinessTimeZone(timeZone: string): void {
  zone =
    timeZone === DEFAULT_BUSINESS_TIME_ZONE || isTimeZone(timeZone)
      ? timeZone
      : DEFAULT_BUSINESS_TIME_ZONE;
}

/** The business time zone (IANA name). */
export function businessTimeZone(): string {
  return zone;
}

/** The zone the server put in the page, if any. */
export function zoneFromPage(doc: Pick<Document, 'querySelector'> | undefined): string | null {
  const content = doc?.querySelector(`meta[name="${BUSINESS_TZ_META}"]`)?.getAttribute('content');
  return content?.trim() || null;
}

setBusinessTimeZone(
  zoneFromPage(typeof document === 'undefined' ? undefined : document) ??
    DEFAULT_BUSINESS_TIME_ZONE,
);

// The wall-clock arithmetic (offsets, daylight saving) is the server's too: packages/shared.
const offsetAt = (instant: number) => zoneOffset(zone, instant);
const wallOf = (instant: number) => wallClockOf(zone, instant);

const pad = (n: number) => String(Math.abs(n)).padStart(2, '0');

/** `+08:00`, `-04:00`, `+05:45`; null for an offset of seconds (old local mean times). */
function offsetText(offset: number): string | null {
  if (offset % MINUTE !== 0) return null;
  const minutes = Math.abs(offset / MINUTE);
  return `${offset < 0 ? '-' : '+'}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** `2026-11-26T10:30:00.000Z` → `2026-11-26T18:30` (a `datetime-local` value); '' for none. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return new Date(wallOf(time)).toISOString().slice(0, 16);
}

/**
 * `2026-11-26T18:30` typed in the business zone → `2026-11-26T18:30:00+08:00` (the zone's offset
 * at that time, daylight saving included; UTC `Z` for an offset of seconds); '' when empty or
 * not a time. The server takes either (ISO with an offset).
 */
export function fromLocalInput(value: string): string {
  const match = LOCAL.exec(value.trim());
  if (!match) return '';
  const wall = Date.parse(`${match[1]}${match[2] ?? ':00'}Z`);
  if (Number.isNaN(wall)) return '';
  const instant = instantOfWallClock(zone, wall);
  const offset = offsetAt(instant);
  const text = offsetText(offset);
  if (text === null) return new Date(instant).toISOString();
  return `${new Date(instant + offset).toISOString().slice(0, 19)}${text}`;
}

/** Now, to the minute, as a `datetime-local` input shows it (a new article's publish time). */
export function nowLocalInput(now: number = Date.now()): string {
  return toLocalInput(new Date(Math.floor(now / MINUTE) * MINUTE).toISOString());
}

/** The business day of `now` (YYYY-MM-DD). */
export function businessToday(now: number = Date.now()): string {
  return dateInZone(zone, now);
}

/** `date` (YYYY-MM-DD) moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Tomorrow in the business time zone: the first night a member can check in (BUSINESS_RULES §14). */
export function businessTomorrow(now: number = Date.now()): string {
  return addDays(businessToday(now), 1);
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

/**
 * The zone as the back-office's hints name it: its IANA name with its UTC offset now, e.g.
 * `Asia/Kuala_Lumpur (UTC+8)`, `Asia/Kathmandu (UTC+5:45)`, `America/New_York (UTC-4)` in summer;
 * `UTC` for UTC itself.
 */
export function businessZoneLabel(now: number = Date.now()): string {
  const minutes = Math.round(offsetAt(now) / MINUTE);
  if (minutes === 0 && /^(Etc\/)?(UTC|GMT|Universal|Zulu)$/.test(zone)) return 'UTC';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  const sign = minutes < 0 ? '-' : '+';
  const offset = minutes === 0 ? '' : `${sign}${hours}${rest ? `:${pad(rest)}` : ''}`;
  return `${zone} (UTC${offset})`;
}
