import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const admins = pgTable('admins', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  role: text('role', { enum: ['admin', 'support'] }).notNull(),
  status: text('status', { enum: ['active', 'suspended'] })
    .notNull()
    .default('active'),
  /** Generated at first start (no ADMIN_PASSWORD) and not yet changed: the go-live checklist asks. */
  passwordGenerated: boolean('password_generated').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Opaque bearer tokens; only a SHA-256 of the token is stored. */
export const tokens = pgTable(
  'tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    subjectType: text('subject_type', { enum: ['member', 'admin'] }).notNull(),
    subjectId: integer('subject_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * The session's remembered security-password check, shared by every server process: an HMAC
     * of the secret keyed by the raw bearer token (which the database never holds), the stored
     * hash it verified against, and when.
     */
    secCheckedTag: text('sec_checked_tag'),
    secCheckedHash: text('sec_checked_hash'),
    secCheckedAt: timestamp('sec_checked_at', { withTimezone: true }),
  },
  (t) => [index('tokens_subject').on(t.subjectType, t.subjectId)],
);
