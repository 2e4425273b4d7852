import type { AdminHotelBookingDetail } from '@rangkai/shared';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { hotelBookingEvents, hotelBookings, hotelRoomNights } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { ActionResult } from '../../lib/run-action.js';
import type { MoneyActionResult } from '../money/index.js';
import { type JournalLineInput, postJournal } from '../wallet/index.js';
import { adminHotelBooking } from './bookings.js';

export interface HotelAdmin {
  adminId: number;
  username: string;
}

async function lockBooking(tx: Tx, id: number) {
  const [b] = await tx.select().from(hotelBookings).where(eq(hotelBookings.id, id)).for('update');
  if (!b) throw new AppError('NOT_FOUND');
  return b;
}

async function addEvent(
  tx: Tx,
  bookingId: number,
  status: 'confirmed' | 'canceled',
  note: string,
  admin: HotelAdmin,
) {
  await tx.insert(hotelBookingEvents).values({
    bookingId,
    status,
    note,
    actorType: 'admin',
    actorId: admin.adminId,
    actorName: admin.username,
  });
}

/**
 * Confirms a pre-booked booking with the hotel's confirmation number (BUSINESS_RULES §14): its
 * status history gains the event, the audit row says who. Any other status is refused unchanged.
 */
export async function confirmHotelBooking(
  tx: Tx,
  admin: HotelAdmin,
  bookingId: number,
  confirmationNumber: string,
): Promise<ActionResult<AdminHotelBookingDetail>> {
  const b = await lockBooking(tx, bookingId);
  if (b.status !== 'pre_booked') throw new AppError('INVALID_STATE', { status: 'INVALID_STATE' });
  await tx
    .update(hotelBookings)
    .set({ status: 'confirmed', confirmationNumber, updatedAt: new Date() })
    .where(eq(hotelBookings.id, bookingId));
  await addEvent(tx, bookingId, 'confirmed', confirmationNumber, admin);
  // TODO(issue 29): tell the member (notification and e-mail) once the member side exports
  // `notifyBookingConfirmed(tx, bookingId)` from features/hotels.
  return {
    data: await adminHotelBooking(tx, bookingId),
    audit: {
      action: 'hotel.booking.confirm',
      targetType: 'hotel_booking',
      targetId: bookingId,
      before: { ref_no: b.refNo, status: b.status },
      after: { ref_no: b.refNo, status: 'confirmed', confirmation_number: confirmationNumber },
    },
  };
}

/**
 * Puts a booking's nights back on sale: the nights' rows are locked in night order (as a checkout
 * takes them, so the two never deadlock), then each gives back the booking's rooms.
 */
export async function releaseNights(tx: Tx, b: typeof hotelBookings.$inferSelect) {
  const nights = and(
    eq(hotelRoomNights.roomTypeId, b.roomTypeId),
    gte(hotelRoomNights.night, b.checkIn),
    lt(hotelRoomNights.night, b.checkOut),
  );
  await tx
    .select({ night: hotelRoomNights.night })
    .from(hotelRoomNights)
    .where(nights)
    .orderBy(asc(hotelRoomNights.night))
    .for('update');
  await tx
    .update(hotelRoomNights)
    .set({ booked: sql`GREATEST(${hotelRoomNights.booked} - ${b.rooms}, 0)` })
    .where(nights);
}

/**
 * An administrator's cancel of a booking not yet canceled (BUSINESS_RULES §14), with a reason:
 * the nights go back on sale; `refund: 'full'` sends every sen back to the wallets it came from
 * (one `hotel_refund` journal, the payment's mirror, referenced by the booking so it happens
 * once), `'none'` keeps the payment (the hotel's policy). Runs inside `runMoneyAction`.
 */
export async function cancelHotelBooking(
  tx: Tx,
  admin: HotelAdmin,
  bookingId: number,
  input: { reason: string; refund: 'full' | 'none' },
): Promise<MoneyActionResult<AdminHotelBookingDetail>> {
  const b = await lockBooking(tx, bookingId);
  if (b.status === 'canceled')
    throw new AppError('ALREADY_CANCELLED', { status: 'ALREADY_CANCELLED' });
  await releaseNights(tx, b);
  let refundedSen = 0n;
  if (input.refund === 'full') {
    const lines = (
      [
        { account: { memberId: b.memberId, wallet: 'point1' }, amount: b.paidPoint1Sen },
        { account: { memberId: b.memberId, wallet: 'point2' }, amount: b.paidPoint2Sen },
        { account: { memberId: b.memberId, wallet: 'point4' }, amount: b.paidPoint4Sen },
        { account: { system: 'company_revenue' }, amount: -b.totalSen },
      ] satisfies JournalLineInput[]
    ).filter((l) => l.amount !== 0n);
    await postJournal(tx, {
      type: 'hotel_refund',
      reference: `hotel_booking:${bookingId}`,
      memo: b.refNo,
      actor: { type: 'admin', id: admin.adminId },
      lines,
    });
    refundedSen = b.totalSen;
  }
  await tx
    .update(hotelBookings)
    .set({ status: 'canceled', cancelReason: input.reason, refundedSen, updatedAt: new Date() })
    .where(eq(hotelBookings.id, bookingId));
  await addEvent(tx, bookingId, 'canceled', input.reason, admin);
  return {
    data: await adminHotelBooking(tx, bookingId),
    audit: {
      action: 'hotel.booking.cancel',
      targetType: 'hotel_booking',
      targetId: bookingId,
      reason: input.reason,
      before: { ref_no: b.refNo, status: b.status },
      after: { ref_no: b.refNo, status: 'canceled', refund: input.refund, refunded: refundedSen },
    },
  };
}
