import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { collectPoints, countries, packages, ranks, states } from './reference.js';

export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    memberCode: text('member_code').notNull().unique(),
    fullname: text('fullname').notNull(),
    ic: text('ic'),
    contactNumber: text('contact_number'),
    email: text('email'),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    stateId: integer('state_id').references(() => states.id),
    /**
     * Shipping area in Malaysia (West/East; East pays the shipping fee): the state's area when a
     * state is known, else the area chosen at registration; null outside Malaysia.
     */
    area: text('area', { enum: ['West', 'East'] }),
    passwordHash: text('password_hash').notNull(),
    secPasswordHash: text('sec_password_hash'),
    secFailCount: smallint('sec_fail_count').notNull().default(0),
    secLockedUntil: timestamp('sec_locked_until', { withTimezone: true }),
    /**
     * Reservation times of the security-password tries in flight (removed when their check
     * settles); one older than 30 s was left by a dead process and no longer counts.
     */
    secPending: timestamp('sec_pending', { withTimezone: true })
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Sponsor tree: the referral code used at registration. Null only for the root. */
    sponsorId: integer('sponsor_id'),
    /** Placement tree (binary): parent (`jid`) and leg (`group_type` 1 left, 2 right). */
    placementParentId: integer('placement_parent_id'),
    groupType: smallint('group_type'),
    packageId: integer('package_id')
      .notNull()
      .default(1)
      .references(() => packages.id),
    rankId: integer('rank_id')
      .notNull()
      .default(0)
      .references(() => ranks.id),
    status: text('status', { enum: ['active', 'suspended'] })
      .notNull()
      .default('active'),
    locale: text('locale').notNull().default('en'),
    address: text('address'),
    postcode: text('postcode'),
    receiverFullname: text('receiver_fullname'),
    receiverPhone: text('receiver_phone'),
    selfPickup: smallint('self_pickup').notNull().default(0),
    /** Collection centre for self pickup (`mall_collect_point_id`). */
    collectPointId: integer('collect_point_id').references(() => collectPoints.id),
    remark: text('remark'),
    bankCountry: text('bank_country'),
    bankName: text('bank_name'),
    bankUser: text('bank_user'),
    bankNumber: text('bank_number'),
    branch: text('branch'),
    kycStatus: text('kyc_status', { enum: ['not_started', 'pending', 'approved', 'failed'] })
      .notNull()
      .default('not_started'),
    investSen: bigint('invest_sen', { mode: 'bigint' }).notNull().default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('members_username_lower').on(sql`lower(${t.username})`),
    /** Prefix searches (`LIKE 'ab%'`) on usernames and member codes, in any collation. */
    index('members_username_prefix').on(sql`lower(${t.username}) text_pattern_ops`),
    index('members_code_prefix').on(sql`${t.memberCode} text_pattern_ops`),
    uniqueIndex('members_email_lower').on(sql`lower(${t.email})`),
    uniqueIndex('members_ic_upper').on(sql`upper(${t.ic})`),
    /** A placement parent holds at most one member per leg: the database guarantees it. */
    uniqueIndex('members_placement_slot').on(t.placementParentId, t.groupType),
    index('members_sponsor').on(t.sponsorId),
    index('members_created_at').on(t.createdAt),
    check('members_group_type', sql`${t.groupType} IS NULL OR ${t.groupType} IN (1, 2)`),
    check('members_area', sql`${t.area} IS NULL OR ${t.area} IN ('West', 'East')`),
    check(
      'members_root_or_parented',
      sql`(${t.placementParentId} IS NULL) = (${t.sponsorId} IS NULL) AND (${t.placementParentId} IS NULL) = (${t.groupType} IS NULL)`,
    ),
  ],
);

/** One-time passwords, stored hashed (register e-mail, forgotten password, security password reset). */
export const otps = pgTable(
  'otps',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose', {
      enum: ['register', 'forget_password', 'reset_secpassword'],
    }).notNull(),
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    tries: smallint('tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('otps_target').on(t.purpose, t.target, t.createdAt)],
);
