import type { Db } from '../../db/client.js';
import type { Storage } from '../../lib/storage.js';
import type { MessageInput } from './parse-message-form.js';
import type { TicketAuthor } from './ticket-author.js';
import { ticketDetails } from './ticket-details.js';
import { writeMessage } from './write-message.js';

/** A member's follow-up or a staff reply on an existing ticket. */
export async function replyTicket(
  db: Db,
  storage: Storage,
  input: { ticketId: number; author: TicketAuthor; message: MessageInput; ip: string },
) {
  const written = await writeMessage(
    db,
    storage,
    input.message,
    input.author,
    { ticketId: input.ticketId },
    input.ip,
  );
  return {
    written,
    details: await ticketDetails(
      db,
      input.ticketId,
      input.author.type === 'staff' ? 'staff' : { memberId: input.author.memberId },
    ),
  };
}
