import { type AdminTicket, PAGE_SIZE, type TicketStatus } from '@rangkai/shared';
import { asc, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { members, tickets } from '../../db/schema/index.js';
import { pageOf, pageOffset } from '../../lib/pagination.js';
import { messageCount, toSummary } from './ticket-summary.js';

/** The staff inbox by status: waiting longest first while pending, latest first otherwise. */
export async function staffTickets(db: Executor, query: { status: TicketStatus; page: number }) {
  const where = eq(tickets.status, query.status);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({
        t: tickets,
        messages: messageCount,
        username: members.username,
        code: members.memberCode,
      })
      .from(tickets)
      .innerJoin(members, eq(members.id, tickets.memberId))
      .where(where)
      .orderBy(
        query.status === 'pending' ? asc(tickets.updatedAt) : desc(tickets.updatedAt),
        asc(tickets.id),
      )
      .limit(PAGE_SIZE)
      .offset(pageOffset(query.page)),
    db.select({ n: count() }).from(tickets).where(where),
  ]);
  return pageOf(
    rows.map(
      (r): AdminTicket => ({
        ...toSummary(r.t, Number(r.messages)),
        member: { id: r.t.memberId, username: r.username, member_code: r.code },
      }),
    ),
    query.page,
    n,
  );
}
