import { PAGE_SIZE } from '@rangkai/shared';
import { count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { tickets } from '../../db/schema/index.js';
import { pageOf, pageOffset } from '../../lib/pagination.js';
import { messageCount, toSummary } from './ticket-summary.js';

/** The member's tickets, latest activity first. */
export async function memberTickets(db: Executor, memberId: number, page: number) {
  const mine = eq(tickets.memberId, memberId);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ t: tickets, messages: messageCount })
      .from(tickets)
      .where(mine)
      .orderBy(desc(tickets.updatedAt), desc(tickets.id))
      .limit(PAGE_SIZE)
      .offset(pageOffset(page)),
    db.select({ n: count() }).from(tickets).where(mine),
  ]);
  return pageOf(
    rows.map((r) => toSummary(r.t, Number(r.messages))),
    page,
    n,
  );
}
