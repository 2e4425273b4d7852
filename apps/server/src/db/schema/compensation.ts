import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { members } from './members.js';

/**
 * One row per closed business date (BUSINESS_RULES §5.5): written in the close's own transaction,
 * so a date is closed exactly when its row exists — a close that fails leaves no row and no credit.
 * Its credits are then paid in batches (`close_credit_batches`); `finished_at` is stamped by the
 * last. The figures are the payout dashboard's.
 */
export const bonusCloses = pgTable('bonus_closes', {
  businessDate: date('business_date').primaryKey(),
  trigger: text('trigger', { enum: ['scheduler', 'cli', 'admin', 'simulator'] }).notNull(),
  triggeredBy: text('triggered_by'),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
  durationMs: integer('duration_ms').notNull(),
  purchases: integer('purchases').notNull(),
  salesBvSen: bigint('sales_bv_sen', { mode: 'bigint' }).notNull(),
  sponsorSen: bigint('sponsor_sen', { mode: 'bigint' }).notNull(),
  pairingSen: bigint('pairing_sen', { mode: 'bigint' }).notNull(),
  levelSen: bigint('level_sen', { mode: 'bigint' }).notNull(),
  leadershipSen: bigint('leadership_sen', { mode: 'bigint' }).notNull(),
  bonusCount: integer('bonus_count').notNull(),
  membersPaid: integer('members_paid').notNull(),
  matchedBvSen: bigint('matched_bv_sen', { mode: 'bigint' }).notNull(),
  flushedBvSen: bigint('flushed_bv_sen', { mode: 'bigint' }).notNull(),
  /** Σ carries of every member after the close: volume still waiting to be matched. */
  carryLeftSen: bigint('carry_left_sen', { mode: 'bigint' }).notNull(),
  carryRightSen: bigint('carry_right_sen', { mode: 'bigint' }).notNull(),
  rankChanges: integer('rank_changes').notNull(),
  membersTouched: integer('members_touched').notNull(),
});

/**
 * A daily close's credits waiting to be paid (issue 27), written by the close's transaction: each
 * row one `post_journals` call's arguments (one bonus type, accounts resolved, credits split) and
 * its bonus records; one statement pays a row and deletes it, so a close stopped midway resumes at
 * the first row left. `journal_type` NULL: the last row (tell the members, stamp the close
 * finished). Empty at rest.
 */
export const closeCreditBatches = pgTable(
  'close_credit_batches',
  {
    businessDate: date('business_date').notNull(),
    batch: integer('batch').notNull(),
    journalType: text('journal_type'),
    bonusType: text('bonus_type'),
    refs: text('refs').array(),
    lineJournals: integer('line_journals').array(),
    accounts: bigint('accounts', { mode: 'bigint' }).array(),
    amounts: bigint('amounts', { mode: 'bigint' }).array(),
    members: integer('members').array(),
    journals: integer('journals').array(),
    amountSen: bigint('amount_sen', { mode: 'bigint' }).array(),
    point1Sen: bigint('point1_sen', { mode: 'bigint' }).array(),
    point4Sen: bigint('point4_sen', { mode: 'bigint' }).array(),
    sources: integer('sources').array(),
    details: text('details').array(),
  },
  (t) => [primaryKey({ name: 'close_credit_batches_pk', columns: [t.businessDate, t.batch] })],
);

/**
 * A member's placement-leg volumes as of their last close that changed them (§5.2, §6): lifetime
 * left/right BV and the carries. Only members whose legs saw volume have a row, and a close
 * rewrites only the rows its purchases reached.
 */
export const memberVolumes = pgTable(
  'member_volumes',
  {
    /** A member's id (no foreign key: only the close writes it, for members it read; issue 27). */
    memberId: integer('member_id').primaryKey(),
    totalLeftSen: bigint('total_left_sen', { mode: 'bigint' }).notNull(),
    totalRightSen: bigint('total_right_sen', { mode: 'bigint' }).notNull(),
    carryLeftSen: bigint('carry_left_sen', { mode: 'bigint' }).notNull(),
    carryRightSen: bigint('carry_right_sen', { mode: 'bigint' }).notNull(),
    businessDate: date('business_date').notNull(),
  },
  (t) => [
    check(
      'member_volumes_non_negative',
      sql`${t.totalLeftSen} >= 0 AND ${t.totalRightSen} >= 0 AND ${t.carryLeftSen} >= 0 AND ${t.carryRightSen} >= 0 AND ${t.carryLeftSen} <= ${t.totalLeftSen} AND ${t.carryRightSen} <= ${t.totalRightSen}`,
    ),
  ],
);

/** Every rank a member reached, with the figures that earned it (ranks never go down, §6). */
export const rankHistory = pgTable(
  'rank_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    businessDate: date('business_date').notNull(),
    fromRank: smallint('from_rank').notNull(),
    toRank: smallint('to_rank').notNull(),
    smallBvSen: bigint('small_bv_sen', { mode: 'bigint' }).notNull(),
    directPaid: integer('direct_paid').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rank_history_member').on(t.memberId, t.id),
    check('rank_history_up', sql`${t.toRank} > ${t.fromRank}`),
  ],
);
