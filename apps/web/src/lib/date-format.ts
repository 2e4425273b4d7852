/** Business day and timestamps of the back-office (BUSINESS_RULES §5). */
export const BUSINESS_TIME_ZONE = 'Asia/Kuala_Lumpur';

/** Timestamps in the business time zone (Asia/Kuala_Lumpur), in the reader's language. */
export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    timeZone: BUSINESS_TIME_ZONE,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}

export function formatDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    timeZone: BUSINESS_TIME_ZONE,
    dateStyle: 'medium',
  }).format(new Date(iso));
}

/** "2026-11-22" → "22/11" style short label, without time-zone shifts. */
export function shortDay(date: string): string {
  const [, month, day] = date.split('-');
  return `${day}/${month}`;
}
