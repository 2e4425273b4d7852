import type { AdminHotelBookingDetail } from '@rangkai/shared';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { hotelBookingEvents, hotelBookings } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { ActionResult } from '../../lib/run-action.js';
import { notifyBookingConfirmed, refundHotelBooking } from '../hotels/index.js';
import type { MoneyActionResult } from '../money/index.js';
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
  await notifyBookingConfirmed(tx, bookingId);
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
 * An administrator's cancel of a booking not yet canceled (BUSINESS_RULES §14), with a reason:
 * the nights go back on sale; `refund: 'full'` sends every sen back to the wallets it came from
 * (one `hotel_refund` journal, the payment's mirror, referenced by the booking so it happens
 * once), `'none'` keeps the payment (the hotel's policy); the member is told. The same path as a
 * member's own cancel (`refundHotelBooking`). Runs inside `runMoneyAction`.
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
  const refundedSen = input.refund === 'full' ? b.totalSen : 0n;
  await refundHotelBooking(tx, b, {
    refundSen: refundedSen,
    reason: input.reason,
    actor: { type: 'admin', id: admin.adminId, name: admin.username },
  });
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
