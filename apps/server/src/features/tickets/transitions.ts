import type { TicketStatus } from '@rangkai/shared';

/**
 * Which status may follow which (spec §4), declared once: a member's message makes a ticket
 * pending (waiting for staff), a staff reply makes it replied, staff close it; closed is final.
 */
export const ticketTransitions: Record<TicketStatus, readonly TicketStatus[]> = {
  pending: ['pending', 'replied', 'closed'],
  replied: ['pending', 'replied', 'closed'],
  closed: [],
};
