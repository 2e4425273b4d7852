import { MAX_PRODUCT_IMAGES, PRODUCT_IMAGE_FIELD } from '@rangkai/shared';
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mallProductImages, mallProducts } from '../../db/schema/index.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import type { BlobStore } from '../../lib/blob-store.js';
import { removePublicImage, savePublicImage } from '../../lib/public-images.js';
import { type ActionBy, runAction } from '../../lib/run-action.js';

/**
 * Adds a picture after the product's others (at most 10), audited; the files are removed again
 * if the write is refused.
 */
export async function addProductImage(
  db: Db,
  media: BlobStore,
  productId: number,
  bytes: Buffer,
  by: ActionBy,
): Promise<void> {
  const image = await savePublicImage(media, 'products', bytes, PRODUCT_IMAGE_FIELD);
  try {
    await runAction(db, by, async (tx) => {
      const [product] = await tx
        .select({ id: mallProducts.id })
        .from(mallProducts)
        .where(eq(mallProducts.id, productId))
        .for('update');
      if (!product) throw new AppError('NOT_FOUND');
      const [{ n, last }] = await tx
        .select({
          n: count(),
          last: sql<number>`coalesce(max(${mallProductImages.sortOrder}), -1)::int`,
        })
        .from(mallProductImages)
        .where(eq(mallProductImages.productId, productId));
      if (n >= MAX_PRODUCT_IMAGES) throw fieldError('VALIDATION_ERROR', PRODUCT_IMAGE_FIELD);
      const [row] = await tx
        .insert(mallProductImages)
        .values({ productId, largePath: image.large, thumbPath: image.thumb, sortOrder: last + 1 })
        .returning();
      return {
        data: null,
        audit: {
          action: 'mall.product_image.add',
          targetType: 'mall_product',
          targetId: productId,
          after: row,
        },
      };
    });
  } catch (error) {
    await removePublicImage(media, image.large, image.thumb);
    throw error;
  }
}
