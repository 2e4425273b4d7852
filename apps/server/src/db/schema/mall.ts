import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './members.js';
import { countries, states } from './reference.js';

/** Mall categories (BUSINESS_RULES §12), names in English, Chinese and Malay. */
export const mallCategories = pgTable('mall_categories', {
  id: serial('id').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameZh: text('name_zh'),
  nameMs: text('name_ms'),
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Products with their four prices (sen). `search_text` holds every name folded (lower case,
 * accents removed) for the keyword search, indexed by trigrams. `stock` never goes below zero.
 */
export const mallProducts = pgTable(
  'mall_products',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => mallCategories.id),
    nameEn: text('name_en').notNull(),
    nameZh: text('name_zh'),
    nameMs: text('name_ms'),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionZh: text('description_zh').notNull().default(''),
    descriptionMs: text('description_ms').notNull().default(''),
    normalCreditSen: bigint('normal_credit_sen', { mode: 'bigint' }).notNull(),
    premiumCreditSen: bigint('premium_credit_sen', { mode: 'bigint' }).notNull(),
    normalCashSen: bigint('normal_cash_sen', { mode: 'bigint' }).notNull(),
    premiumCashSen: bigint('premium_cash_sen', { mode: 'bigint' }).notNull(),
    stock: integer('stock').notNull().default(0),
    sold: integer('sold').notNull().default(0),
    active: boolean('active').notNull().default(true),
    featured: boolean('featured').notNull().default(false),
    searchText: text('search_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mall_products_category').on(t.categoryId, t.id),
    // A category's page of products for sale, newest first, and its count, from the index alone.
    index('mall_products_shop').on(t.categoryId, t.id).where(sql`${t.active}`),
    check('mall_products_stock', sql`${t.stock} >= 0 AND ${t.sold} >= 0`),
    check(
      'mall_products_prices',
      sql`${t.normalCreditSen} > 0 AND ${t.premiumCreditSen} > 0 AND ${t.normalCashSen} > 0 AND ${t.premiumCashSen} > 0`,
    ),
  ],
);

/** A product's pictures, in order: public WebP files (large and thumb) under /media/products. */
export const mallProductImages = pgTable(
  'mall_product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => mallProducts.id),
    largePath: text('large_path').notNull(),
    thumbPath: text('thumb_path').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('mall_product_images_product').on(t.productId, t.sortOrder)],
);

/** A member's cart, kept on the server (another device sees it). */
export const cartItems = pgTable(
  'cart_items',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    productId: integer('product_id')
      .notNull()
      .references(() => mallProducts.id),
    quantity: integer('quantity').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.productId] }),
    check('cart_items_quantity', sql`${t.quantity} BETWEEN 1 AND 999`),
  ],
);

/** The address book; at most one default per member. */
export const memberAddresses = pgTable(
  'member_addresses',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    receiverName: text('receiver_name').notNull(),
    receiverPhone: text('receiver_phone').notNull(),
    address: text('address').notNull(),
    postcode: text('postcode').notNull(),
    stateId: integer('state_id').references(() => states.id),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('member_addresses_member').on(t.memberId, t.id),
    uniqueIndex('member_addresses_default').on(t.memberId).where(sql`${t.isDefault}`),
  ],
);

/** Vouchers (§12): a fixed amount or a percentage with a cap, a minimum spend, dates, quantities. */
export const vouchers = pgTable(
  'vouchers',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    discountType: text('discount_type', { enum: ['fixed', 'percent'] }).notNull(),
    amountSen: bigint('amount_sen', { mode: 'bigint' }),
    percent: smallint('percent'),
    maxDiscountSen: bigint('max_discount_sen', { mode: 'bigint' }),
    minSpendSen: bigint('min_spend_sen', { mode: 'bigint' }).notNull().default(sql`0`),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    totalQuantity: integer('total_quantity').notNull(),
    claimed: integer('claimed').notNull().default(0),
    perMemberLimit: integer('per_member_limit').notNull().default(1),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('vouchers_claimed', sql`${t.claimed} BETWEEN 0 AND ${t.totalQuantity}`),
    check(
      'vouchers_discount',
      sql`(${t.discountType} = 'fixed' AND ${t.amountSen} > 0) OR (${t.discountType} = 'percent' AND ${t.percent} BETWEEN 1 AND 100)`,
    ),
    check('vouchers_window', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** A member's claimed voucher; `order_id` is the order using it (null again when it is cancelled). */
export const memberVouchers = pgTable(
  'member_vouchers',
  {
    id: serial('id').primaryKey(),
    voucherId: integer('voucher_id')
      .notNull()
      .references(() => vouchers.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    orderId: integer('order_id'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('member_vouchers_member').on(t.memberId, t.voucherId),
    uniqueIndex('member_vouchers_order').on(t.orderId),
  ],
);
