import { eq, sql } from 'drizzle-orm';
import { type Db, inTransaction } from '../../db/client.js';
import { tickets } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { staffActor, type TicketAuthor } from './ticket-author.js';
import { ticketDetails } from './ticket-details.js';
import { ticketTransitions } from './transitions.js';

/** Staff close an open ticket (audited). */
export async function closeTicket(
  db: Db,
  input: { ticketId: number; author: Extract<TicketAuthor, { type: 'staff' }>; ip: string },
) {
  await inTransaction(db, async (tx) => {
    const [row] = await tx
      .select()
      .from(tickets)
      .where(eq(tickets.id, input.ticketId))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND');
    if (!ticketTransitions[row.status].includes('closed'))
      throw new AppError('INVALID_STATE', { status: row.status });
    await tx
      .update(tickets)
      .set({ status: 'closed', updatedAt: sql`now()` })
      .where(eq(tickets.id, row.id));
    await writeAudit(tx, {
      actor: staffActor(input.author),
      action: 'ticket.close',
      targetType: 'ticket',
      targetId: row.id,
      before: { status: row.status },
      after: { status: 'closed' },
      ip: input.ip,
    });
  });
  return ticketDetails(db, input.ticketId, 'staff');
}
