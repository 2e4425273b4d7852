import { HOTEL_IMAGE_FIELD, MAX_HOTEL_IMAGES } from '@rangkai/shared';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { hotelImages, hotels } from '../../db/schema/index.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import type { BlobStore } from '../../lib/blob-store.js';
import { checkImageOrder, removePublicImage, savePublicImage } from '../../lib/public-images.js';
import { type ActionBy, type ActionResult, runAction } from '../../lib/run-action.js';

/**
 * Adds a picture after the hotel's others (at most 10; public WebP files like products'),
 * audited; the files are removed again if the write is refused.
 */
export async function addHotelImage(
  db: Db,
  media: BlobStore,
  hotelId: number,
  bytes: Buffer,
  by: ActionBy,
): Promise<void> {
  const image = await savePublicImage(media, 'hotels', bytes, HOTEL_IMAGE_FIELD);
  try {
    await runAction(db, by, async (tx) => {
      const [hotel] = await tx
        .select({ id: hotels.id })
        .from(hotels)
        .where(eq(hotels.id, hotelId))
        .for('update');
      if (!hotel) throw new AppError('NOT_FOUND');
      const [{ n, last }] = await tx
        .select({ n: count(), last: sql<number>`coalesce(max(${hotelImages.sortOrder}), -1)::int` })
        .from(hotelImages)
        .where(eq(hotelImages.hotelId, hotelId));
      if (n >= MAX_HOTEL_IMAGES) throw fieldError('VALIDATION_ERROR', HOTEL_IMAGE_FIELD);
      const [row] = await tx
        .insert(hotelImages)
        .values({ hotelId, largePath: image.large, thumbPath: image.thumb, sortOrder: last + 1 })
        .returning();
      return {
        data: null,
        audit: { action: 'hotel.image.add', targetType: 'hotel', targetId: hotelId, after: row },
      };
    });
  } catch (error) {
    await removePublicImage(media, image.large, image.thumb);
    throw error;
  }
}

/** Removes a hotel's picture (audited), then its files once the removal is committed. */
export async function deleteHotelImage(
  db: Db,
  media: BlobStore,
  by: ActionBy,
  { hotelId, imageId }: { hotelId: number; imageId: number },
): Promise<void> {
  const removed = await runAction(db, by, async (tx) => {
    const [row] = await tx
      .delete(hotelImages)
      .where(and(eq(hotelImages.id, imageId), eq(hotelImages.hotelId, hotelId)))
      .returning();
    if (!row) throw new AppError('NOT_FOUND');
    return {
      data: row,
      audit: { action: 'hotel.image.delete', targetType: 'hotel', targetId: hotelId, before: row },
    };
  });
  await removePublicImage(media, removed.largePath, removed.thumbPath);
}

/** Puts the hotel's pictures in the order given (every picture of it, once); audited. */
export async function orderHotelImages(
  tx: Tx,
  hotelId: number,
  imageIds: number[],
): Promise<ActionResult<null>> {
  const [hotel] = await tx
    .select({ id: hotels.id })
    .from(hotels)
    .where(eq(hotels.id, hotelId))
    .for('update');
  if (!hotel) throw new AppError('NOT_FOUND');
  const current = await tx
    .select({ id: hotelImages.id })
    .from(hotelImages)
    .where(eq(hotelImages.hotelId, hotelId));
  checkImageOrder(
    current.map((c) => c.id),
    imageIds,
  );
  for (const [i, id] of imageIds.entries())
    await tx.update(hotelImages).set({ sortOrder: i }).where(eq(hotelImages.id, id));
  return {
    data: null,
    audit: {
      action: 'hotel.image.order',
      targetType: 'hotel',
      targetId: hotelId,
      after: { image_ids: imageIds },
    },
  };
}
