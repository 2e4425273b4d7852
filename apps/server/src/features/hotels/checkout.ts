import crypto from 'node:crypto';
import type { HotelBooking, Locale } from '@rangkai/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import {
  hotelBookingEvents,
  hotelBookings,
  hotelCartItems,
  hotelRoomNights,
  members,
} from '../../db/schema/index.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import { businessDate } from '../../lib/business-time.js';
import { isPremium } from '../mall/index.js';
import { walletBalances } from '../member/index.js';
import type { MoneyActionResult } from '../money/index.js';
import { type JournalLineInput, postJournal } from '../wallet/index.js';
import { bookingsByIds } from './bookings.js';
import { cartLines } from './cart.js';
import { nightlyPrice } from './catalogue.js';
import { checkStay } from './stay.js';

export const HOTEL_PAYMENT_JOURNAL = 'hotel_booking';
export const HOTEL_REFUND_JOURNAL = 'hotel_refund';

const minSen = (a: bigint, b: bigint) => (a < b ? a : b);

/** `HB`, the business date and 6 random characters: `HB20261127-7KQ2MX` (like order numbers). */
function newRefNo() {
  const day = businessDate().replaceAll('-', '');
  const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
  const random = Array.from(crypto.randomBytes(6), (b) => alphabet[b % alphabet.length]).join('');
  return `HB${day}-${random}`;
}

export interface HotelCheckoutInput {
  payment_type: 'credit' | 'cash';
  point2?: bigint;
  language: Locale;
}

/**
 * `POST api/hotel/checkout` in the money path's transaction (BUSINESS_RULES §14, §12): every line
 * of the hotel cart. The member row is locked, the stays checked, the payment split (cash from
 * point1; credit from point2 as asked — as much as it holds by default — then point4), then the
 * room-nights taken in (room type, night) order, each only while `booked + rooms <= rooms` (a miss
 * is ROOM_NOT_AVAILABLE and the transaction rolls back whole), one payment journal per booking
 * (wallets → company revenue; no shipping, no BV), the bookings (pre-booked, a first event) and
 * the cart emptied. A refusal changes nothing.
 */
