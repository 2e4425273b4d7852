import {
  bigint,
  boolean,
  date,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  shortForm: text('short_form').notNull(),
  countryCode: text('country_code').notNull(),
  /** Sell rate as a decimal string (display only). */
  sell: text('sell').notNull(),
  sortOrder: smallint('sort_order').notNull(),
  depositEnabled: boolean('deposit_enabled').notNull().default(false),
  /** Offered in `country_list` and accepted at registration. */
  registrationEnabled: boolean('registration_enabled').notNull().default(true),
});

export const states = pgTable('states', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  area: text('area').notNull(),
});

export const collectPoints = pgTable('collect_points', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  address: text('address').notNull(),
  remark: text('remark'),
  openingHours: text('opening_hours'),
  /** Offered to members (lookup, getCollectPoint, checkout); old orders keep showing it. */
  active: boolean('active').notNull().default(true),
});

/** Packages ("user groups") of BUSINESS_RULES §3; amounts in sen. */
export const packages = pgTable('packages', {
  id: integer('id').primaryKey(),
  packageName: text('package_name').notNull(),
  packageNameEn: text('package_name_en').notNull(),
  priceSen: bigint('price_sen', { mode: 'bigint' }).notNull(),
  bvSen: bigint('bv_sen', { mode: 'bigint' }).notNull(),
  pairingCapSen: bigint('pairing_cap_sen', { mode: 'bigint' }).notNull(),
  levelDepth: smallint('level_depth').notNull(),
  premium: boolean('premium').notNull(),
});

export const ranks = pgTable('ranks', {
  id: integer('id').primaryKey(),
  rankName: text('rank_name').notNull(),
  rankNameEn: text('rank_name_en').notNull(),
  minSmallBvSen: bigint('min_small_bv_sen', { mode: 'bigint' }).notNull(),
  minDirectPaid: integer('min_direct_paid').notNull(),
});

/** Settings of BUSINESS_RULES marked *(setting)* plus global lookup values; values are strings. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Public holidays (BUSINESS_RULES §13): with Saturdays and Sundays, the days that are not working
 * days when a cooling-off period is counted. Administrators keep the list.
 */
export const publicHolidays = pgTable('public_holidays', {
  date: date('date').primaryKey(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
