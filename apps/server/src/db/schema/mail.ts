import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The mail outbox (migration 0021): every e-mail is written here in the transaction of the event
 * that causes it and sent by the mail worker of whichever server instance claims it first.
 * A claimed row's `next_attempt_at` is the end of its lease; after a failure, the next try.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What the mail is: `code` (an e-mail code), `notice`, `welcome`. */
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** A newer row with the same key makes this one pointless (a newer code for the same target). */
    supersedeKey: text('supersede_key'),
    /** Not sent after this (a code's validity). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    state: text('state').$type<'pending' | 'sent' | 'dropped'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedBy: text('claimed_by'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check('mail_outbox_state', sql`${t.state} IN ('pending', 'sent', 'dropped')`),
    index('mail_outbox_due').on(t.nextAttemptAt, t.id).where(sql`${t.state} = 'pending'`),
    index('mail_outbox_supersede')
      .on(t.supersedeKey, t.id)
      .where(sql`${t.supersedeKey} IS NOT NULL`),
    index('mail_outbox_finished').on(t.finishedAt).where(sql`${t.state} <> 'pending'`),
  ],
);
