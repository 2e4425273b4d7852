import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mallProductImages } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { BlobStore } from '../../lib/blob-store.js';
import { removePublicImage } from '../../lib/public-images.js';
import { type ActionBy, runAction } from '../../lib/run-action.js';

/** Removes a product's picture (audited), then its files once the removal is committed. */
export async function deleteProductImage(
  db: Db,
  media: BlobStore,
  by: ActionBy,
  { productId, imageId }: { productId: number; imageId: number },
): Promise<void> {
  const removed = await runAction(db, by, async (tx) => {
    const [row] = await tx
      .delete(mallProductImages)
      .where(and(eq(mallProductImages.id, imageId), eq(mallProductImages.productId, productId)))
      .returning();
    if (!row) throw new AppError('NOT_FOUND');
    return {
      data: row,
      audit: {
        action: 'mall.product_image.delete',
        targetType: 'mall_product',
        targetId: productId,
        before: row,
      },
    };
  });
  await removePublicImage(media, removed.largePath, removed.thumbPath);
}
