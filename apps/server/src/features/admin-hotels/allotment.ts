import type { HotelRoomCalendar } from '@rangkai/shared';
import { and, asc, between, eq, gt, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { hotelRoomNights } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { ActionResult } from '../../lib/run-action.js';
import { roomTypeOf } from './hotels.js';

const DAY = 86_400_000;
/** The ISO date `days` after `date` (dates as calendar days, no time zone involved). */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const nightsBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY + 1;

export interface AllotmentInput {
  from: string;
  to: string;
  rooms: number;
}

/**
 * Sets the rooms of a type on sale for each night `from` … `to` (inclusive). The nights already
 * there are locked in night order first; when any has more rooms booked than `rooms`, the change
 * is refused naming the first such night and nothing is written (BUSINESS_RULES §14: a night is
 * never oversold). Audited with the nights' rooms before.
 */
export async function setAllotment(
  tx: Tx,
  roomTypeId: number,
  input: AllotmentInput,
): Promise<ActionResult<AllotmentInput & { room_type_id: number; nights: number }>> {
  await roomTypeOf(tx, roomTypeId);
  const inRange = and(
    eq(hotelRoomNights.roomTypeId, roomTypeId),
    between(hotelRoomNights.night, input.from, input.to),
  );
  const current = await tx
    .select({ night: hotelRoomNights.night, rooms: hotelRoomNights.rooms })
    .from(hotelRoomNights)
    .where(inRange)
    .orderBy(asc(hotelRoomNights.night))
    .for('update');
  const [over] = await tx
    .select({ night: hotelRoomNights.night, booked: hotelRoomNights.booked })
    .from(hotelRoomNights)
    .where(and(inRange, gt(hotelRoomNights.booked, input.rooms)))
    .orderBy(asc(hotelRoomNights.night))
    .limit(1);
  if (over)
    throw new AppError('CONFLICT', {
      rooms: 'CONFLICT',
      night: over.night,
      booked: String(over.booked),
    });
  await tx.execute(sql`
    INSERT INTO hotel_room_nights (room_type_id, night, rooms)
    SELECT ${roomTypeId}, d::date, ${input.rooms}
      FROM generate_series(${input.from}::date, ${input.to}::date, interval '1 day') AS d
    ON CONFLICT (room_type_id, night) DO UPDATE SET rooms = excluded.rooms`);
  const nights = nightsBetween(input.from, input.to);
  return {
    data: { room_type_id: roomTypeId, ...input, nights },
    audit: {
      action: 'hotel.room_type.allotment',
      targetType: 'hotel_room_type',
      targetId: roomTypeId,
      before: { nights: current },
      after: { ...input, nights },
    },
  };
}

/** Every night of `month` (YYYY-MM): the rooms on sale (0 when none were set) and booked. */
export async function roomCalendar(
  db: Executor,
  roomTypeId: number,
  month: string,
): Promise<HotelRoomCalendar> {
  const type = await roomTypeOf(db, roomTypeId);
  const first = `${month}-01`;
  const [y, m] = month.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  const rows = await db
    .select({
      night: hotelRoomNights.night,
      rooms: hotelRoomNights.rooms,
      booked: hotelRoomNights.booked,
    })
    .from(hotelRoomNights)
    .where(
      and(eq(hotelRoomNights.roomTypeId, roomTypeId), between(hotelRoomNights.night, first, last)),
    );
  const byNight = new Map(rows.map((r) => [r.night, r]));
  const nights = [];
  for (let night = first; night <= last; night = addDays(night, 1))
    nights.push({
      night,
      rooms: byNight.get(night)?.rooms ?? 0,
      booked: byNight.get(night)?.booked ?? 0,
    });
  return { room_type_id: roomTypeId, hotel_id: type.hotelId, month, nights };
}
