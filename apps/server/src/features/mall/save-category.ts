import type { adminCategoryRequest } from '@rangkai/shared';
import type { z } from 'zod';
import type { Tx } from '../../db/client.js';
import { mallCategories } from '../../db/schema/index.js';
import type { ActionResult } from '../../lib/run-action.js';
import { insertOrUpdate } from '../../lib/save-row.js';

type CategoryInput = z.output<typeof adminCategoryRequest>;
type CategoryRow = typeof mallCategories.$inferSelect;

/** Creates (`id` null) or changes a mall category; its audit row has before/after. */
export async function saveCategory(
  tx: Tx,
  id: number | null,
  input: CategoryInput,
): Promise<ActionResult<CategoryRow>> {
  const values = {
    nameEn: input.name_en,
    nameZh: input.name_zh,
    nameMs: input.name_ms,
    sortOrder: input.sort_order,
    active: input.active,
  };
  const { before, after } = await insertOrUpdate(tx, mallCategories, id, values);
  return {
    data: after,
    audit: {
      action: id === null ? 'mall.category.create' : 'mall.category.update',
      targetType: 'mall_category',
      targetId: after.id,
      before,
      after,
    },
  };
}
