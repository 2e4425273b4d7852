import dayjs from 'dayjs';

/** A timestamp from the API in the reader's local time, e.g. "2026-11-22 14:05". */
export function formatDateTime(iso: string): string {
  return dayjs(iso).format('YYYY-MM-DD HH:mm');
}
