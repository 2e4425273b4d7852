import { type AdminHotel, type AdminRoomType, formatSen, PAGE_SIZE } from '@rangkai/shared';
import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { hotelImages, hotelRoomTypes, hotels } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { likeContains, pageOf, pageOffset } from '../../lib/pagination.js';

// Back-office reads of hotels and room types; each change has its own file.

type HotelRow = typeof hotels.$inferSelect;
type RoomTypeRow = typeof hotelRoomTypes.$inferSelect;

export function toAdminRoomType(r: RoomTypeRow): AdminRoomType {
  return {
    id: r.id,
    hotel_id: r.hotelId,
    name_en: r.nameEn,
    name_zh: r.nameZh,
    name_ms: r.nameMs,
    capacity: r.capacity,
    normal_credit: formatSen(r.normalCreditSen),
    premium_credit: formatSen(r.premiumCreditSen),
    normal_cash: formatSen(r.normalCashSen),
    premium_cash: formatSen(r.premiumCashSen),
    active: r.active,
    updated_at: r.updatedAt.toISOString(),
  };
}

const names = (h: HotelRow) => ({
  id: h.id,
  name_en: h.nameEn,
  name_zh: h.nameZh,
  name_ms: h.nameMs,
  city: h.city,
  address: h.address,
  free_cancel_days: h.freeCancelDays,
  active: h.active,
  updated_at: h.updatedAt.toISOString(),
});

/** One hotel with every language, its pictures in order and its room types. */
export async function adminHotel(db: Executor, id: number): Promise<AdminHotel> {
  const [h] = await db.select().from(hotels).where(eq(hotels.id, id));
  if (!h) throw new AppError('NOT_FOUND');
  const [images, types] = await Promise.all([
    db
      .select()
      .from(hotelImages)
      .where(eq(hotelImages.hotelId, id))
      .orderBy(asc(hotelImages.sortOrder), asc(hotelImages.id)),
    db
      .select()
      .from(hotelRoomTypes)
      .where(eq(hotelRoomTypes.hotelId, id))
      .orderBy(asc(hotelRoomTypes.id)),
  ]);
  return {
    ...names(h),
    description_en: h.descriptionEn,
    description_zh: h.descriptionZh,
    description_ms: h.descriptionMs,
    images: images.map((i) => ({
      id: i.id,
      large: i.largePath,
      thumb: i.thumbPath,
      sort_order: i.sortOrder,
    })),
    room_types: types.map(toAdminRoomType),
    created_at: h.createdAt.toISOString(),
  };
}

/** Hotels, any state, newest first (a keyword in a name or the address, a city, active). */
export async function adminHotels(
  db: Executor,
  query: { keyword?: string; city?: string; active?: 'true' | 'false'; page: number },
) {
  const word = query.keyword ? likeContains(query.keyword) : null;
  const where = and(
    word
      ? or(
          ilike(hotels.nameEn, word),
          ilike(hotels.nameZh, word),
          ilike(hotels.nameMs, word),
          ilike(hotels.address, word),
        )
      : undefined,
    query.city ? sql`lower(${hotels.city}) = lower(${query.city})` : undefined,
    query.active ? eq(hotels.active, query.active === 'true') : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(hotels)
      .where(where)
      .orderBy(desc(hotels.id))
      .limit(PAGE_SIZE)
      .offset(pageOffset(query.page)),
    db.select({ total: count() }).from(hotels).where(where),
  ]);
  const ids = rows.map((h) => h.id);
  const [thumbs, types] = ids.length
    ? await Promise.all([
        db
          .select({ hotelId: hotelImages.hotelId, thumb: hotelImages.thumbPath })
          .from(hotelImages)
          .where(inArray(hotelImages.hotelId, ids))
          .orderBy(asc(hotelImages.sortOrder), asc(hotelImages.id)),
        db
          .select({ hotelId: hotelRoomTypes.hotelId, n: count() })
          .from(hotelRoomTypes)
          .where(inArray(hotelRoomTypes.hotelId, ids))
          .groupBy(hotelRoomTypes.hotelId),
      ])
    : [[], []];
  const thumbOf = new Map<number, string>();
  for (const t of thumbs) if (!thumbOf.has(t.hotelId)) thumbOf.set(t.hotelId, t.thumb);
  const typesOf = new Map(types.map((t) => [t.hotelId, t.n]));
  return pageOf(
    rows.map((h) => ({
      ...names(h),
      thumb: thumbOf.get(h.id) ?? null,
      room_types: typesOf.get(h.id) ?? 0,
    })),
    query.page,
    total,
  );
}

/** A room type, NOT_FOUND when there is none. */
export async function roomTypeOf(db: Executor, id: number): Promise<RoomTypeRow> {
  const [row] = await db.select().from(hotelRoomTypes).where(eq(hotelRoomTypes.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
