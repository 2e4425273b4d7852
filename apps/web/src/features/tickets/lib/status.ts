import type { TicketStatus } from '@rangkai/shared';

/** Badge colour of each ticket state (spec §4): waiting, answered, done. */
export const ticketStatusColors: Record<TicketStatus, string> = {
  pending: 'yellow',
  replied: 'blue',
  closed: 'gray',
};

/** The `id` search parameter of /web/general/ticketDetails: a positive whole number, else 0. */
export function ticketIdParam(params: URLSearchParams): number {
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? id : 0;
}
