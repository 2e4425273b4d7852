import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './members.js';

/**
 * One account per member per wallet (point1–point4, and `debt` for a clawback the wallets could not
 * cover: what the member owes, never above zero, BUSINESS_RULES §13) plus system accounts (`code`
 * set). A member
 * account's balance is a cache of the sum of its journal lines, written in the same transaction
 * by `post_journal` (the database refuses any other writer). A system account keeps no balance
 * row (it stays 0, so no journal locks it): its balance is the sum of its lines.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id').references(() => members.id),
    wallet: text('wallet'),
    code: text('code').unique(),
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [
    uniqueIndex('accounts_member_wallet').on(t.memberId, t.wallet),
    check(
      'accounts_owner',
      sql`(${t.memberId} IS NOT NULL AND ${t.wallet} IN ('point1','point2','point3','point4','debt') AND ${t.code} IS NULL) OR (${t.memberId} IS NULL AND ${t.wallet} IS NULL AND ${t.code} IS NOT NULL)`,
    ),
    check(
      'accounts_member_non_negative',
      sql`${t.memberId} IS NULL OR (${t.wallet} = 'debt' AND ${t.balance} <= 0) OR (${t.wallet} <> 'debt' AND ${t.balance} >= 0)`,
    ),
    // Not on `balance`: a predicate column makes every balance update non-HOT (migration 0026).
    index('accounts_debtors').on(t.memberId).where(sql`${t.wallet} = 'debt'`),
    check('accounts_system_no_balance', sql`${t.memberId} IS NOT NULL OR ${t.balance} = 0`),
  ],
);

export const journals = pgTable(
  'journals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    reference: text('reference'),
    actorType: text('actor_type', { enum: ['member', 'admin', 'system'] }).notNull(),
    actorId: integer('actor_id'),
    /** Shown to the member beside the movement (a transfer's remark, a deposit's reference). */
    memo: text('memo'),
    /** Internal: for operators only (an adjustment's reason). Never sent to members. */
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('journals_type_created').on(t.type, t.createdAt),
    // A business event that must happen once (a deposit, a close's credits for a member and date,
    // a withdrawal, an order) names itself in `reference`: the database refuses a second journal.
    uniqueIndex('journals_type_reference')
      .on(t.type, t.reference)
      .where(sql`${t.reference} IS NOT NULL`),
  ],
);

export const journalLines = pgTable(
  'journal_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // A journal and an account that exist: checked once per INSERT statement by the trigger
    // journal_lines_references (no foreign keys: they ran a query and locked a row per line);
    // journals and accounts are never deleted.
    journalId: bigint('journal_id', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** Member account's balance after this line (running balance); null on system accounts. */
    balanceAfter: bigint('balance_after', { mode: 'bigint' }),
  },
  (t) => [
    index('journal_lines_account').on(t.accountId, t.id),
    index('journal_lines_journal').on(t.journalId),
    check('journal_lines_nonzero', sql`${t.amount} <> 0`),
  ],
);

/** First reply to a money-moving request, keyed by the member and the client's key. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    subjectType: text('subject_type').notNull(),
    subjectId: integer('subject_id').notNull(),
    key: text('key').notNull(),
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: smallint('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subjectType, t.subjectId, t.key] })],
);

export const deposits = pgTable(
  'deposits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    amountSen: bigint('amount_sen', { mode: 'bigint' }).notNull(),
    method: text('method', { enum: ['fpx', 'local'] }).notNull(),
    reference: text('reference'),
    receiptPath: text('receipt_path'),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    reason: text('reason'),
    reviewedBy: integer('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    journalId: bigint('journal_id', { mode: 'number' }).references(() => journals.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('deposits_one_pending').on(t.memberId).where(sql`${t.status} = 'pending'`),
    index('deposits_status').on(t.status, t.id),
    check('deposits_positive', sql`${t.amountSen} > 0`),
  ],
);

/**
 * Fixed-window counters shared by every server process (rate limits, login lockouts): one row per
 * key, counted by one atomic upsert.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset').on(t.resetAt)],
);

/** Secrets shared by every server process, generated once (the login device-cookie key). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  /** Random bytes, base64url. */
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Who acted: an administrator (`admin_id`), a member (`member_id`) or the system. */
    actorType: text('actor_type', { enum: ['admin', 'member', 'system'] })
      .notNull()
      .default('admin'),
    adminId: integer('admin_id'),
    memberId: integer('member_id'),
    /** The actor's username (an admin's or a member's). */
    adminUsername: text('admin_username').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    reason: text('reason'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created').on(t.createdAt),
    index('audit_log_target').on(t.targetType, t.targetId),
  ],
);
