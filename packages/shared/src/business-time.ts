/**
 * Wall-clock arithmetic in an IANA time zone (BUSINESS_RULES §5: a business day is a calendar day
 * in one zone), written once for the server's business calendar (apps/server/src/lib/business-time.ts)
 * and the web's (apps/web/src/lib/business-time.ts). Pure: each side keeps its own business zone
 * and passes it in.
 */
export const DEFAULT_BUSINESS_TIME_ZONE = 'Asia/Kuala_Lumpur';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

// One formatter per zone, made on first use: an Intl formatter costs milliseconds to build, and
// the first screen of a phone's load rarely needs one (a profile of the member home found three
// built at start).
const formats = new Map<string, Intl.DateTimeFormat>();
function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** Whether `name` is a time zone this runtime knows (an IANA name). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** How far `timeZone`'s wall clock is ahead of UTC at `instant` (ms, whole seconds). */
export function zoneOffset(timeZone: string, instant: number): number {
  const parts: Record<string, number> = {};
  for (const part of wallClockFormat(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wall = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The wall-clock time of `instant` in `timeZone`, as if it were UTC (ms). */
export function wallClockOf(timeZone: string, instant: number): number {
  return instant + zoneOffset(timeZone, instant);
}

/**
 * The instant `timeZone`'s wall clock shows `wall` (ms, read as UTC). Tried with the offsets a day
 * before and after (a zone changes its offset at most once in between): a time shown twice (the
 * autumn hour) is its first showing; a time skipped (the spring hour) moves on by the gap, e.g.
 * 02:30 on the day Berlin skips 02:00–03:00 is 03:30.
 */
export function instantOfWallClock(timeZone: string, wall: number): number {
  const before = zoneOffset(timeZone, wall - DAY);
  const candidates = [before, zoneOffset(timeZone, wall + DAY)]
    .map((offset) => wall - offset)
    .filter((instant) => wallClockOf(timeZone, instant) === wall);
  return candidates.length ? Math.min(...candidates) : wall - before;
}

/** The calendar date (YYYY-MM-DD) of `instant` in `timeZone`. */
export function dateInZone(timeZone: string, instant: number): string {
  return new Date(wallClockOf(timeZone, instant)).toISOString().slice(0, 10);
}

/** `instant` as `timeZone`'s wall clock, `YYYY-MM-DD HH:mm:ss`. */
export function dateTimeInZone(timeZone: string, instant: number): string {
  const wall = new Date(wallClockOf(timeZone, instant)).toISOString();
  return `${wall.slice(0, 10)} ${wall.slice(11, 19)}`;
}

/** The instant a date (YYYY-MM-DD) starts in `timeZone`: its first moment on the wall clock. */
export function midnightInZone(timeZone: string, date: string): Date {
  return new Date(instantOfWallClock(timeZone, Date.parse(`${date}T00:00:00Z`)));
}
