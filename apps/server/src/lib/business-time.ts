/**
 * The business calendar (BUSINESS_RULES §5: a day is a calendar day in one time zone, by default
 * Asia/Kuala_Lumpur). The zone comes from configuration (`TZ_BUSINESS`): `loadConfig` sets it
 * for the process, and every business date — a purchase's, an order number's, the close's, a
 * report's — reads it here, in JavaScript or as a SQL parameter.
 */
export const DEFAULT_BUSINESS_TIME_ZONE = 'Asia/Kuala_Lumpur';

const formatFor = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });

let zone = DEFAULT_BUSINESS_TIME_ZONE;
let dateFormat = formatFor(zone);

/** Sets the business time zone of the process (an IANA name, checked by the configuration). */
export function setBusinessTimeZone(timeZone: string): void {
  dateFormat = formatFor(timeZone);
  zone = timeZone;
}

/** The business time zone (IANA name), e.g. for `AT TIME ZONE ${businessTimeZone()}` in SQL. */
export function businessTimeZone(): string {
  return zone;
}

/** The business date (YYYY-MM-DD) of an instant. */
export function businessDate(now: Date = new Date()): string {
  return dateFormat.format(now);
}

const offsetFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });

/** How far the business zone's wall clock is ahead of UTC at `instant` (ms). */
function zoneOffset(instant: number): number {
  const parts = Object.fromEntries(
    offsetFormat(zone)
      .formatToParts(new Date(instant))
      .map((p) => [p.type, Number(p.value)]),
  );
  const wall = Date.UTC(
    parts.year,
    parts.month - 1,
    parts.day,
    parts.hour,
    parts.minute,
    parts.second,
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant a business date (YYYY-MM-DD) starts: midnight in the business zone. */
export function businessMidnight(date: string): Date {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  let instant = utcMidnight - zoneOffset(utcMidnight);
  // Once more, for a date whose offset differs from the guess's (daylight saving).
  instant = utcMidnight - zoneOffset(instant);
  return new Date(instant);
}

let wallClock: { zone: string; format: Intl.DateTimeFormat } | null = null;

/** An instant as the business zone's wall clock, `YYYY-MM-DD HH:mm:ss` (exports, reports). */
export function businessDateTime(instant: Date): string {
  if (wallClock?.zone !== zone) {
    wallClock = {
      zone,
      format: new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      }),
    };
  }
  const p = Object.fromEntries(
    wallClock.format.formatToParts(instant).map((part) => [part.type, part.value]),
  );
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}
