import type { Db } from '../../db/client.js';
import type { Storage } from '../../lib/storage.js';
import type { MessageInput } from './parse-message-form.js';
import { ticketDetails } from './ticket-details.js';
import { writeMessage } from './write-message.js';

/** A member's new ticket with its first message. */
export async function createTicket(
  db: Db,
  storage: Storage,
  input: { memberId: number; message: MessageInput; ip: string },
) {
  const { ticketId } = await writeMessage(
    db,
    storage,
    input.message,
    { type: 'member', memberId: input.memberId },
    { newTicketOf: input.memberId },
    input.ip,
  );
  return ticketDetails(db, ticketId, { memberId: input.memberId });
}
