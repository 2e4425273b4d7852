import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { mallProductImages } from '../../db/schema/index.js';
import { fieldError } from '../../lib/app-error.js';
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
  const ids = new Set(current.map((c) => c.id));
  if (
    imageIds.length !== ids.size ||
    new Set(imageIds).size !== ids.size ||
    imageIds.some((i) => !ids.has(i))
  )
    throw fieldError('VALIDATION_ERROR', 'image_ids');
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
