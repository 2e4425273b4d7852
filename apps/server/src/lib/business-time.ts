/**
 * The business calendar (BUSINESS_RULES §5: a day is a calendar day in one time zone, by default
 * Asia/Kuala_Lumpur). The zone comes from configuration (`TZ_BUSINESS`): `loadConfig` sets it
 * for the process, and every business date — a purchase's, an order number's, the close's, a
 * report's — reads it here, in JavaScript or as a SQL parameter. The wall-clock arithmetic is
 * the one the web app uses too (packages/shared/src/business-time.ts).
 */
import {
  DEFAULT_BUSINESS_TIME_ZONE,
  dateInZone,
  dateTimeInZone,
  isTimeZone,
  midnightInZone,
} from '@rangkai/shared';

export { DEFAULT_BUSINESS_TIME_ZONE };

let zone = DEFAULT_BUSINESS_TIME_ZONE;

/** Sets the business time zone of the process (an IANA name, checked by the configuration). */
export function setBusinessTimeZone(timeZone: string): void {
  if (!isTimeZone(timeZone)) throw new RangeError(`Invalid time zone specified: ${timeZone}`);
  zone = timeZone;
}

/** The business time zone (IANA name), e.g. for `AT TIME ZONE ${businessTimeZone()}` in SQL. */
export function businessTimeZone(): string {
  return zone;
}

/** The business date (YYYY-MM-DD) of an instant. */
export function businessDate(now: Date = new Date()): string {
  return dateInZone(zone, now.getTime());
}

/** The instant a business date (YYYY-MM-DD) starts: midnight in the business zone. */
export function businessMidnight(date: string): Date {
  return midnightInZone(zone, date);
}

/** An instant as the business zone's wall clock, `YYYY-MM-DD HH:mm:ss` (exports, reports). */
export function businessDateTime(instant: Date): string {
  return dateTimeInZone(zone, instant.getTime());
}
