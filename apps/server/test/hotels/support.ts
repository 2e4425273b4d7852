import { sql } from 'drizzle-orm';
import { hotelRoomNights, hotelRoomTypes, hotels } from '../../src/db/schema/index.js';
import { addDays } from '../../src/features/hotels/stay.js';
import { businessDate } from '../../src/lib/business-time.js';
import type { MallContext } from '../mall/support.js';

export { call, createMallTestApp, type MallContext, nextKey, shopper } from '../mall/support.js';

/** A business date `days` from today. */
export const day = (days: number) => addDays(businessDate(), days);

/**
 * A hotel with one room type (prices in sen: normal credit 200.00, premium credit 180.00, normal
 * cash 190.00, premium cash 170.00 unless given) and `rooms` on sale on each of the nights
 * `from` … `to − 1` (days from today), inserted directly.
 */
export async function makeHotel(
  ctx: Pick<MallContext, 'db'>,
  opts: {
    city?: string;
    name?: string;
    freeCancelDays?: number;
    rooms?: number;
    from?: number;
    to?: number;
    prices?: [bigint, bigint, bigint, bigint];
    active?: boolean;
  } = {},
) {
  const [h] = await ctx.db
    .insert(hotels)
    .values({
      nameEn: opts.name ?? 'Sea View Hotel',
      nameZh: '海景酒店',
      nameMs: 'Hotel Pemandangan Laut',
      city: opts.city ?? 'Penang',
      address: '1 Jalan Pantai, 10050 George Town',
      descriptionEn: 'By the sea.',
      descriptionZh: '海边。',
      freeCancelDays: opts.freeCancelDays ?? 3,
      active: opts.active ?? true,
    })
    .returning();
  const rt = await addRoomType(ctx, h.id, opts);
  return { hotel: h, roomType: rt };
}

export async function addRoomType(
  ctx: Pick<MallContext, 'db'>,
  hotelId: number,
  opts: {
    rooms?: number;
    from?: number;
    to?: number;
    prices?: [bigint, bigint, bigint, bigint];
  } = {},
) {
  const [nc, pc, ncash, pcash] = opts.prices ?? [20000n, 18000n, 19000n, 17000n];
  const [rt] = await ctx.db
    .insert(hotelRoomTypes)
    .values({
      hotelId,
      nameEn: 'Deluxe Double',
      nameZh: '豪华双人房',
      nameMs: 'Deluxe Berkembar',
      capacity: 2,
      normalCreditSen: nc,
      premiumCreditSen: pc,
      normalCashSen: ncash,
      premiumCashSen: pcash,
    })
    .returning();
  await setNights(ctx, rt.id, opts.from ?? 1, opts.to ?? 15, opts.rooms ?? 5);
  return rt;
}

/** `rooms` on sale on the nights `from` … `to − 1` (days from today). */
export async function setNights(
  ctx: Pick<MallContext, 'db'>,
  roomTypeId: number,
  from: number,
  to: number,
  rooms: number,
) {
  const values = [];
  for (let d = from; d < to; d++) values.push({ roomTypeId, night: day(d), rooms });
  if (values.length)
    await ctx.db
      .insert(hotelRoomNights)
      .values(values)
      .onConflictDoUpdate({
        target: [hotelRoomNights.roomTypeId, hotelRoomNights.night],
        set: { rooms: sql`excluded.rooms` },
      });
}

/** Everything a refusal must leave as it was. */
export async function snapshot(ctx: Pick<MallContext, 'db'>) {
  const { rows } = await ctx.db.execute(sql`
    SELECT
      (SELECT json_agg(json_build_array(member_id, wallet, balance::text) ORDER BY id) FROM accounts) AS accounts,
      (SELECT json_agg(json_build_array(id, status, refunded_sen::text) ORDER BY id) FROM hotel_bookings) AS bookings,
      (SELECT json_agg(json_build_array(room_type_id, night::text, rooms, booked) ORDER BY room_type_id, night) FROM hotel_room_nights) AS nights,
      (SELECT json_agg(id ORDER BY id) FROM hotel_cart_items) AS cart,
      (SELECT count(*)::int FROM journals) AS journals,
      (SELECT count(*)::int FROM hotel_booking_events) AS events`);
  return rows[0];
}

/** Booked rooms of a room type per night (days from today). */
export async function bookedOn(
  ctx: Pick<MallContext, 'db'>,
  roomTypeId: number,
  from: number,
  to: number,
) {
  const { rows } = await ctx.db.execute<{ booked: number }>(sql`
    SELECT booked FROM hotel_room_nights
     WHERE room_type_id = ${roomTypeId} AND night >= ${day(from)}::date AND night < ${day(to)}::date
     ORDER BY night`);
  return rows.map((r) => Number(r.booked));
}
