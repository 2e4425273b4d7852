import { z } from 'zod';
import { languageParam } from '../language.js';
import { moneyInput, moneyString, numberInput, paginated } from './common.js';
import { positiveId, requiredText } from './mall-fields.js';

/**
 * The member side of the hotel booking cart (BUSINESS_RULES §14, issue 29): search, a hotel's room
 * types for a stay, the hotel cart, checkout (paid as a mall order, §12), bookings and cancelling.
 * A stay holds the nights `check_in` … `check_out − 1` (1–30 nights, `check_in` from tomorrow in the
 * business time zone).
 */

/** A calendar date, `YYYY-MM-DD` (a real day). */
export const stayDate = z
  .string({ message: 'REQUIRED' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'INVALID_STAY_DATES' })
  .refine(
    (d) =>
      !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) &&
      new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    {
      message: 'INVALID_STAY_DATES',
    },
  );

/** A booking's status (the back-office schema names the same three). */
const bookingStatus = z.enum(['pre_booked', 'confirmed', 'canceled']);

const roomsInput = numberInput(z.number().int().min(1).max(10));
/** A stay's total (or a night's price) for this member, by payment type. */
const byPayment = z.object({ credit: moneyString, cash: moneyString });

// ——— Search and detail ———

export const hotelSearchQuery = z.object({
  city: z.string().trim().max(100).default(''),
  check_in: stayDate,
  check_out: stayDate,
  rooms: roomsInput.default(1),
  page: numberInput(z.number().int().min(1).max(100_000)).default(1),
  language: languageParam,
});

export const hotelPicture = z.object({
  id: z.number().int(),
  public_image_path: z.string(),
  thumb_image_path: z.string(),
});

export const hotelSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  address: z.string(),
  thumb_image_path: z.string().nullable(),
  nights: z.number().int(),
  /** The lowest total of the stay over the room types that have the rooms every night. */
  lowest_total: byPayment,
});
export type HotelSummary = z.infer<typeof hotelSummary>;
export const hotelPage = paginated(hotelSummary);

export const hotelDetailQuery = z.object({
  hotel_id: positiveId,
  check_in: stayDate,
  check_out: stayDate,
  language: languageParam,
});

export const hotelRoomType = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  name_zh: z.string().nullable(),
  name_ms: z.string().nullable(),
  capacity: z.number().int(),
  /** The fewest rooms left over the stay's nights (0 when a night has none on sale). */
  rooms_left: z.number().int(),
  nightly: byPayment,
  /** One room for the whole stay. */
  total: byPayment,
});
export type HotelRoomType = z.infer<typeof hotelRoomType>;

export const hotelDetail = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  name_zh: z.string().nullable(),
  name_ms: z.string().nullable(),
  city: z.string(),
  address: z.string(),
  description: z.string(),
  description_en: z.string(),
  description_zh: z.string(),
  description_ms: z.string(),
  free_cancel_days: z.number().int(),
  premium: z.boolean(),
  nights: z.number().int(),
  images: z.array(hotelPicture),
  room_types: z.array(hotelRoomType),
});
export type HotelDetail = z.infer<typeof hotelDetail>;

// ——— Cart ———

export const hotelAddCartRequest = z.strictObject({
  room_type_id: positiveId,
  check_in: stayDate,
  check_out: stayDate,
  rooms: roomsInput,
  guest_name: requiredText(100),
});
export const hotelRemoveCartRequest = z.strictObject({ id: positiveId });
export const hotelCartQuery = z.object({ language: languageParam });

export const hotelCartLine = z.object({
  id: z.number().int(),
  hotel_id: z.number().int(),
  hotel_name: z.string(),
  room_type_id: z.number().int(),
  room_name: z.string(),
  check_in: z.string(),
  check_out: z.string(),
  nights: z.number().int(),
  rooms: z.number().int(),
  guest_name: z.string(),
  nightly: byPayment,
  total: byPayment,
  /** False when a night no longer has the rooms (or the hotel stopped selling): kept, not dropped. */
  available: z.boolean(),
});
export type HotelCartLine = z.infer<typeof hotelCartLine>;
export const hotelCartReply = z.object({
  records: z.array(hotelCartLine),
  total: byPayment,
  all_available: z.boolean(),
});
export type HotelCartReply = z.infer<typeof hotelCartReply>;

// ——— Checkout ———

/**
 * `POST api/hotel/checkout`: every line of the hotel cart, paid by credit (point2 then point4, the
 * member choosing how much from point2; as much as point2 holds when absent) or cash (point1).
 */
export const hotelCheckoutRequest = z.strictObject({
  payment_type: z.enum(['credit', 'cash']),
  point2: moneyInput.optional(),
  language: languageParam,
  sec_password: z.string({ message: 'REQUIRED' }).min(1, { message: 'REQUIRED' }).max(100),
});

export const hotelBooking = z.object({
  id: z.number().int(),
  ref_no: z.string(),
  hotel_id: z.number().int(),
  hotel_name: z.string(),
  room_type_id: z.number().int(),
  room_name: z.string(),
  check_in: z.string(),
  check_out: z.string(),
  nights: z.number().int(),
  rooms: z.number().int(),
  guest_name: z.string(),
  status: bookingStatus,
  payment_type: z.enum(['credit', 'cash']),
  nightly: moneyString,
  total: moneyString,
  paid: z.object({ point1: moneyString, point2: moneyString, point4: moneyString }),
  refunded: moneyString,
  confirmation_number: z.string().nullable(),
  /** The last day the member may cancel free of charge (business time zone). */
  free_cancel_until: z.string(),
  can_cancel: z.boolean(),
  created_at: z.string(),
});
export type HotelBooking = z.infer<typeof hotelBooking>;
export const hotelCheckoutReply = z.object({ bookings: z.array(hotelBooking) });

// ——— Bookings ———

export const hotelBookingsQuery = z.object({
  status: bookingStatus.optional(),
  page: numberInput(z.number().int().min(1).max(100_000)).default(1),
  language: languageParam,
});
export const hotelBookingPage = paginated(hotelBooking);

export const hotelBookingDetailQuery = z.object({
  booking_id: positiveId,
  language: languageParam,
});
export const hotelBookingDetail = hotelBooking.extend({
  hotel_address: z.string(),
  hotel_city: z.string(),
  map_url: z.string(),
  cancel_reason: z.string().nullable(),
  events: z.array(
    z.object({
      status: bookingStatus,
      note: z.string().nullable(),
      actor_type: z.enum(['member', 'admin', 'system']),
      created_at: z.string(),
    }),
  ),
});
export type HotelBookingDetail = z.infer<typeof hotelBookingDetail>;

export const hotelCancelRequest = z.strictObject({
  booking_id: positiveId,
  sec_password: z.string({ message: 'REQUIRED' }).min(1, { message: 'REQUIRED' }).max(100),
});
export const hotelCancelReply = z.object({
  booking_id: z.number().int(),
  status: z.literal('canceled'),
  refunded: moneyString,
});
