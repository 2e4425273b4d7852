import { adminCategoryRequest } from '@rangkai/shared';
import { schemaErrors } from './field-errors';

/** The category dialog's values (the request's fields). */
export interface CategoryFormValues {
  name_en: string;
  name_zh: string;
  name_ms: string;
  sort_order: number | string;
  active: boolean;
}

export function categoryValues(
  category?: {
    name_en: string;
    name_zh: string | null;
    name_ms: string | null;
    sort_order: number;
    active: boolean;
  } | null,
): CategoryFormValues {
  return {
    name_en: category?.name_en ?? '',
    name_zh: category?.name_zh ?? '',
    name_ms: category?.name_ms ?? '',
    sort_order: category?.sort_order ?? 0,
    active: category?.active ?? true,
  };
}

/** The request body: names trimmed, an empty sort order as 0. */
export function categoryBody(values: CategoryFormValues): CategoryFormValues {
  return {
    name_en: values.name_en.trim(),
    name_zh: values.name_zh.trim(),
    name_ms: values.name_ms.trim(),
    sort_order: values.sort_order === '' ? 0 : Number(values.sort_order),
    active: values.active,
  };
}

export function validateCategory(values: CategoryFormValues): Record<string, string> {
  return schemaErrors(adminCategoryRequest, categoryBody(values));
}
