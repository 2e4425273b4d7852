import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './members.js';
import { collectPoints, packages, states } from './reference.js';

/** A package purchase (BUSINESS_RULES §3): a registration on behalf or an upgrade. */
export const userPackages = pgTable(
  'user_packages',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** Who paid from their point3: the member (upgrade) or their registrant. */
    paidByMemberId: integer('paid_by_member_id')
      .notNull()
      .references(() => members.id),
    /** `cancel`: undoes `cancels_id` within its cooling-off period (BUSINESS_RULES §13). */
    kind: text('kind', { enum: ['register', 'upgrade', 'cancel'] }).notNull(),
    fromPackageId: integer('from_package_id').references(() => packages.id),
    toPackageId: integer('to_package_id')
      .notNull()
      .references(() => packages.id),
    amountSen: bigint('amount_sen', { mode: 'bigint' }).notNull(),
    /** Business volume of the purchase: new package BV − BV held before (negative: a cancel). */
    bvSen: bigint('bv_sen', { mode: 'bigint' }).notNull(),
    shippingSen: bigint('shipping_sen', { mode: 'bigint' }).notNull(),
    /** The payment's journal (null for a free package). */
    journalId: bigint('journal_id', { mode: 'number' }),
    /** The Asia/Kuala_Lumpur calendar day of the purchase's transaction. */
    businessDate: date('business_date').notNull(),
    /** For a `cancel`: the purchase it undoes (each at most once). */
    cancelsId: integer('cancels_id').references((): AnyPgColumn => userPackages.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_packages_cancels').on(t.cancelsId),
    index('user_packages_member').on(t.memberId, t.id),
    index('user_packages_paid_by').on(t.paidByMemberId, t.id),
    index('user_packages_business_date').on(t.businessDate),
    check(
      'user_packages_amounts',
      sql`${t.amountSen} >= 0 AND ${t.shippingSen} >= 0 AND CASE WHEN ${t.kind} = 'cancel' THEN ${t.bvSen} <= 0 AND ${t.cancelsId} IS NOT NULL ELSE ${t.bvSen} >= 0 AND ${t.cancelsId} IS NULL END`,
    ),
  ],
);

/** Statuses of BUSINESS_RULES §12, for package starter kits and mall orders alike. */
export const orderStatuses = [
  'processing',
  'delivery',
  'ready_for_collection',
  'completed',
  'cancelled',
  /** §13: cancelled within the cooling-off period after shipping, awaiting its return. */
  'return_requested',
  /** §13: the return arrived (a mall order is refunded then). */
  'returned',
] as const;

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    refNo: text('ref_no').notNull().unique(),
    orderType: text('order_type', { enum: ['package', 'mall'] }).notNull(),
    /** Whose order it is (the new member for a registration on behalf). */
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    paidByMemberId: integer('paid_by_member_id')
      .notNull()
      .references(() => members.id),
    userPackageId: integer('user_package_id')
      .unique()
      .references(() => userPackages.id),
    status: text('status', { enum: orderStatuses }).notNull().default('processing'),
    selfPickup: smallint('self_pickup').notNull().default(0),
    collectPointId: integer('collect_point_id').references(() => collectPoints.id),
    stateId: integer('state_id').references(() => states.id),
    area: text('area', { enum: ['West', 'East'] }),
    receiverFullname: text('receiver_fullname'),
    receiverPhone: text('receiver_phone'),
    address: text('address'),
    postcode: text('postcode'),
    remark: text('remark'),
    paymentType: text('payment_type').notNull(),
    subtotalSen: bigint('subtotal_sen', { mode: 'bigint' }).notNull(),
    shippingSen: bigint('shipping_sen', { mode: 'bigint' }).notNull(),
    /** A mall voucher's discount, off the items (never off shipping). */
    discountSen: bigint('discount_sen', { mode: 'bigint' }).notNull().default(sql`0`),
    /** The code of the voucher that gave `discount_sen` (kept when a cancel returns the claim). */
    voucherCode: text('voucher_code'),
    totalSen: bigint('total_sen', { mode: 'bigint' }).notNull(),
    /** What a mall order took from each wallet (returned to the same wallets on cancel). */
    paidPoint1Sen: bigint('paid_point1_sen', { mode: 'bigint' }).notNull().default(sql`0`),
    paidPoint2Sen: bigint('paid_point2_sen', { mode: 'bigint' }).notNull().default(sql`0`),
    paidPoint4Sen: bigint('paid_point4_sen', { mode: 'bigint' }).notNull().default(sql`0`),
    trackingNumber: text('tracking_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('orders_member').on(t.memberId, t.id),
    index('orders_status').on(t.status, t.id),
    check(
      'orders_total',
      sql`${t.totalSen} = ${t.subtotalSen} - ${t.discountSen} + ${t.shippingSen} AND ${t.discountSen} BETWEEN 0 AND ${t.subtotalSen}`,
    ),
    check('orders_pickup', sql`${t.selfPickup} = 0 OR ${t.collectPointId} IS NOT NULL`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    packageId: integer('package_id').references(() => packages.id),
    productId: integer('product_id'),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    /** The product's Malay name when ordered (mall lines that have one). */
    nameMs: text('name_ms'),
    quantity: integer('quantity').notNull(),
    unitPriceSen: bigint('unit_price_sen', { mode: 'bigint' }).notNull(),
  },
  (t) => [index('order_items_order').on(t.orderId)],
);

/** Every status change of an order, with who made it and when. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    status: text('status', { enum: orderStatuses }).notNull(),
    note: text('note'),
    actorType: text('actor_type', { enum: ['member', 'admin', 'system'] }).notNull(),
    actorId: integer('actor_id'),
    actorName: text('actor_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order').on(t.orderId, t.id)],
);

/**
 * A bonus credited to a member (BUSINESS_RULES §5): `point1 + point4 = amount`, one ledger journal
 * per record (`journal_id`). Written in bulk by `creditBonuses`, one row or a daily close's
 * hundreds of thousands alike.
 */
export const bonuses = pgTable(
  'bonuses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    bonusType: text('bonus_type', {
      enum: ['sponsor', 'pairing', 'level', 'leadership', 'sponsor_clawback', 'debt_repayment'],
    }).notNull(),
    businessDate: date('business_date').notNull(),
    amountSen: bigint('amount_sen', { mode: 'bigint' }).notNull(),
    point1Sen: bigint('point1_sen', { mode: 'bigint' }).notNull(),
    point4Sen: bigint('point4_sen', { mode: 'bigint' }).notNull(),
    sourceMemberId: integer('source_member_id').references(() => members.id),
    details: jsonb('details').notNull().default(sql`'{}'::jsonb`),
    journalId: bigint('journal_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bonuses_member_type').on(t.memberId, t.bonusType, t.id),
    index('bonuses_date_type').on(t.businessDate, t.bonusType),
    check(
      'bonuses_split',
      sql`${t.amountSen} > 0 AND ${t.point1Sen} >= 0 AND ${t.point4Sen} >= 0 AND ${t.point1Sen} + ${t.point4Sen} = ${t.amountSen}`,
    ),
  ],
);
