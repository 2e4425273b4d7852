import type { TicketSummary } from '@rangkai/shared';
import { sql } from 'drizzle-orm';
import type { tickets } from '../../db/schema/index.js';

export type TicketRow = typeof tickets.$inferSelect;

export function toSummary(row: TicketRow, messages: number): TicketSummary {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    messages,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The number of messages of `tickets`, as a column. */
export const messageCount = sql<number>`(SELECT count(*)::int FROM ticket_messages tm WHERE tm.ticket_id = "tickets"."id")`;
