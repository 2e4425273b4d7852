import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { ticketMessages, tickets } from '../../db/schema/index.js';

type MessageRow = typeof ticketMessages.$inferSelect;

/** Storage key of an attachment: of the member's own ticket, or any for staff. */
export async function attachmentKey(
  db: Executor,
  input: { messageId: number; index: number; memberId?: number },
) {
  const [row] = await db
    .select({ attachments: ticketMessages.attachments })
    .from(ticketMessages)
    .innerJoin(tickets, eq(tickets.id, ticketMessages.ticketId))
    .where(
      input.memberId === undefined
        ? eq(ticketMessages.id, input.messageId)
        : and(eq(ticketMessages.id, input.messageId), eq(tickets.memberId, input.memberId)),
    );
  return (
    (row as { attachments: MessageRow['attachments'] } | undefined)?.attachments[input.index] ??
    null
  );
}
