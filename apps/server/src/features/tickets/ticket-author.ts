import type { AuditActor } from '../../lib/audit.js';

/** Who writes: the ticket's member, or staff (support or admin). */
export type TicketAuthor =
  | { type: 'member'; memberId: number }
  | { type: 'staff'; adminId: number; username: string };

export const staffActor = (author: Extract<TicketAuthor, { type: 'staff' }>): AuditActor => ({
  type: 'admin',
  adminId: author.adminId,
  username: author.username,
});
