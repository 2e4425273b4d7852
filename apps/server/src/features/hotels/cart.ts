import type { hotelAddCartRequest } from '@rangkai/shared';
import { formatSen, type HotelCartReply, type Locale } from '@rangkai/shared';
import { and, asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { hotelCartItems, hotelRoomTypes, hotels } from '../../db/schema/index.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import { businessDate } from '../../lib/business-time.js';
import { isPremium, nameIn } from '../mall/index.js';
import { nightlyPrice, roomsLeft } from './catalogue.js';
import { checkStay, nightsOf } from './stay.js';

/** The most lines a hotel cart holds. */
export const MAX_HOTEL_CART_LINES = 20;

/** The member's cart lines with their hotel and room type, oldest first. */
export async function cartLines(db: Executor, memberId: number) {
  return db
    .select({ line: hotelCartItems, rt: hotelRoomTypes, hotel: hotels })
    .from(hotelCartItems)
    .innerJoin(hotelRoomTypes, eq(hotelRoomTypes.id, hotelCartItems.roomTypeId))
    .innerJoin(hotels, eq(hotels.id, hotelRoomTypes.hotelId))
    .where(eq(hotelCartItems.memberId, memberId))
    .orderBy(asc(hotelCartItems.id));
}

/**
 * `POST api/hotel/addCart`: a stay of an active room type whose every night has the rooms now
 * (ROOM_NOT_AVAILABLE otherwise; checkout checks again and takes them).
 */
export async function addCartLine(
  db: Executor,
  memberId: number,
  input: z.output<typeof hotelAddCartRequest>,
) {
  const nights = checkStay(input.check_in, input.check_out, businessDate());
  const [row] = await db
    .select({ id: hotelRoomTypes.id })
    .from(hotelRoomTypes)
    .innerJoin(hotels, eq(hotels.id, hotelRoomTypes.hotelId))
    .where(
      and(
        eq(hotelRoomTypes.id, input.room_type_id),
        eq(hotelRoomTypes.active, true),
        eq(hotels.active, true),
      ),
    );
  if (!row) throw fieldError('NOT_FOUND', 'room_type_id', 404);
  const left = await roomsLeft(db, [row.id], nights);
  if ((left.get(row.id) ?? 0) < input.rooms) throw fieldError('ROOM_NOT_AVAILABLE', 'rooms');
  const [{ n }] = await db
    .select({ n: count() })
    .from(hotelCartItems)
    .where(eq(hotelCartItems.memberId, memberId));
  if (n >= MAX_HOTEL_CART_LINES) throw new AppError('HOTEL_CART_FULL');
  await db.insert(hotelCartItems).values({
    memberId,
    roomTypeId: row.id,
    checkIn: input.check_in,
    checkOut: input.check_out,
    rooms: input.rooms,
    guestName: input.guest_name,
  });
}

/** `POST api/hotel/removeCart`: one of the member's own lines (another's is NOT_FOUND, unchanged). */
export async function removeCartLine(db: Executor, memberId: number, id: number) {
  const gone = await db
    .delete(hotelCartItems)
    .where(and(eq(hotelCartItems.id, id), eq(hotelCartItems.memberId, memberId)))
    .returning({ id: hotelCartItems.id });
  if (gone.length === 0) throw fieldError('NOT_FOUND', 'id', 404);
}

/**
 * `GET api/hotel/getCart`: every line with its names, nights and totals for this member; a line
 * whose stay can no longer be booked (a night without the rooms, check-in no longer from tomorrow,
 * the hotel or room type withdrawn) is flagged `available: false`, never dropped.
 */
export async function getCart(
  db: Executor,
  memberId: number,
  language: Locale,
): Promise<HotelCartReply> {
  const rows = await cartLines(db, memberId);
  const premium = await isPremium(db, memberId);
  const today = businessDate();
  let credit = 0n;
  let cash = 0n;
  const records: HotelCartReply['records'] = [];
  for (const { line, rt, hotel } of rows) {
    const nights = nightsOf(line.checkIn, line.checkOut);
    const left = (await roomsLeft(db, [rt.id], nights)).get(rt.id) ?? 0;
    const available = rt.active && hotel.active && line.checkIn > today && left >= line.rooms;
    const times = BigInt(nights.length * line.rooms);
    const nightly = {
      credit: nightlyPrice(rt, premium, 'credit'),
      cash: nightlyPrice(rt, premium, 'cash'),
    };
    credit += nightly.credit * times;
    cash += nightly.cash * times;
    records.push({
      id: line.id,
      hotel_id: hotel.id,
      hotel_name: nameIn(hotel, language),
      room_type_id: rt.id,
      room_name: nameIn(rt, language),
      check_in: line.checkIn,
      check_out: line.checkOut,
      nights: nights.length,
      rooms: line.rooms,
      guest_name: line.guestName,
      nightly: { credit: formatSen(nightly.credit), cash: formatSen(nightly.cash) },
      total: {
        credit: formatSen(nightly.credit * times),
        cash: formatSen(nightly.cash * times),
      },
      available,
    });
  }
  return {
    records,
    total: { credit: formatSen(credit), cash: formatSen(cash) },
    all_available: records.every((r) => r.available),
  };
}
