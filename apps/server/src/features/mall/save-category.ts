import type { adminCategoryRequest } from '@rangkai/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.js';
import { mallCategories } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { ActionResult } from '../../lib/run-action.js';

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
  let before: CategoryRow | null = null;
  let after: CategoryRow;
  if (id === null) {
    [after] = await tx.insert(mallCategories).values(values).returning();
  } else {
    [before] = await tx
      .select()
      .from(mallCategories)
      .where(eq(mallCategories.id, id))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND');
    [after] = await tx
      .update(mallCategories)
      .set(values)
      .where(eq(mallCategories.id, id))
      .returning();
  }
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
