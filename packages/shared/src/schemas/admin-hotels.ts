import { z } from 'zod';
import { listFormat } from '../csv.js';
import { moneyString, numberInput, pageQuery, paginated } from './common.js';
import { productPrice } from './mall-catalogue.js';
import {
  imageOrderRequest,
  optionalName,
  positiveId,
  priceSetRequest,
  requiredText,
} from './mall-fields.js';

/**
 * The hotel cart's back-office (BUSINESS_RULES §14): hotels, their pictures and room types, the
 * rooms on sale per night, the bookings queue and the sales report by hotel and month.
 */

const description = z.string().trim().max(5000).default('');
const isoDate = z.iso.date({ message: 'VALIDATION_ERROR' });

export const adminHotelBookingStatus = z.enum(['pre_booked', 'confirmed', 'canceled']);
export type AdminHotelBookingStatus = z.infer<typeof adminHotelBookingStatus>;

export const HOTEL_IMAGE_FIELD = 'image';
export const MAX_HOTEL_IMAGES = 10;
/** The longest range one allotment change covers (nights, inclusive). */
export const MAX_ALLOTMENT_NIGHTS = 366;

export const adminHotelRequest = z.strictObject({
  name_en: requiredText(150),
  name_zh: optionalName,
  name_ms: optionalName,
  city: requiredText(100),
  address: requiredText(500),
  description_en: description,
  description_zh: description,
  description_ms: description,
  free_cancel_days: numberInput(z.number().int().min(0).max(60)).default(3),
  active: z.boolean().default(true),
});
export type AdminHotelRequest = z.input<typeof adminHotelRequest>;

export const adminRoomTypeRequest = z.strictObject({
  name_en: requiredText(150),
  name_zh: optionalName,
  name_ms: optionalName,
  capacity: numberInput(z.number().int().min(1).max(20)),
  ...priceSetRequest.shape,
  active: z.boolean().default(true),
});
export type AdminRoomTypeRequest = z.input<typeof adminRoomTypeRequest>;

export const adminRoomType = z.object({
  id: z.number().int(),
  hotel_id: z.number().int(),
  name_en: z.string(),
  name_zh: z.string().nullable(),
  name_ms: z.string().nullable(),
  capacity: z.number().int(),
  ...productPrice.shape,
  active: z.boolean(),
  updated_at: z.string(),
});
export type AdminRoomType = z.infer<typeof adminRoomType>;

export const adminHotelImage = z.object({
  id: z.number().int(),
  large: z.string(),
  thumb: z.string(),
  sort_order: z.number().int(),
});

/** A hotel as the list shows it: names, city, state, its first picture and room types. */
export const adminHotelSummary = z.object({
  id: z.number().int(),
  name_en: z.string(),
  name_zh: z.string().nullable(),
  name_ms: z.string().nullable(),
  city: z.string(),
  address: z.string(),
  free_cancel_days: z.number().int(),
  active: z.boolean(),
  thumb: z.string().nullable(),
  room_types: z.number().int(),
  updated_at: z.string(),
});
export const adminHotelPage = paginated(adminHotelSummary);
export const adminHotelQuery = pageQuery.extend({
  keyword: z.string().trim().max(100).optional(),
  city: z.string().trim().max(100).optional(),
  active: z.enum(['true', 'false']).optional(),
});

export const adminHotel = adminHotelSummary.omit({ thumb: true, room_types: true }).extend({
  description_en: z.string(),
  description_zh: z.string(),
  description_ms: z.string(),
  images: z.array(adminHotelImage),
  room_types: z.array(adminRoomType),
  created_at: z.string(),
});
export type AdminHotel = z.infer<typeof adminHotel>;

export const hotelImageOrderRequest = imageOrderRequest;

/** The rooms on sale for each night `from` … `to` (inclusive, at most 366 nights). */
export const allotmentRequest = z
  .strictObject({
    from: isoDate,
    to: isoDate,
    rooms: numberInput(z.number().int().min(0).max(1000)),
  })
  .refine((v) => v.to >= v.from, { path: ['to'], message: 'VALIDATION_ERROR' })
  .refine((v) => (Date.parse(v.to) - Date.parse(v.from)) / 86_400_000 + 1 <= MAX_ALLOTMENT_NIGHTS, {
    path: ['to'],
    message: 'VALIDATION_ERROR',
  });
