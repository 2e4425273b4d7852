import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { members } from './members.js';

/** Hotels of the mall's hotel cart (BUSINESS_RULES §14), names per language. */
export const hotels = pgTable(
  'hotels',
  {
    id: serial('id').primaryKey(),
    nameEn: text('name_en').notNull(),
    nameZh: text('name_zh'),
    nameMs: text('name_ms'),
    city: text('city').notNull(),
    address: text('address').notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionZh: text('description_zh').notNull().default(''),
    descriptionMs: text('description_ms').notNull().default(''),
    /** A member may cancel free of charge until this many days before check-in. */
    freeCancelDays: smallint('free_cancel_days').notNull().default(3),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('hotels_city').on(sql`lower(${t.city})`),
    check('hotels_free_cancel_days', sql`${t.freeCancelDays} BETWEEN 0 AND 60`),
  ],
);

/** A hotel's pictures, in order: public WebP files (large and thumb), like products'. */
export const hotelImages = pgTable(
  'hotel_images',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id),
    largePath: text('large_path').notNull(),
    thumbPath: text('thumb_path').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('hotel_images_hotel').on(t.hotelId, t.sortOrder)],
);

/** Room types with four nightly prices (sen), like products: premium members pay the premium. */
export const hotelRoomTypes = pgTable(
  'hotel_room_types',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id),
    nameEn: text('name_en').notNull(),
    nameZh: text('name_zh'),
    nameMs: text('name_ms'),
    capacity: smallint('capacity').notNull(),
    normalCreditSen: bigint('normal_credit_sen', { mode: 'bigint' }).notNull(),
    premiumCreditSen: bigint('premium_credit_sen', { mode: 'bigint' }).notNull(),
    normalCashSen: bigint('normal_cash_sen', { mode: 'bigint' }).notNull(),
    premiumCashSen: bigint('premium_cash_sen', { mode: 'bigint' }).notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('hotel_room_types_hotel').on(t.hotelId, t.id),
    check('hotel_room_types_capacity', sql`${t.capacity} BETWEEN 1 AND 20`),
    check(
      'hotel_room_types_prices',
      sql`${t.normalCreditSen} > 0 AND ${t.premiumCreditSen} > 0 AND ${t.normalCashSen} > 0 AND ${t.premiumCashSen} > 0`,
    ),
  ],
);

/**
 * Rooms of a type on sale for one night (`rooms`, set by administrators) and how many are booked:
 * `booked` never exceeds `rooms` (the last room of a night is sold once). A checkout takes its
 * nights by updating these rows in (room type, night) order, so two checkouts never deadlock.
 */
export const hotelRoomNights = pgTable(
  'hotel_room_nights',
  {
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => hotelRoomTypes.id),
    night: date('night').notNull(),
    rooms: integer('rooms').notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.roomTypeId, t.night], name: 'hotel_room_nights_pk' }),
    check('hotel_room_nights_rooms', sql`${t.booked} >= 0 AND ${t.booked} <= ${t.rooms}`),
  ],
);

/** The member's hotel cart: one line per stay (a room type, dates, rooms, the guest's name). */
export const hotelCartItems = pgTable(
  'hotel_cart_items',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => hotelRoomTypes.id),
    checkIn: date('check_in').notNull(),
    checkOut: date('check_out').notNull(),
    rooms: smallint('rooms').notNull(),
    guestName: text('guest_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('hotel_cart_items_member').on(t.memberId, t.id),
    check(
      'hotel_cart_items_stay',
      sql`${t.checkOut} > ${t.checkIn} AND ${t.checkOut} - ${t.checkIn} <= 30 AND ${t.rooms} BETWEEN 1 AND 10`,
    ),
  ],
);

export const hotelBookingStatuses = ['pre_booked', 'confirmed', 'canceled'] as const;

/**
 * A booked stay (BUSINESS_RULES §14): pre-booked when paid, confirmed by an administrator with the
 * hotel's confirmation number, or canceled (refund in `refunded_*`). Paid like a mall order: the
 * parts of each wallet are kept so a refund goes back where it came from.
 */
export const hotelBookings = pgTable(
  'hotel_bookings',
  {
    id: serial('id').primaryKey(),
    refNo: text('ref_no').notNull().unique(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id),
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => hotelRoomTypes.id),
    checkIn: date('check_in').notNull(),
    checkOut: date('check_out').notNull(),
    rooms: smallint('rooms').notNull(),
    guestName: text('guest_name').notNull(),
    status: text('status', { enum: hotelBookingStatuses }).notNull().default('pre_booked'),
    paymentType: text('payment_type', { enum: ['credit', 'cash'] }).notNull(),
    /** The nightly price of one room when booked (sen). */
    nightlySen: bigint('nightly_sen', { mode: 'bigint' }).notNull(),
    totalSen: bigint('total_sen', { mode: 'bigint' }).notNull(),
    paidPoint1Sen: bigint('paid_point1_sen', { mode: 'bigint' }).notNull().default(sql`0`),
    paidPoint2Sen: bigint('paid_point2_sen', { mode: 'bigint' }).notNull().default(sql`0`),
    paidPoint4Sen: bigint('paid_point4_sen', { mode: 'bigint' }).notNull().default(sql`0`),
    refundedSen: bigint('refunded_sen', { mode: 'bigint' }).notNull().default(sql`0`),
    journalId: bigint('journal_id', { mode: 'number' }),
    confirmationNumber: text('confirmation_number'),
    cancelReason: text('cancel_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('hotel_bookings_member').on(t.memberId, t.id),
    index('hotel_bookings_status').on(t.status, t.id),
    check(
      'hotel_bookings_money',
      sql`${t.totalSen} > 0 AND ${t.paidPoint1Sen} + ${t.paidPoint2Sen} + ${t.paidPoint4Sen} = ${t.totalSen} AND ${t.refundedSen} BETWEEN 0 AND ${t.totalSen}`,
    ),
    check(
      'hotel_bookings_stay',
      sql`${t.checkOut} > ${t.checkIn} AND ${t.checkOut} - ${t.checkIn} <= 30 AND ${t.rooms} BETWEEN 1 AND 10`,
    ),
  ],
);

/** A booking's status history (who, when, a note such as the confirmation number or reason). */
export const hotelBookingEvents = pgTable(
  'hotel_booking_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => hotelBookings.id),
    status: text('status', { enum: hotelBookingStatuses }).notNull(),
    note: text('note'),
    actorType: text('actor_type', { enum: ['member', 'admin', 'system'] }).notNull(),
    actorId: integer('actor_id'),
    actorName: text('actor_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('hotel_booking_events_booking').on(t.bookingId, t.id)],
);
