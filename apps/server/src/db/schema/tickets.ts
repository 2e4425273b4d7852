import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { admins } from './auth.js';
import { members } from './members.js';

/** Support tickets (spec §3 Ticket): a member's question and its conversation with staff. */
export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    title: text('title').notNull(),
    status: text('status', { enum: ['pending', 'replied', 'closed'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tickets_member').on(t.memberId, t.updatedAt),
    index('tickets_status').on(t.status, t.updatedAt),
    check('tickets_status_check', sql`${t.status} IN ('pending', 'replied', 'closed')`),
  ],
);

/**
 * The messages of a ticket, the first being the question. `attachments` holds the storage keys of
 * its images (encrypted files, served only to the ticket's member and to staff).
 */
export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id),
    authorType: text('author_type', { enum: ['member', 'staff'] }).notNull(),
    adminId: integer('admin_id').references(() => admins.id),
    body: text('body').notNull(),
    attachments: jsonb('attachments').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ticket_messages_ticket').on(t.ticketId, t.id)],
);