export const allotmentReply = z.object({
  room_type_id: z.number().int(),
  from: z.string(),
  to: z.string(),
  rooms: z.number().int(),
  nights: z.number().int(),
});

export const hotelCalendarQuery = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'VALIDATION_ERROR' }),
});
/** Every night of the month: rooms on sale (0 when none were set) and rooms booked. */
export const hotelRoomCalendar = z.object({
  room_type_id: z.number().int(),
  hotel_id: z.number().int(),
  month: z.string(),
  nights: z.array(
    z.object({ night: z.string(), rooms: z.number().int(), booked: z.number().int() }),
  ),
});
export type HotelRoomCalendar = z.infer<typeof hotelRoomCalendar>;

export const adminHotelBookingsQuery = pageQuery.extend({
  status: adminHotelBookingStatus.optional(),
  /** Booking ref, username, member code, guest name or hotel name. */
  search: z.string().trim().max(64).optional(),
  /** Check-in on or after / on or before (business dates). */
  from: isoDate.optional(),
  to: isoDate.optional(),
  hotel_id: positiveId.optional(),
  format: listFormat,
});

export const adminHotelBookingEvent = z.object({
  status: adminHotelBookingStatus,
  note: z.string().nullable(),
  actor_type: z.enum(['member', 'admin', 'system']),
  actor_name: z.string(),
  created_at: z.string(),
});

export const adminHotelBooking = z.object({
  id: z.number().int(),
  ref_no: z.string(),
  status: adminHotelBookingStatus,
  member: z.object({ id: z.number().int(), username: z.string(), member_code: z.string() }),
  hotel: z.object({ id: z.number().int(), name_en: z.string(), city: z.string() }),
  room_type: z.object({ id: z.number().int(), name_en: z.string() }),
  check_in: z.string(),
  check_out: z.string(),
  nights: z.number().int(),
  rooms: z.number().int(),
  guest_name: z.string(),
  payment_type: z.enum(['credit', 'cash']),
  nightly: moneyString,
  total: moneyString,
  paid: z.object({ point1: moneyString, point2: moneyString, point4: moneyString }),
  refunded: moneyString,
  confirmation_number: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminHotelBooking = z.infer<typeof adminHotelBooking>;
export const adminHotelBookingPage = paginated(adminHotelBooking);
export const adminHotelBookingDetail = adminHotelBooking.extend({
  events: z.array(adminHotelBookingEvent),
});
export type AdminHotelBookingDetail = z.infer<typeof adminHotelBookingDetail>;

export const confirmHotelBookingRequest = z.strictObject({
  confirmation_number: requiredText(64),
});
/** An administrator's cancel: the reason (audited, kept on the booking) and the refund. */
export const cancelHotelBookingRequest = z.strictObject({
  reason: z.string({ message: 'REQUIRED' }).trim().min(3, { message: 'REQUIRED' }).max(500),
  refund: z.enum(['full', 'none'], {
    error: (issue) => (issue.input === undefined ? 'REQUIRED' : 'VALIDATION_ERROR'),
  }),
});

export const hotelSalesQuery = z
  .object({ from: isoDate, to: isoDate })
  .refine((v) => v.to >= v.from, { path: ['to'], message: 'VALIDATION_ERROR' });
/**
 * A hotel's month (business time zone): `bookings` and `nights` (room-nights) paid that month,
 * `gross` what they paid; `canceled` bookings canceled that month and `refunds` what went back;
 * `amount` = gross − refunds.
 */
export const hotelSalesRow = z.object({
  month: z.string(),
  hotel_id: z.number().int(),
  hotel_name: z.string(),
  bookings: z.number().int(),
  nights: z.number().int(),
  gross: moneyString,
  canceled: z.number().int(),
  refunds: moneyString,
  amount: moneyString,
});
export const hotelSalesReply = z.object({
  rows: z.array(hotelSalesRow),
  total_bookings: z.number().int(),
  total_nights: z.number().int(),
  total_gross: moneyString,
  total_refunds: moneyString,
  total_amount: moneyString,
});
export type HotelSalesReply = z.infer<typeof hotelSalesReply>;
