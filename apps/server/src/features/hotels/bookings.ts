import {
  formatSen,
  type HotelBooking,
  type HotelBookingDetail,
  type Locale,
  PAGE_SIZE,
} from '@rangkai/shared';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  hotelBookingEvents,
  hotelBookings,
  hotelRoomTypes,
  hotels,
} from '../../db/schema/index.js';
import { fieldError } from '../../lib/app-error.js';
import { businessDate } from '../../lib/business-time.js';
import { pageOf, pageOffset } from '../../lib/pagination.js';
import { nameIn } from '../mall/index.js';
import { canCancelOn, freeCancelUntil, nightsOf } from './stay.js';

type BookingRow = typeof hotelBookings.$inferSelect;
type Names = { nameEn: string; nameZh: string | null; nameMs: string | null };

/** A booking as the member sees it, with the last day to cancel free of charge. */
export function toBooking(
  b: BookingRow,
  hotel: Names & { freeCancelDays: number },
  rt: Names,
  language: Locale,
): HotelBooking {
  return {
    id: b.id,
    ref_no: b.refNo,
    hotel_id: b.hotelId,
    hotel_name: nameIn(hotel, language),
    room_type_id: b.roomTypeId,
    room_name: nameIn(rt, language),
    check_in: b.checkIn,
    check_out: b.checkOut,
    nights: nightsOf(b.checkIn, b.checkOut).length,
    rooms: b.rooms,
    guest_name: b.guestName,
    status: b.status,
    payment_type: b.paymentType,
    nightly: formatSen(b.nightlySen),
    total: formatSen(b.totalSen),
    paid: {
      point1: formatSen(b.paidPoint1Sen),
      point2: formatSen(b.paidPoint2Sen),
      point4: formatSen(b.paidPoint4Sen),
    },
    refunded: formatSen(b.refundedSen),
    confirmation_number: b.confirmationNumber,
    free_cancel_until: freeCancelUntil(b.checkIn, hotel.freeCancelDays),
    can_cancel:
      b.status !== 'canceled' && canCancelOn(businessDate(), b.checkIn, hotel.freeCancelDays),
    created_at: b.createdAt.toISOString(),
  };
}

const withNames = (db: Executor, where: SQL | undefined) =>
  db
    .select({ b: hotelBookings, hotel: hotels, rt: hotelRoomTypes })
    .from(hotelBookings)
    .innerJoin(hotels, eq(hotels.id, hotelBookings.hotelId))
    .innerJoin(hotelRoomTypes, eq(hotelRoomTypes.id, hotelBookings.roomTypeId))
    .where(where);

/** `GET api/hotel/getBookings`: the member's own bookings, newest first, by status if asked. */
export async function listBookings(
  db: Executor,
  memberId: number,
  q: { status?: BookingRow['status']; page: number; language: Locale },
) {
  const where = and(
    eq(hotelBookings.memberId, memberId),
    q.status ? eq(hotelBookings.status, q.status) : undefined,
  );
  const [rows, [{ n }]] = await Promise.all([
    withNames(db, where)
      .orderBy(desc(hotelBookings.id))
      .limit(PAGE_SIZE)
      .offset(pageOffset(q.page)),
    db.select({ n: count() }).from(hotelBookings).where(where),
  ]);
  return pageOf(
    rows.map((r) => toBooking(r.b, r.hotel, r.rt, q.language)),
    q.page,
    n,
  );
}

/** Bookings by id with their names (the checkout's reply). */
export async function bookingsByIds(db: Executor, ids: number[], language: Locale) {
  const out: HotelBooking[] = [];
  for (const id of ids) {
    const [r] = await withNames(db, eq(hotelBookings.id, id));
    out.push(toBooking(r.b, r.hotel, r.rt, language));
  }
  return out;
}

/** The Google Maps search link of an address. */
export const mapUrl = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/**
 * `GET api/hotel/getBookingDetail`: one of the member's own bookings (another member's is
 * NOT_FOUND) with its status history, the hotel's address and a map link.
 */
export async function bookingDetail(
  db: Executor,
  memberId: number,
  bookingId: number,
  language: Locale,
): Promise<HotelBookingDetail> {
  const [r] = await withNames(
    db,
    and(eq(hotelBookings.id, bookingId), eq(hotelBookings.memberId, memberId)),
  );
  if (!r) throw fieldError('NOT_FOUND', 'booking_id', 404);
  const events = await db
    .select()
    .from(hotelBookingEvents)
    .where(eq(hotelBookingEvents.bookingId, bookingId))
    .orderBy(asc(hotelBookingEvents.id));
  const address = `${r.hotel.address}, ${r.hotel.city}`;
  return {
    ...toBooking(r.b, r.hotel, r.rt, language),
    hotel_address: r.hotel.address,
    hotel_city: r.hotel.city,
    map_url: mapUrl(address),
    cancel_reason: r.b.cancelReason,
    events: events.map((e) => ({
      status: e.status,
      note: e.note,
      actor_type: e.actorType,
      created_at: e.createdAt.toISOString(),
    })),
  };
}
