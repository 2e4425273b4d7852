import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { mallProductImages } from '../../db/schema/index.js';
import { checkImageOrder } from '../../lib/public-images.js';
import type { ActionResult } from '../../lib/run-action.js';

/** Puts the product's pictures in the order given (every picture of it, once); audited. */
export async function orderProductImages(
  tx: Tx,
  productId: number,
  imageIds: number[],
): Promise<ActionResult<null>> {
  const current = await tx
    .select({ id: mallProductImages.id })
    .from(mallProductImages)
    .where(eq(mallProductImages.productId, productId))
    .for('update');
  checkImageOrder(
    current.map((c) => c.id),
    imageIds,
  );
  for (const [i, id] of imageIds.entries())
    await tx.update(mallProductImages).set({ sortOrder: i }).where(eq(mallProductImages.id, id));
  return {
    data: null,
    audit: {
      action: 'mall.product_image.order',
      targetType: 'mall_product',
      targetId: productId,
      after: { image_ids: imageIds },
    },
  };
}
