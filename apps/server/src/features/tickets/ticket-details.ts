import type { AdminTicket, TicketDetails, TicketMessage } from '@rangkai/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { admins, members, ticketMessages, tickets } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { toSummary } from './ticket-summary.js';

const attachmentPath = (base: string, messageId: number, n: number) => `${base}/${messageId}/${n}`;
export const MEMBER_ATTACHMENTS = '/api/ticket/attachment';
export const STAFF_ATTACHMENTS = '/api/admin/tickets/attachment';

async function conversation(db: Executor, ticketId: number, base: string) {
  const rows = await db
    .select({ m: ticketMessages, admin: admins.username, member: members.username })
    .from(ticketMessages)
    .innerJoin(tickets, eq(tickets.id, ticketMessages.ticketId))
    .innerJoin(members, eq(members.id, tickets.memberId))
    .leftJoin(admins, eq(admins.id, ticketMessages.adminId))
    .where(eq(ticketMessages.ticketId, ticketId))
    .orderBy(asc(ticketMessages.id));
  return rows.map(
    (r): TicketMessage => ({
      id: r.m.id,
      author: r.m.authorType,
      author_name: r.m.authorType === 'staff' ? (r.admin ?? 'support') : r.member,
      body: r.m.body,
      attachments: r.m.attachments.map((_, n) => attachmentPath(base, r.m.id, n)),
      created_at: r.m.createdAt.toISOString(),
    }),
  );
}

/** A ticket with its conversation: the member's own (NOT_FOUND otherwise), or any for staff. */
export async function ticketDetails(
  db: Executor,
  ticketId: number,
  viewer: { memberId: number } | 'staff',
): Promise<TicketDetails & { member: AdminTicket['member'] }> {
  const [row] = await db
    .select({ t: tickets, username: members.username, code: members.memberCode })
    .from(tickets)
    .innerJoin(members, eq(members.id, tickets.memberId))
    .where(
      viewer === 'staff'
        ? eq(tickets.id, ticketId)
        : and(eq(tickets.id, ticketId), eq(tickets.memberId, viewer.memberId)),
    );
  if (!row) throw new AppError('NOT_FOUND');
  const messages = await conversation(
    db,
    ticketId,
    viewer === 'staff' ? STAFF_ATTACHMENTS : MEMBER_ATTACHMENTS,
  );
  return {
    ...toSummary(row.t, messages.length),
    member: { id: row.t.memberId, username: row.username, member_code: row.code },
    conversation: messages,
  };
}
