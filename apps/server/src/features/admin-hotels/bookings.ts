import {
  type AdminHotelBooking,
  type AdminHotelBookingDetail,
  type AdminHotelBookingStatus,
  formatSen,
  PAGE_SIZE,
} from '@rangkai/shared';
import { and, asc, desc, eq, gte, ilike, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  hotelBookingEvents,
  hotelBookings,
  hotelRoomTypes,
  hotels,
  members,
} from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { businessDateTime } from '../../lib/business-time.js';
import type { CsvSource } from '../../lib/csv-export.js';
import { likeContains, pageOf, pageOffset } from '../../lib/pagination.js';

export interface BookingFilter {
  status?: AdminHotelBookingStatus;
  search?: string;
  from?: string;
  to?: string;
  hotel_id?: number;
}

const DAY = 86_400_000;

/** The queue's filter: status, hotel, check-in range, and a search (ref, member, guest, hotel). */
function bookingWhere(filter: BookingFilter): SQL | undefined {
  const term = filter.search?.trim();
  return and(
    filter.status ? eq(hotelBookings.status, filter.status) : undefined,
    filter.hotel_id ? eq(hotelBookings.hotelId, filter.hotel_id) : undefined,
    filter.from ? gte(hotelBookings.checkIn, filter.from) : undefined,
    filter.to ? lte(hotelBookings.checkIn, filter.to) : undefined,
    term
      ? or(
          sql`${hotelBookings.refNo} = upper(${term})`,
          sql`lower(${members.username}) = lower(${term})`,
          sql`${members.memberCode} = upper(${term})`,
          ilike(hotelBookings.guestName, likeContains(term)),
          ilike(hotels.nameEn, likeContains(term)),
        )
      : undefined,
  );
}

const columns = {
  b: hotelBookings,
  username: members.username,
  memberCode: members.memberCode,
  hotelName: hotels.nameEn,
  city: hotels.city,
  roomTypeName: hotelRoomTypes.nameEn,
};

function select(db: Executor) {
  return db
    .select(columns)
    .from(hotelBookings)
    .innerJoin(members, eq(members.id, hotelBookings.memberId))
    .innerJoin(hotels, eq(hotels.id, hotelBookings.hotelId))
    .innerJoin(hotelRoomTypes, eq(hotelRoomTypes.id, hotelBookings.roomTypeId));
}

type Row = {
  b: typeof hotelBookings.$inferSelect;
  username: string;
  memberCode: string;
  hotelName: string;
  city: string;
  roomTypeName: string;
};

function toBooking({ b, ...r }: Row): AdminHotelBooking {
  return {
    id: b.id,
    ref_no: b.refNo,
    status: b.status,
    member: { id: b.memberId, username: r.username, member_code: r.memberCode },
    hotel: { id: b.hotelId, name_en: r.hotelName, city: r.city },
    room_type: { id: b.roomTypeId, name_en: r.roomTypeName },
    check_in: b.checkIn,
    check_out: b.checkOut,
    nights: (Date.parse(b.checkOut) - Date.parse(b.checkIn)) / DAY,
    rooms: b.rooms,
    guest_name: b.guestName,
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
    cancel_reason: b.cancelReason,
    created_at: b.createdAt.toISOString(),
    updated_at: b.updatedAt.toISOString(),
  };
}

/** A page of the bookings queue, newest first. */
export async function adminHotelBookings(db: Executor, filter: BookingFilter, page: number) {
  const where = bookingWhere(filter);
  const rows = await select(db)
    .where(where)
    .orderBy(desc(hotelBookings.id))
    .limit(PAGE_SIZE)
    .offset(pageOffset(page));
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(hotelBookings)
    .innerJoin(members, eq(members.id, hotelBookings.memberId))
    .innerJoin(hotels, eq(hotels.id, hotelBookings.hotelId))
    .where(where);
  return pageOf(rows.map(toBooking), page, n);
}

/** One booking with its status history. */
export async function adminHotelBooking(
  db: Executor,
  id: number,
): Promise<AdminHotelBookingDetail> {
  const [row] = await select(db).where(eq(hotelBookings.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  const events = await db
    .select()
    .from(hotelBookingEvents)
    .where(eq(hotelBookingEvents.bookingId, id))
    .orderBy(asc(hotelBookingEvents.id));
  return {
    ...toBooking(row),
    events: events.map((e) => ({
      status: e.status,
      note: e.note,
      actor_type: e.actorType,
      actor_name: e.actorName,
      created_at: e.createdAt.toISOString(),
    })),
  };
}

/** The queue of the filter as CSV, newest first, amounts as the list shows them. */
export function exportHotelBookings(
  db: Executor,
  filter: BookingFilter,
): CsvSource<AdminHotelBooking> {
  const where = bookingWhere(filter);
  const when = (iso: string) => businessDateTime(new Date(iso));
  return {
    columns: [
      { name: 'id', value: (b) => b.id },
      { name: 'ref_no', value: (b) => b.ref_no },
      { name: 'created_at', value: (b) => when(b.created_at) },
      { name: 'status', value: (b) => b.status },
      { name: 'member_code', value: (b) => b.member.member_code },
      { name: 'username', value: (b) => b.member.username },
      { name: 'hotel', value: (b) => b.hotel.name_en },
      { name: 'city', value: (b) => b.hotel.city },
      { name: 'room_type', value: (b) => b.room_type.name_en },
      { name: 'check_in', value: (b) => b.check_in },
      { name: 'check_out', value: (b) => b.check_out },
      { name: 'nights', value: (b) => b.nights },
      { name: 'rooms', value: (b) => b.rooms },
      { name: 'guest_name', value: (b) => b.guest_name },
      { name: 'payment_type', value: (b) => b.payment_type },
      { name: 'total_myr', value: (b) => b.total, number: true },
      { name: 'paid_point1_myr', value: (b) => b.paid.point1, number: true },
      { name: 'paid_point2_myr', value: (b) => b.paid.point2, number: true },
      { name: 'paid_point4_myr', value: (b) => b.paid.point4, number: true },
      { name: 'refunded_myr', value: (b) => b.refunded, number: true },
      { name: 'confirmation_number', value: (b) => b.confirmation_number },
      { name: 'cancel_reason', value: (b) => b.cancel_reason },
    ],
    batch: async (after, limit) => {
      const rows = await select(db)
        .where(after ? and(where, lt(hotelBookings.id, after.id)) : where)
        .orderBy(desc(hotelBookings.id))
        .limit(limit);
      return rows.map(toBooking);
    },
  };
}
