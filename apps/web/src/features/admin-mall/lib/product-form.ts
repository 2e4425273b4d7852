import { type AdminProduct, adminProductRequest } from '@rangkai/shared';
import type { PriceField } from '@/lib/price-fields';
import { schemaErrors } from './field-errors';

export const productLanguages = ['en', 'zh', 'ms'] as const;
export type ProductLanguage = (typeof productLanguages)[number];
export { type PriceField, priceFields } from '@/lib/price-fields';

/** The editor's values, named as the server names its fields (so its errors land in place). */
export type ProductFormValues = Record<`name_${ProductLanguage}`, string> &
  Record<`description_${ProductLanguage}`, string> &
  Record<PriceField, string> & {
    mall_category_id: string;
    stock: number | string;
    active: boolean;
    featured: boolean;
  };

/** A new product: in stock 0, active, not featured. */
export function emptyProductValues(categoryId: number | null = null): ProductFormValues {
  return {
    mall_category_id: categoryId ? String(categoryId) : '',
    name_en: '',
    name_zh: '',
    name_ms: '',
    description_en: '',
    description_zh: '',
    description_ms: '',
    normal_credit: '',
    premium_credit: '',
    normal_cash: '',
    premium_cash: '',
    stock: 0,
    active: true,
    featured: false,
  };
}

/** The values of a stored product. */
export function productValues(product: AdminProduct): ProductFormValues {
  return {
    mall_category_id: String(product.mall_category_id),
    name_en: product.product_name,
    name_zh: product.product_name_cn ?? '',
    name_ms: product.product_name_ms ?? '',
    description_en: product.description_en,
    description_zh: product.description_zh,
    description_ms: product.description_ms,
    ...product.price,
    stock: product.stock,
    active: product.active,
    featured: product.featured,
  };
}

/** The request body (`adminProductRequest`): texts trimmed, prices as decimal strings. */
export function productBody(values: ProductFormValues) {
  return {
    mall_category_id: Number(values.mall_category_id) || 0,
    name_en: values.name_en.trim(),
    name_zh: values.name_zh.trim() || null,
    name_ms: values.name_ms.trim() || null,
    description_en: values.description_en.trim(),
    description_zh: values.description_zh.trim(),
    description_ms: values.description_ms.trim(),
    normal_credit: values.normal_credit.trim(),
    premium_credit: values.premium_credit.trim(),
    normal_cash: values.normal_cash.trim(),
    premium_cash: values.premium_cash.trim(),
    stock: values.stock === '' ? -1 : Number(values.stock),
    active: values.active,
    featured: values.featured,
  };
}

/** The form's own checks (the shared schema's), as `errors` keys by field. */
export function validateProduct(values: ProductFormValues): Record<string, string> {
  const errors = schemaErrors(adminProductRequest, productBody(values));
  if (!values.mall_category_id) errors.mall_category_id = 'REQUIRED';
  if (values.stock === '') errors.stock = 'REQUIRED';
  return errors;
}
