import type { adminHotelRequest } from '@rangkai/shared';
import type { z } from 'zod';
import type { Tx } from '../../db/client.js';
import { hotels } from '../../db/schema/index.js';
import type { ActionResult } from '../../lib/run-action.js';
import { insertOrUpdate } from '../../lib/save-row.js';

type HotelInput = z.output<typeof adminHotelRequest>;
type HotelRow = typeof hotels.$inferSelect;

/** Creates (`id` null) or changes a hotel (names, city, address, descriptions, cancel days, state). */
export async function saveHotel(
  tx: Tx,
  id: number | null,
  input: HotelInput,
): Promise<ActionResult<HotelRow>> {
  const { before, after } = await insertOrUpdate(tx, hotels, id, {
    nameEn: input.name_en,
    nameZh: input.name_zh,
    nameMs: input.name_ms,
    city: input.city,
    address: input.address,
    descriptionEn: input.description_en,
    descriptionZh: input.description_zh,
    descriptionMs: input.description_ms,
    freeCancelDays: input.free_cancel_days,
    active: input.active,
    updatedAt: new Date(),
  });
  return {
    data: after,
    audit: {
      action: id === null ? 'hotel.create' : 'hotel.update',
      targetType: 'hotel',
      targetId: after.id,
      before,
      after,
    },
  };
}