export async function placeHotelBookings(
  tx: Tx,
  member: { id: number; username: string },
  input: HotelCheckoutInput,
): Promise<MoneyActionResult<{ bookings: HotelBooking[] }>> {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, member.id)).for('update');
  const rows = await cartLines(tx, member.id);
  if (rows.length === 0) throw fieldError('CART_EMPTY', 'cart');
  const today = businessDate();
  const premium = await isPremium(tx, member.id);
  let totalSen = 0n;
  const needs = new Map<string, { roomTypeId: number; night: string; rooms: number }>();
  const lines = rows.map(({ line, rt, hotel }) => {
    if (!rt.active || !hotel.active)
      throw new AppError('ROOM_NOT_AVAILABLE', { room_type_id: String(rt.id) });
    const nights = checkStay(line.checkIn, line.checkOut, today);
    for (const night of nights) {
      const key = `${String(rt.id).padStart(10, '0')}|${night}`;
      const need = needs.get(key) ?? { roomTypeId: rt.id, night, rooms: 0 };
      need.rooms += line.rooms;
      needs.set(key, need);
    }
    const nightlySen = nightlyPrice(rt, premium, input.payment_type);
    const lineTotal = nightlySen * BigInt(nights.length * line.rooms);
    totalSen += lineTotal;
    return { line, rt, hotel, nightlySen, totalSen: lineTotal };
  });

  const balances = await walletBalances(tx, member.id);
  const pay = { point1: 0n, point2: 0n, point4: 0n };
  if (input.payment_type === 'cash') {
    if (input.point2 !== undefined) throw fieldError('VALIDATION_ERROR', 'point2');
    pay.point1 = totalSen;
  } else {
    const point2 = input.point2 ?? minSen(balances.point2, totalSen);
    if (point2 > totalSen) throw fieldError('INCORRECT_AMOUNT', 'point2');
    pay.point2 = point2 < 0n ? 0n : point2;
    pay.point4 = totalSen - pay.point2;
  }
  if (pay.point1 > balances.point1 || pay.point2 > balances.point2 || pay.point4 > balances.point4)
    throw new AppError('INSUFFICIAN_BALANCE');

  // Fixed order, so two checkouts wanting the same nights queue instead of deadlocking.
  for (const key of [...needs.keys()].sort()) {
    const need = needs.get(key)!;
    const taken = await tx
      .update(hotelRoomNights)
      .set({ booked: sql`${hotelRoomNights.booked} + ${need.rooms}` })
      .where(
        and(
          eq(hotelRoomNights.roomTypeId, need.roomTypeId),
          eq(hotelRoomNights.night, need.night),
          sql`${hotelRoomNights.booked} + ${need.rooms} <= ${hotelRoomNights.rooms}`,
        ),
      )
      .returning({ night: hotelRoomNights.night });
    if (taken.length !== 1)
      throw new AppError('ROOM_NOT_AVAILABLE', {
        room_type_id: String(need.roomTypeId),
        night: need.night,
      });
  }

  let point2Left = pay.point2;
  const ids: number[] = [];
  for (const l of lines) {
    const paid = { point1: 0n, point2: 0n, point4: 0n };
    if (input.payment_type === 'cash') paid.point1 = l.totalSen;
    else {
      paid.point2 = minSen(point2Left, l.totalSen);
      paid.point4 = l.totalSen - paid.point2;
      point2Left -= paid.point2;
    }
    const [b] = await tx
      .insert(hotelBookings)
      .values({
        refNo: newRefNo(),
        memberId: member.id,
        hotelId: l.hotel.id,
        roomTypeId: l.rt.id,
        checkIn: l.line.checkIn,
        checkOut: l.line.checkOut,
        rooms: l.line.rooms,
        guestName: l.line.guestName,
        paymentType: input.payment_type,
        nightlySen: l.nightlySen,
        totalSen: l.totalSen,
        paidPoint1Sen: paid.point1,
        paidPoint2Sen: paid.point2,
        paidPoint4Sen: paid.point4,
      })
      .returning({ id: hotelBookings.id, refNo: hotelBookings.refNo });
    const journalLines = (
      [
        { account: { memberId: member.id, wallet: 'point1' }, amount: -paid.point1 },
        { account: { memberId: member.id, wallet: 'point2' }, amount: -paid.point2 },
        { account: { memberId: member.id, wallet: 'point4' }, amount: -paid.point4 },
        { account: { system: 'company_revenue' }, amount: l.totalSen },
      ] satisfies JournalLineInput[]
    ).filter((j) => j.amount !== 0n);
    const journal = await postJournal(tx, {
      type: HOTEL_PAYMENT_JOURNAL,
      reference: `hotel_booking:${b.id}`,
      memo: b.refNo,
      actor: { type: 'member', id: member.id },
      lines: journalLines,
    });
    await tx
      .update(hotelBookings)
      .set({ journalId: journal.journalId })
      .where(eq(hotelBookings.id, b.id));
    await tx.insert(hotelBookingEvents).values({
      bookingId: b.id,
      status: 'pre_booked',
      actorType: 'member',
      actorId: member.id,
      actorName: member.username,
    });
    ids.push(b.id);
  }
  await tx.delete(hotelCartItems).where(
    and(
      eq(hotelCartItems.memberId, member.id),
      inArray(
        hotelCartItems.id,
        rows.map((r) => r.line.id),
      ),
    ),
  );
  const bookings = await bookingsByIds(tx, ids, input.language);
  return {
    data: { bookings },
    audit: {
      action: 'hotel.checkout',
      targetType: 'hotel_booking',
      targetId: ids[0],
      after: {
        bookings: bookings.map((b) => ({ id: b.id, ref_no: b.ref_no, total: b.total })),
        payment_type: input.payment_type,
        pay,
      },
    },
  };
}
