/** Business day and timestamps of the back-office (BUSINESS_RULES §5). */
export const BUSINESS_TIME_ZONE = 'Asia/Kuala_Lumpur';

/**
 * One formatter per language and style: creating an `Intl.DateTimeFormat` costs far more than
 * formatting with it (time-zone and locale data), and a record list formats every row.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(language: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${language}\0${withTime}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(language, {
      timeZone: BUSINESS_TIME_ZONE,
      dateStyle: 'medium',
      ...(withTime ? { timeStyle: 'short' as const } : {}),
    });
    formatters.set(key, found);
  }
  return found;
}

/** Timestamps in the business time zone (Asia/Kuala_Lumpur), in the reader's language. */
export function formatDateTime(iso: string, language: string): string {
  return formatter(language, true).format(new Date(iso));
}

export function formatDate(iso: string, language: string): string {
  return formatter(language, false).format(new Date(iso));
}

/** "2026-11-22" → "22/11" style short label, without time-zone shifts. */
export function shortDay(date: string): string {
  const [, month, day] = date.split('-');
  return `${day}/${month}`;
}
