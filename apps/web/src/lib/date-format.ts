/** Timestamps and business days in the business time zone (TZ_BUSINESS, BUSINESS_RULES §5). */
import { businessTimeZone } from './business-time';

/**
 * One formatter per language and style: creating an `Intl.DateTimeFormat` costs far more than
 * formatting with it (time-zone and locale data), and a record list formats every row.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(language: string, withTime: boolean): Intl.DateTimeFormat {
  const timeZone = businessTimeZone();
  const key = `${timeZone}\0${language}\0${withTime}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(language, {
      timeZone,
      dateStyle: 'medium',
      ...(withTime ? { timeStyle: 'short' as const } : {}),
    });
    formatters.set(key, found);
  }
  return found;
}

/** Timestamps in the business time zone (TZ_BUSINESS), in the reader's language. */
export function formatDateTime(iso: string, language: string): string {
  return formatter(language, true).format(new Date(iso));
}

/** A time of day (hours and minutes) in the business time zone, in the reader's language. */
export function formatTime(iso: string, language: string): string {
  const timeZone = businessTimeZone();
  const key = `time\0${timeZone}\0${language}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(language, { timeZone, hour: '2-digit', minute: '2-digit' });
    formatters.set(key, found);
  }
  return found.format(new Date(iso));
}

export function formatDate(iso: string, language: string): string {
  return formatter(language, false).format(new Date(iso));
}

/**
 * A business date ("2026-11-22", already a day in the business zone) in the reader's language,
 * read as that calendar day in any zone; anything else as it is.
 */
export function formatDay(date: string, language: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  const key = `day\0${language}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(language, { timeZone: 'UTC', dateStyle: 'medium' });
    formatters.set(key, found);
  }
  return found.format(new Date(`${date}T00:00:00Z`));
}

/** "2026-11-22" → "22/11" style short label, without time-zone shifts. */
export function shortDay(date: string): string {
  const [, month, day] = date.split('-');
  return `${day}/${month}`;
}
