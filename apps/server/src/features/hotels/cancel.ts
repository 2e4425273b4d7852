import { formatSen } from '@rangkai/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import {
  hotelBookingEvents,
  hotelBookings,
  hotelRoomNights,
  hotels,
  members,
} from '../../db/schema/index.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import { businessDate } from '../../lib/business-time.js';
import type { MoneyActionResult } from '../money/index.js';
import { type JournalLineInput, postJournal } from '../wallet/index.js';
import { HOTEL_REFUND_JOURNAL } from './checkout.js';
import { notifyBookingCanceled } from './notify.js';
import { canCancelOn, freeCancelUntil, nightsOf } from './stay.js';

/**
 * Gives a booking's money and nights back, in the caller's transaction (BUSINESS_RULES §14): the
 * payment's mirror journal for `refundSen` (every sen to the wallets it came from when in full;
 * point1, then point2, then point4 when partial), the nights back on sale (booked −= rooms), the
 * booking canceled with its event. The back-office may call it too (with a reason, a refund in
 * full or not).
 */
export async function refundHotelBooking(
  tx: Tx,
  booking: typeof hotelBookings.$inferSelect,
  opts: {
    refundSen: bigint;
    reason: string | null;
    actor: { type: 'member' | 'admin' | 'system'; id: number | null; name: string };
  },
) {
  const b = booking;
  // The nights first, in night order, then the wallets: the order a checkout takes them in, so a
  // refund and a checkout never wait on each other in a circle.
  for (const night of nightsOf(b.checkIn, b.checkOut))
    await tx
      .update(hotelRoomNights)
      .set({ booked: sql`${hotelRoomNights.booked} - ${b.rooms}` })
      .where(and(eq(hotelRoomNights.roomTypeId, b.roomTypeId), eq(hotelRoomNights.night, night)));
  let left = opts.refundSen;
  const back = { point1: 0n, point2: 0n, point4: 0n };
  for (const w of ['point1', 'point2', 'point4'] as const) {
    const paid =
      w === 'point1' ? b.paidPoint1Sen : w === 'point2' ? b.paidPoint2Sen : b.paidPoint4Sen;
    // biome-ignore lint/complexity/useMathMinMax: sen are bigints, which Math.min does not take
    back[w] = left < paid ? left : paid;
    left -= back[w];
  }
  const lines = (
    [
      { account: { memberId: b.memberId, wallet: 'point1' }, amount: back.point1 },
      { account: { memberId: b.memberId, wallet: 'point2' }, amount: back.point2 },
      { account: { memberId: b.memberId, wallet: 'point4' }, amount: back.point4 },
      { account: { system: 'company_revenue' }, amount: -opts.refundSen },
    ] satisfies JournalLineInput[]
  ).filter((l) => l.amount !== 0n);
  if (lines.length >= 2)
    await postJournal(tx, {
      type: HOTEL_REFUND_JOURNAL,
      reference: `hotel_booking:${b.id}`,
      memo: b.refNo,
      actor: { type: opts.actor.type, id: opts.actor.id },
      lines,
    });
  await tx
    .update(hotelBookings)
    .set({
      status: 'canceled',
      refundedSen: opts.refundSen,
      cancelReason: opts.reason,
      updatedAt: new Date(),
    })
    .where(eq(hotelBookings.id, b.id));
  await tx.insert(hotelBookingEvents).values({
    bookingId: b.id,
    status: 'canceled',
    note: opts.reason,
    actorType: opts.actor.type,
    actorId: opts.actor.id,
    actorName: opts.actor.name,
  });
  await notifyBookingCanceled(tx, b.id);
}

/**
 * `POST api/hotel/cancelBooking` in the money path's transaction: the member's own booking, not
 * canceled, while today (business time zone) ≤ check-in − `free_cancel_days` → canceled with every
 * sen back. Another member's booking is NOT_FOUND; after the deadline CANCEL_DEADLINE_PASSED.
 */
export async function cancelOwnBooking(
  tx: Tx,
  member: { id: number; username: string },
  bookingId: number,
): Promise<MoneyActionResult<{ booking_id: number; status: 'canceled'; refunded: string }>> {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, member.id)).for('update');
  const [row] = await tx
    .select({ b: hotelBookings, freeCancelDays: hotels.freeCancelDays })
    .from(hotelBookings)
    .innerJoin(hotels, eq(hotels.id, hotelBookings.hotelId))
    .where(and(eq(hotelBookings.id, bookingId), eq(hotelBookings.memberId, member.id)))
    .for('update', { of: hotelBookings });
  if (!row) throw fieldError('NOT_FOUND', 'booking_id', 404);
  const { b } = row;
  if (b.status === 'canceled') throw fieldError('ALREADY_CANCELLED', 'booking_id');
  const today = businessDate();
  if (!canCancelOn(today, b.checkIn, row.freeCancelDays))
    throw new AppError('CANCEL_DEADLINE_PASSED', {
      booking_id: 'CANCEL_DEADLINE_PASSED',
      free_cancel_until: freeCancelUntil(b.checkIn, row.freeCancelDays),
    });
  await refundHotelBooking(tx, b, {
    refundSen: b.totalSen,
    reason: null,
    actor: { type: 'member', id: member.id, name: member.username },
  });
  return {
    data: { booking_id: b.id, status: 'canceled', refunded: formatSen(b.totalSen) },
    audit: {
      action: 'hotel.cancel',
      targetType: 'hotel_booking',
      targetId: b.id,
      before: { ref_no: b.refNo, status: b.status },
      after: { ref_no: b.refNo, status: 'canceled', refunded_sen: b.totalSen },
    },
  };
}
