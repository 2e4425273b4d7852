import {
  formatSen,
  type HotelDetail,
  type HotelSummary,
  type Locale,
  PAGE_SIZE,
} from '@rangkai/shared';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { hotelImages, hotelRoomNights, hotelRoomTypes, hotels } from '../../db/schema/index.js';
import { fieldError } from '../../lib/app-error.js';
import { businessDate } from '../../lib/business-time.js';
import { pageOf, pageOffset } from '../../lib/pagination.js';
import { isPremium, nameIn } from '../mall/index.js';
import { addDays, checkStay } from './stay.js';

export type RoomTypeRow = typeof hotelRoomTypes.$inferSelect;
export type HotelRow = typeof hotels.$inferSelect;

/** The nightly price of one room this member pays (sen): premium members pay the premium ones. */
export function nightlyPrice(rt: RoomTypeRow, premium: boolean, paymentType: 'credit' | 'cash') {
  if (paymentType === 'credit') return premium ? rt.premiumCreditSen : rt.normalCreditSen;
  return premium ? rt.premiumCashSen : rt.normalCashSen;
}

export function descriptionIn(h: HotelRow, language: Locale): string {
  if ((language === 'zh' || language === 'zh-Hant') && h.descriptionZh) return h.descriptionZh;
  if ((language === 'ms' || language === 'id') && h.descriptionMs) return h.descriptionMs;
  return h.descriptionEn;
}

/**
 * Rooms left of each room type over the nights (the fewest of any night; 0 when a night has no
 * row, i.e. nothing on sale).
 */
export async function roomsLeft(
  db: Executor,
  roomTypeIds: number[],
  nights: string[],
): Promise<Map<number, number>> {
  const left = new Map<number, number>(roomTypeIds.map((id) => [id, 0]));
  if (roomTypeIds.length === 0 || nights.length === 0) return left;
  const rows = await db
    .select({
      id: hotelRoomNights.roomTypeId,
      nights: sql<number>`count(*)::int`,
      fewest: sql<number>`min(${hotelRoomNights.rooms} - ${hotelRoomNights.booked})::int`,
    })
    .from(hotelRoomNights)
    .where(
      and(
        inArray(hotelRoomNights.roomTypeId, roomTypeIds),
        gte(hotelRoomNights.night, nights[0]),
        lt(hotelRoomNights.night, addDays(nights[nights.length - 1], 1)),
      ),
    )
    .groupBy(hotelRoomNights.roomTypeId);
  for (const r of rows)
    left.set(r.id, Number(r.nights) === nights.length ? Math.max(0, Number(r.fewest)) : 0);
  return left;
}

/**
 * `GET api/hotel/getHotels`: active hotels of the city (any city when empty; case ignored) with an
 * active room type that has `rooms` rooms every night of the stay, with the lowest total of the
 * stay for this member (credit and cash), cheapest first.
 */
