import type { adminProductRequest } from '@rangkai/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.js';
import { mallCategories, mallProducts } from '../../db/schema/index.js';
import { fieldError } from '../../lib/app-error.js';
import type { ActionResult } from '../../lib/run-action.js';
import { insertOrUpdate } from '../../lib/save-row.js';
import { searchTextOf } from './catalogue.js';

type ProductInput = z.output<typeof adminProductRequest>;
type ProductRow = typeof mallProducts.$inferSelect;

/**
 * Creates (`id` null) or changes a product (names, prices, stock, state) in an existing category;
 * its audit row has before/after.
 */
export async function saveProduct(
  tx: Tx,
  id: number | null,
  input: ProductInput,
): Promise<ActionResult<ProductRow>> {
  const [category] = await tx
    .select({ id: mallCategories.id })
    .from(mallCategories)
    .where(eq(mallCategories.id, input.mall_category_id));
  if (!category) throw fieldError('VALIDATION_ERROR', 'mall_category_id');
  const names = { nameEn: input.name_en, nameZh: input.name_zh, nameMs: input.name_ms };
  const values = {
    categoryId: input.mall_category_id,
    ...names,
    descriptionEn: input.description_en,
    descriptionZh: input.description_zh,
    descriptionMs: input.description_ms,
    normalCreditSen: input.normal_credit,
    premiumCreditSen: input.premium_credit,
    normalCashSen: input.normal_cash,
    premiumCashSen: input.premium_cash,
    stock: input.stock,
    active: input.active,
    featured: input.featured,
    searchText: searchTextOf(names),
    updatedAt: new Date(),
  };
  const { before, after } = await insertOrUpdate(tx, mallProducts, id, values);
  return {
    data: after,
    audit: {
      action: id === null ? 'mall.product.create' : 'mall.product.update',
      targetType: 'mall_product',
      targetId: after.id,
      before,
      after,
    },
  };
}
