import type { TicketStatus } from '@rangkai/shared';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, inTransaction, type Tx } from '../../db/client.js';
import { ticketMessages, tickets } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import type { Storage } from '../../lib/storage.js';
import { mailNotice, notify } from '../notifications/index.js';
import type { MessageInput } from './parse-message-form.js';
import { staffActor, type TicketAuthor } from './ticket-author.js';
import type { TicketRow } from './ticket-summary.js';
import { ticketTransitions } from './transitions.js';

async function saveImages(storage: Storage, images: MessageInput['images']) {
  return Promise.all(images.map((i) => storage.save('tickets', i.bytes, i.type)));
}

/**
 * Writes a message (a new ticket's question, a member's follow-up or a staff reply): images are
 * stored (encrypted) first and removed again if the database refuses the message. A staff reply
 * tells the member (notification and e-mail, in the same transaction).
 */
export async function writeMessage(
  db: Db,
  storage: Storage,
  input: MessageInput,
  author: TicketAuthor,
  target: { ticketId: number } | { newTicketOf: number },
  ip: string,
) {
  const keys = await saveImages(storage, input.images);
  try {
    return await inTransaction(db, async (tx) => {
      const ticket = await openTicket(tx, author, target, input.title);
      const next: TicketStatus = author.type === 'staff' ? 'replied' : 'pending';
      if (!ticketTransitions[ticket.status].includes(next))
        throw new AppError('INVALID_STATE', { status: ticket.status });
      const [message] = await tx
        .insert(ticketMessages)
        .values({
          ticketId: ticket.id,
          authorType: author.type,
          adminId: author.type === 'staff' ? author.adminId : null,
          body: input.body,
          attachments: keys,
        })
        .returning();
      await tx
        .update(tickets)
        .set({ status: next, updatedAt: sql`now()` })
        .where(eq(tickets.id, ticket.id));
      if (author.type === 'staff') {
        await notify(tx, {
          memberId: ticket.memberId,
          type: 'ticket_replied',
          params: { ticket_id: String(ticket.id), title: ticket.title },
          dedupeKey: `ticket-reply:${message.id}`,
        });
        await mailNotice(tx, ticket.memberId, { kind: 'ticket_replied', title: ticket.title });
        await writeAudit(tx, {
          actor: staffActor(author),
          action: 'ticket.reply',
          targetType: 'ticket',
          targetId: ticket.id,
          before: { status: ticket.status },
          after: { status: next, message_id: message.id, images: keys.length },
          ip,
        });
      }
      return { ticketId: ticket.id, memberId: ticket.memberId, title: ticket.title };
    });
  } catch (err) {
    await Promise.all(keys.map((k) => storage.remove(k)));
    throw err;
  }
}

/** The ticket a message goes to, locked (a new one for a new question); a member's own only. */
async function openTicket(
  tx: Tx,
  author: TicketAuthor,
  target: { ticketId: number } | { newTicketOf: number },
  title: string,
): Promise<TicketRow> {
  if ('newTicketOf' in target) {
    const [created] = await tx
      .insert(tickets)
      .values({ memberId: target.newTicketOf, title })
      .returning();
    return created;
  }
  const [row] = await tx
    .select()
    .from(tickets)
    .where(
      author.type === 'member'
        ? and(eq(tickets.id, target.ticketId), eq(tickets.memberId, author.memberId))
        : eq(tickets.id, target.ticketId),
    )
    .for('update');
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
