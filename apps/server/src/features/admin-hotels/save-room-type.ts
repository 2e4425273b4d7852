import type { adminRoomTypeRequest } from '@rangkai/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.js';
import { hotelRoomTypes, hotels } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { ActionResult } from '../../lib/run-action.js';
import { insertOrUpdate } from '../../lib/save-row.js';

type RoomTypeInput = z.output<typeof adminRoomTypeRequest>;
type RoomTypeRow = typeof hotelRoomTypes.$inferSelect;

/**
 * Creates a room type of a hotel (`target.hotelId`) or changes one (`target.id`): names, capacity,
 * the four nightly prices, state; audited with before/after.
 */
export async function saveRoomType(
  tx: Tx,
  target: { hotelId: number } | { id: number },
  input: RoomTypeInput,
): Promise<ActionResult<RoomTypeRow>> {
  const values = {
    nameEn: input.name_en,
    nameZh: input.name_zh,
    nameMs: input.name_ms,
    capacity: input.capacity,
    normalCreditSen: input.normal_credit,
    premiumCreditSen: input.premium_credit,
    normalCashSen: input.normal_cash,
    premiumCashSen: input.premium_cash,
    active: input.active,
    updatedAt: new Date(),
  };
  let id: number | null = null;
  let hotelId: number;
  if ('hotelId' in target) {
    const [hotel] = await tx
      .select({ id: hotels.id })
      .from(hotels)
      .where(eq(hotels.id, target.hotelId))
      .for('update');
    if (!hotel) throw new AppError('NOT_FOUND');
    hotelId = hotel.id;
  } else {
    const [row] = await tx
      .select({ hotelId: hotelRoomTypes.hotelId })
      .from(hotelRoomTypes)
      .where(eq(hotelRoomTypes.id, target.id));
    if (!row) throw new AppError('NOT_FOUND');
    id = target.id;
    hotelId = row.hotelId;
  }
  const { before, after } = await insertOrUpdate(tx, hotelRoomTypes, id, { hotelId, ...values });
  return {
    data: after,
    audit: {
      action: id === null ? 'hotel.room_type.create' : 'hotel.room_type.update',
      targetType: 'hotel_room_type',
      targetId: after.id,
      before,
      after,
    },
  };
}
