import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './members.js';

/**
 * What members are told (transfers in, bonuses, decisions on their deposits, KYC and withdrawals,
 * shipped orders, operators' messages). The text is rendered by the client per language from
 * `type` and `params`; an operator's message has its own title and body. `dedupe_key` names the
 * event, so telling a member twice about it (a replayed request, a retried close) writes nothing.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    type: text('type').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    title: text('title'),
    body: text('body'),
    dedupeKey: text('dedupe_key'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_member').on(t.memberId, t.id),
    index('notifications_unread').on(t.memberId).where(sql`${t.readAt} IS NULL`),
    uniqueIndex('notifications_dedupe').on(t.dedupeKey),
  ],
);
