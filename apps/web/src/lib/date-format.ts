/** Timestamps and business days in the business time zone (TZ_BUSINESS, BUSINESS_RULES §5). */
import { businessTimeZone } from './business-time';

/**
 * One formatter per language and options: creating an `Intl.DateTimeFormat` costs far more than
 * formatting with it (time-zone and locale data), and a record list formats every row.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function cached(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}\0${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(language, options);
    formatters.set(key, found);
  }
  return found;
}

/** Options in the business time zone (read on each call: a test may change it). */
const business = (options: Intl.DateTimeFormatOptions) => ({
  timeZone: businessTimeZone(),
  ...options,
});

/** Timestamps in the business time zone (TZ_BUSINESS), in the reader's language. */
export function formatDateTime(iso: string, language: string): string {
  return cached(language, business({ dateStyle: 'medium', timeStyle: 'short' })).format(
    new Date(iso),
  );
}

/** A timestamp's day in the business time zone, in the reader's language. */
export function formatDate(iso: string, language: string): string {
  return cached(language, business({ dateStyle: 'medium' })).format(new Date(iso));
}

/** A time of day (hours and minutes) in the business time zone, in the reader's language. */
export function formatTime(iso: string, language: string): string {
  return cached(language, business({ hour: '2-digit', minute: '2-digit' })).format(new Date(iso));
}

/**
 * A business date ("2026-11-22", already a day in the business zone) in the reader's language,
 * read as that calendar day in any zone ("short": day and month only, for chart axes); anything
 * else as it is.
 */
export function formatDay(date: string, language: string, style: 'medium' | 'short' = 'medium') {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  const options: Intl.DateTimeFormatOptions =
    style === 'short'
      ? { timeZone: 'UTC', day: 'numeric', month: 'short' }
      : { timeZone: 'UTC', dateStyle: 'medium' };
  return cached(language, options).format(new Date(`${date}T00:00:00Z`));
}

/** "2026-11-22" → "22/11" style short label, without time-zone shifts. */
export function shortDay(date: string): string {
  const [, month, day] = date.split('-');
  return `${day}/${month}`;
}
