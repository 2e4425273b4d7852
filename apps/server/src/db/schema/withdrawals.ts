import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { admins } from './auth.js';
import { journals } from './ledger.js';
import { members } from './members.js';

/**
 * KYC submissions (BUSINESS_RULES §8), one row per attempt; the member's current state is
 * `members.kyc_status`, kept equal to their latest row's status. Image columns hold storage keys of
 * encrypted files (never served statically). The identity number itself is unique across members
 * through `members.ic`, which a submission sets.
 */
export const kycSubmissions = pgTable(
  'kyc_submissions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    idNumber: text('id_number').notNull(),
    fullname: text('fullname').notNull(),
    /** MyKad's date of birth (YYYY-MM-DD) when the number is one; null for passports. */
    birthDate: text('birth_date'),
    frontKey: text('front_key').notNull(),
    backKey: text('back_key').notNull(),
    selfieKey: text('selfie_key'),
    status: text('status', { enum: ['pending', 'approved', 'failed'] })
      .notNull()
      .default('pending'),
    reason: text('reason'),
    reviewedBy: integer('reviewed_by').references(() => admins.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    /** At most one submission waits for review per member. */
    uniqueIndex('kyc_one_pending').on(t.memberId).where(sql`${t.status} = 'pending'`),
    index('kyc_member').on(t.memberId, t.id),
    index('kyc_status').on(t.status, t.id),
  ],
);

/**
 * Withdrawals from point1 to the member's bank (BUSINESS_RULES §9). The bank details are copied
 * at request, so a later reset does not change where a withdrawal is paid. `phase` is the
 * half-month it belongs to (`YYYY-MM-1` or `YYYY-MM-2`, Asia/Kuala_Lumpur).
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    amountSen: bigint('amount_sen', { mode: 'bigint' }).notNull(),
    feeSen: bigint('fee_sen', { mode: 'bigint' }).notNull(),
    phase: text('phase').notNull(),
    bankCountry: text('bank_country').notNull(),
    bankName: text('bank_name').notNull(),
    bankUser: text('bank_user').notNull(),
    bankNumber: text('bank_number').notNull(),
    branch: text('branch').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'completed', 'rejected'] })
      .notNull()
      .default('pending'),
    reason: text('reason'),
    bankReference: text('bank_reference'),
    reviewedBy: integer('reviewed_by').references(() => admins.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    paidBy: integer('paid_by').references(() => admins.id),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The request's journal (point1 → withdrawals payable). */
    journalId: bigint('journal_id', { mode: 'number' })
      .notNull()
      .references(() => journals.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('withdrawals_one_pending').on(t.memberId).where(sql`${t.status} = 'pending'`),
    /** One withdrawal per phase; a rejected one does not use its phase up. */
    uniqueIndex('withdrawals_one_per_phase')
      .on(t.memberId, t.phase)
      .where(sql`${t.status} <> 'rejected'`),
    index('withdrawals_member').on(t.memberId, t.id),
    index('withdrawals_status').on(t.status, t.id),
    check(
      'withdrawals_amounts',
      sql`${t.amountSen} > 0 AND ${t.feeSen} >= 0 AND ${t.feeSen} <= ${t.amountSen}`,
    ),
  ],
);
