import { type TicketStatus, ticketStatuses } from '@rangkai/shared';

/** Badge colour of each ticket state (spec §4). */
export const adminTicketColors: Record<TicketStatus, string> = {
  pending: 'yellow',
  replied: 'blue',
  closed: 'gray',
};

/** The `status` search parameter (pending, the queue, when missing or unknown). */
export function statusParam(params: URLSearchParams): TicketStatus {
  const value = params.get('status');
  return (ticketStatuses as readonly string[]).includes(value ?? '')
    ? (value as TicketStatus)
    : 'pending';
}

/** How long ago `iso` was, as a value and unit for `Intl.RelativeTimeFormat` (minutes up). */
export function age(
  iso: string,
  now: number = Date.now(),
): { value: number; unit: 'minute' | 'hour' | 'day' } {
  const minutes = Math.max(0, Math.floor((now - new Date(iso).getTime()) / 60_000));
  if (minutes < 60) return { value: minutes, unit: 'minute' };
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return { value: hours, unit: 'hour' };
  return { value: Math.floor(hours / 24), unit: 'day' };
}

/** "3 hours ago" in the reader's language. */
export function ageLabel(iso: string, language: string, now?: number): string {
  const { value, unit } = age(iso, now);
  return new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(-value, unit);
}
