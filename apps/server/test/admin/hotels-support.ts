import { sql } from 'drizzle-orm';
import { inTransaction } from '../../src/db/client.js';
import { hotelBookingEvents, hotelBookings } from '../../src/db/schema/index.js';
import { addDays } from '../../src/features/admin-hotels/allotment.js';
import { postJournal } from '../../src/features/wallet/ledger.js';
import { businessDate } from '../../src/lib/business-time.js';
import { createTestMember, fund } from '../helpers.js';
import { call, type MallContext } from '../mall/support.js';

export { addDays };

/** The business date `days` from today. */
export const inDays = (days: number) => addDays(businessDate(), days);

let keys = 0;
export const hotelKey = () => `hotel-test-${process.pid}-${++keys}`;

/** A hotel through the back-office (defaults: Penang, 3 free-cancel days). */
export async function createHotel(ctx: MallContext, input: Record<string, unknown> = {}) {
  const res = await call(ctx, ctx.adminToken, 'POST', '/api/admin/hotels', {
    name_en: 'Sea Breeze Hotel',
    name_zh: '海风酒店',
    name_ms: 'Hotel Bayu Laut',
    city: 'Penang',
    address: '1 Jalan Pantai, George Town',
    ...input,
  });
  if (res.body.error_code !== 0) throw new Error(JSON.stringify(res.body));
  return res.body.data;
}

/** A room type of `hotelId` with the four nightly prices, through the back-office. */
export async function createRoomType(
  ctx: MallContext,
  hotelId: number,
  input: Record<string, unknown> = {},
) {
  const res = await call(ctx, ctx.adminToken, 'POST', `/api/admin/hotels/${hotelId}/room-types`, {
    name_en: 'Deluxe King',
    capacity: 2,
    normal_credit: '200.00',
    premium_credit: '170.00',
    normal_cash: '190.00',
    premium_cash: '160.00',
    ...input,
  });
  if (res.body.error_code !== 0) throw new Error(JSON.stringify(res.body));
  return res.body.data;
}

/** Puts `rooms` rooms on sale for `from` … `to`. */
export async function allot(
  ctx: MallContext,
  roomTypeId: number,
  from: string,
  to: string,
  rooms: number,
) {
  return call(ctx, ctx.adminToken, 'PUT', `/api/admin/room-types/${roomTypeId}/allotment`, {
    from,
    to,
    rooms,
  });
}

/**
 * A paid pre-booked booking written as a member checkout leaves it (the member side is tested
 * apart): the member funded, the nights taken, the payment journal (wallets → company revenue)
 * and the booking with its first event, in one transaction.
 */
export async function paidBooking(
  ctx: MallContext,
  options: {
    hotelId: number;
    roomTypeId: number;
    checkIn: string;
    nights: number;
    rooms?: number;
    nightlySen?: bigint;
    /** Credit from point2 then point4 (default), or cash from point1. */
    payment?: 'credit' | 'cash';
  },
) {
  const { rooms = 1, nightlySen = 20_000n, payment = 'credit' } = options;
  const member = await createTestMember(ctx);
  const totalSen = nightlySen * BigInt(options.nights * rooms);
  const parts =
    payment === 'cash'
      ? { point1: totalSen, point2: 0n, point4: 0n }
      : { point1: 0n, point2: totalSen / 3n, point4: totalSen - totalSen / 3n };
  for (const wallet of ['point1', 'point2', 'point4'] as const)
    if (parts[wallet] > 0n)
      await fund(ctx, member.username, wallet, (Number(parts[wallet]) / 100 + 10).toFixed(2));
  const checkOut = addDays(options.checkIn, options.nights);
  const id = await inTransaction(ctx.db, async (tx) => {
    const taken = await tx.execute(sql`
      UPDATE hotel_room_nights SET booked = booked + ${rooms}
       WHERE room_type_id = ${options.roomTypeId}
         AND night >= ${options.checkIn}::date AND night < ${checkOut}::date
      RETURNING night`);
    if (taken.rows.length !== options.nights) throw new Error('nights not on sale');
    const [b] = await tx
      .insert(hotelBookings)
      .values({
        refNo: `HB${process.pid}${++keys}`,
        memberId: member.id,
        hotelId: options.hotelId,
        roomTypeId: options.roomTypeId,
        checkIn: options.checkIn,
        checkOut,
        rooms,
        guestName: 'Tan Mei Ling',
        paymentType: payment,
        nightlySen,
        totalSen,
        paidPoint1Sen: parts.point1,
        paidPoint2Sen: parts.point2,
        paidPoint4Sen: parts.point4,
      })
      .returning();
    const posted = await postJournal(tx, {
      type: 'hotel_booking',
      reference: `hotel_booking:${b.id}`,
      memo: b.refNo,
      actor: { type: 'member', id: member.id },
      lines: [
        ...(['point1', 'point2', 'point4'] as const)
          .filter((w) => parts[w] > 0n)
          .map((wallet) => ({ account: { memberId: member.id, wallet }, amount: -parts[wallet] })),
        { account: { system: 'company_revenue' }, amount: totalSen },
      ],
    });
    await tx.execute(
      sql`UPDATE hotel_bookings SET journal_id = ${posted.journalId} WHERE id = ${b.id}`,
    );
    await tx.insert(hotelBookingEvents).values({
      bookingId: b.id,
      status: 'pre_booked',
      actorType: 'member',
      actorId: member.id,
      actorName: member.username,
    });
    return b.id;
  });
  return { id, member, totalSen, parts, checkOut };
}

/** The rooms on sale and booked of a night. */
export async function night(ctx: MallContext, roomTypeId: number, date: string) {
  const { rows } = await ctx.db.execute<{ rooms: number; booked: number }>(
    sql`SELECT rooms, booked FROM hotel_room_nights WHERE room_type_id = ${roomTypeId} AND night = ${date}::date`,
  );
  return rows[0] ?? null;
}
