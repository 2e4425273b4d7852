/** Timestamps and business days in the business time zone (TZ_BUSINESS, BUSINESS_RULES §5). */
import { businessTimeZone } from './business-time';

const STYLES = {
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  date: { dateStyle: 'medium' },
  time: { hour: '2-digit', minute: '2-digit' },
  shortDay: { day: 'numeric', month: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/**
 * One formatter per style, language and zone: creating an `Intl.DateTimeFormat` costs far more
 * than formatting with it (time-zone and locale data), and a record list formats every row.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(style: keyof typeof STYLES, language: string, timeZone: string) {
  const key = `${style}\0${language}\0${timeZone}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(language, { ...STYLES[style], timeZone });
    formatters.set(key, found);
  }
  return found;
}

/** Timestamps in the business time zone (TZ_BUSINESS), in the reader's language. */
export function formatDateTime(iso: string, language: string): string {
  return formatter('dateTime', language, businessTimeZone()).format(new Date(iso));
}

/** A timestamp's day in the business time zone, in the reader's language. */
export function formatDate(iso: string, language: string): string {
  return formatter('date', language, businessTimeZone()).format(new Date(iso));
}

/** A time of day (hours and minutes) in the business time zone, in the reader's language. */
export function formatTime(iso: string, language: string): string {
  return formatter('time', language, businessTimeZone()).format(new Date(iso));
}

/**
 * A business date ("2026-11-22", already a day in the business zone) in the reader's language,
 * read as that calendar day in any zone ("short": day and month only, for chart axes); anything
 * else as it is.
 */
export function formatDay(date: string, language: string, style: 'medium' | 'short' = 'medium') {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  return formatter(style === 'short' ? 'shortDay' : 'date', language, 'UTC').format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** "2026-11-22" → "22/11" style short label, without time-zone shifts. */
export function shortDay(date: string): string {
  const [, month, day] = date.split('-');
  return `${day}/${month}`;
}