export async function searchHotels(
  db: Executor,
  memberId: number,
  q: {
    city: string;
    check_in: string;
    check_out: string;
    rooms: number;
    page: number;
    language: Locale;
  },
) {
  const nights = checkStay(q.check_in, q.check_out, businessDate());
  const premium = await isPremium(db, memberId);
  const fit = sql`
    SELECT rt.hotel_id,
           min(CASE WHEN ${premium} THEN rt.premium_credit_sen ELSE rt.normal_credit_sen END) AS credit,
           min(CASE WHEN ${premium} THEN rt.premium_cash_sen ELSE rt.normal_cash_sen END) AS cash
      FROM hotel_room_types rt JOIN hotels h ON h.id = rt.hotel_id
     WHERE rt.active AND h.active AND (${q.city} = '' OR lower(h.city) = lower(${q.city}))
       AND (SELECT count(*) FROM hotel_room_nights n
             WHERE n.room_type_id = rt.id AND n.night >= ${q.check_in}::date
               AND n.night < ${q.check_out}::date AND n.rooms - n.booked >= ${q.rooms}) = ${nights.length}
     GROUP BY rt.hotel_id`;
  const [{ rows: counted }, { rows }] = await Promise.all([
    db.execute<{ n: number }>(sql`WITH fit AS (${fit}) SELECT count(*)::int AS n FROM fit`),
    db.execute<{
      id: number;
      name_en: string;
      name_zh: string | null;
      name_ms: string | null;
      city: string;
      address: string;
      credit: string;
      cash: string;
      thumb: string | null;
    }>(sql`
      WITH fit AS (${fit})
      SELECT h.id, h.name_en, h.name_zh, h.name_ms, h.city, h.address,
             f.credit::text AS credit, f.cash::text AS cash,
             (SELECT i.thumb_path FROM hotel_images i WHERE i.hotel_id = h.id
               ORDER BY i.sort_order, i.id LIMIT 1) AS thumb
        FROM fit f JOIN hotels h ON h.id = f.hotel_id
       ORDER BY f.credit, h.id
       LIMIT ${PAGE_SIZE} OFFSET ${pageOffset(q.page)}`),
  ]);
  const times = BigInt(nights.length * q.rooms);
  const records: HotelSummary[] = rows.map((r) => ({
    id: Number(r.id),
    name: nameIn({ nameEn: r.name_en, nameZh: r.name_zh, nameMs: r.name_ms }, q.language),
    city: r.city,
    address: r.address,
    thumb_image_path: r.thumb,
    nights: nights.length,
    lowest_total: {
      credit: formatSen(BigInt(r.credit) * times),
      cash: formatSen(BigInt(r.cash) * times),
    },
  }));
  return pageOf(records, q.page, Number(counted[0]?.n ?? 0));
}

/** An active hotel, or NOT_FOUND. */
export async function activeHotel(db: Executor, hotelId: number): Promise<HotelRow> {
  const [h] = await db
    .select()
    .from(hotels)
    .where(and(eq(hotels.id, hotelId), eq(hotels.active, true)));
  if (!h) throw fieldError('NOT_FOUND', 'hotel_id', 404);
  return h;
}

/** `GET api/hotel/getHotelDetail`: pictures, descriptions and the room types for the stay. */
export async function hotelDetail(
  db: Executor,
  memberId: number,
  q: { hotel_id: number; check_in: string; check_out: string; language: Locale },
): Promise<HotelDetail> {
  const nights = checkStay(q.check_in, q.check_out, businessDate());
  const h = await activeHotel(db, q.hotel_id);
  const [images, types, premium] = await Promise.all([
    db
      .select()
      .from(hotelImages)
      .where(eq(hotelImages.hotelId, h.id))
      .orderBy(asc(hotelImages.sortOrder), asc(hotelImages.id)),
    db
      .select()
      .from(hotelRoomTypes)
      .where(and(eq(hotelRoomTypes.hotelId, h.id), eq(hotelRoomTypes.active, true)))
      .orderBy(asc(hotelRoomTypes.id)),
    isPremium(db, memberId),
  ]);
  const left = await roomsLeft(
    db,
    types.map((t) => t.id),
    nights,
  );
  const n = BigInt(nights.length);
  return {
    id: h.id,
    name: nameIn(h, q.language),
    name_en: h.nameEn,
    name_zh: h.nameZh,
    name_ms: h.nameMs,
    city: h.city,
    address: h.address,
    description: descriptionIn(h, q.language),
    description_en: h.descriptionEn,
    description_zh: h.descriptionZh,
    description_ms: h.descriptionMs,
    free_cancel_days: h.freeCancelDays,
    premium,
    nights: nights.length,
    images: images.map((i) => ({
      id: i.id,
      public_image_path: i.largePath,
      thumb_image_path: i.thumbPath,
    })),
    room_types: types.map((t) => {
      const credit = nightlyPrice(t, premium, 'credit');
      const cash = nightlyPrice(t, premium, 'cash');
      return {
        id: t.id,
        name: nameIn(t, q.language),
        name_en: t.nameEn,
        name_zh: t.nameZh,
        name_ms: t.nameMs,
        capacity: t.capacity,
        rooms_left: left.get(t.id) ?? 0,
        nightly: { credit: formatSen(credit), cash: formatSen(cash) },
        total: { credit: formatSen(credit * n), cash: formatSen(cash * n) },
      };
    }),
  };
}
