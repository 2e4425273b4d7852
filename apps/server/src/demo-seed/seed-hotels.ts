import { count } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { hotels } from '../db/schema/index.js';
import { addDays } from '../features/admin-hotels/allotment.js';
import {
  addHotelImage,
  saveHotel,
  saveRoomType,
  setAllotment,
} from '../features/admin-hotels/index.js';
import type { BlobStore } from '../lib/blob-store.js';
import { businessDate } from '../lib/business-time.js';
import { runAction } from '../lib/run-action.js';
import { demoPicture } from './news-picture.js';

type Names = [en: string, zh: string, ms: string];

/** Three hotels of the hotel cart (BUSINESS_RULES §14), two room types each, a nightly price in MYR. */
const demoHotels: {
  names: Names;
  city: string;
  address: string;
  hues: [number, number];
  rooms: [Names, capacity: number, myr: number, onSale: number][];
}[] = [
  {
    names: ['Rangkai Grand Kuala Lumpur', 'Rangkai 吉隆坡大酒店', 'Rangkai Grand Kuala Lumpur'],
    city: 'Kuala Lumpur',
    address: '88 Jalan Sultan Ismail, 50250 Kuala Lumpur',
    hues: [210, 250],
    rooms: [
      [['Deluxe King', '豪华大床房', 'Deluxe King'], 2, 280, 10],
      [['Executive Suite', '行政套房', 'Suite Eksekutif'], 3, 520, 4],
    ],
  },
  {
    names: ['George Town Heritage Hotel', '乔治市古迹酒店', 'Hotel Warisan George Town'],
    city: 'Penang',
    address: '12 Lebuh Armenian, 10200 George Town, Pulau Pinang',
    hues: [20, 350],
    rooms: [
      [['Heritage Twin', '古迹双床房', 'Kembar Warisan'], 2, 220, 8],
      [['Family Room', '家庭房', 'Bilik Keluarga'], 4, 360, 4],
    ],
  },
  {
    names: ['Langkawi Bay Resort', '浮罗交怡海湾度假村', 'Resort Teluk Langkawi'],
    city: 'Langkawi',
    address: 'Jalan Pantai Cenang, 07000 Langkawi, Kedah',
    hues: [170, 200],
    rooms: [
      [['Garden Chalet', '花园小屋', 'Chalet Taman'], 2, 310, 6],
      [['Sea View Villa', '海景别墅', 'Vila Pemandangan Laut'], 4, 690, 2],
    ],
  },
];

const sen = (myr: number, factor: number) => BigInt(Math.round(myr * factor)) * 100n;

/**
 * Demo hotels: Kuala Lumpur, Penang and Langkawi, each with a picture and two room types with
 * rooms on sale for the next 90 nights — unless hotels exist.
 */
export async function seedDemoHotels(db: Db, media: BlobStore): Promise<string> {
  const [{ n }] = await db.select({ n: count() }).from(hotels);
  if (n > 0) return `hotels: ${n} hotels already there, none added`;
  const by = { actor: { type: 'system' as const, username: 'demo:seed' }, ip: '127.0.0.1' };
  const from = addDays(businessDate(), 1);
  const to = addDays(from, 89);
  for (const [i, h] of demoHotels.entries()) {
    const [en, zh, ms] = h.names;
    const hotel = await runAction(db, by, (tx) =>
      saveHotel(tx, null, {
        name_en: en,
        name_zh: zh,
        name_ms: ms,
        city: h.city,
        address: h.address,
        description_en: `${en}: comfortable rooms in ${h.city}, breakfast included.\nFree cancellation until 3 days before check-in.`,
        description_zh: `${zh}：位于${h.city}的舒适客房，含早餐。\n入住前 3 天可免费取消。`,
        description_ms: `${ms}: bilik selesa di ${h.city}, termasuk sarapan.\nPembatalan percuma sehingga 3 hari sebelum daftar masuk.`,
        free_cancel_days: 3,
        active: true,
      }),
    );
    await addHotelImage(db, media, hotel.id, await demoPicture(h.hues, i + 11), by);
    for (const [[ren, rzh, rms], capacity, myr, onSale] of h.rooms) {
      const type = await runAction(db, by, (tx) =>
        saveRoomType(
          tx,
          { hotelId: hotel.id },
          {
            name_en: ren,
            name_zh: rzh,
            name_ms: rms,
            capacity,
            normal_credit: sen(myr, 1),
            premium_credit: sen(myr, 0.85),
            normal_cash: sen(myr, 0.95),
            premium_cash: sen(myr, 0.8),
            active: true,
          },
        ),
      );
      await runAction(db, by, (tx) => setAllotment(tx, type.id, { from, to, rooms: onSale }));
    }
  }
  return `hotels: ${demoHotels.length} hotels with 2 room types each, rooms on sale ${from} … ${to}`;
}
