import { z } from 'zod';
import { languageParam } from '../language.js';
import { moneyString, pageQuery, paginated } from './common.js';
import { positiveId } from './mall-fields.js';

/**
 * The mall (BUSINESS_RULES §12; spec §3 Product, §7 Mall). Every product has four prices; a
 * premium member pays the premium ones. An order is paid by credit (point2 then point4, the member
 * choosing how much from point2) or by cash (point1).
 */

export const productPrice = z.object({
  normal_credit: moneyString,
  premium_credit: moneyString,
  normal_cash: moneyString,
  premium_cash: moneyString,
});
export type ProductPrice = z.infer<typeof productPrice>;

export const mallCategory = z.object({
  id: z.number().int(),
  /** In the language asked (English when it has none). */
  name: z.string(),
  name_en: z.string(),
  name_zh: z.string().nullable(),
  name_ms: z.string().nullable(),
  product_count: z.number().int(),
});
export type MallCategory = z.infer<typeof mallCategory>;
export const categoriesReply = z.object({ records: z.array(mallCategory) });

export const productImage = z.object({
  id: z.number().int(),
  public_image_path: z.string(),
  thumb_image_path: z.string(),
});

export const product = z.object({
  id: z.number().int(),
  mall_category_id: z.number().int(),
  /** In the language asked; `product_name` is the English name, `product_name_cn` the Chinese. */
  name: z.string(),
  product_name: z.string(),
  product_name_cn: z.string().nullable(),
  product_name_ms: z.string().nullable(),
  price: productPrice,
  /** What this member pays per unit (premium prices for a premium member; normal for visitors). */
  my_price: z.object({ credit: moneyString, cash: moneyString }),
  premium: z.boolean(),
  product_image_path: z.array(productImage),
  stock: z.number().int(),
  featured: z.boolean(),
});
export type Product = z.infer<typeof product>;

export const productDetail = product.extend({
  /** Plain text in the language asked (English when it has none); line breaks kept. */
  description: z.string(),
  category_name: z.string(),
});
export type ProductDetail = z.infer<typeof productDetail>;

export const productSorts = ['newest', 'price_asc', 'price_desc'] as const;
export const productQuery = pageQuery.extend({
  mall_category_id: positiveId.optional(),
  keyword: z.string().trim().max(100).optional(),
  featured: z.enum(['1', 'true']).optional(),
  sort: z.enum(productSorts).default('newest'),
  language: languageParam,
});
export type ProductQuery = z.input<typeof productQuery>;
/** `total` stops counting at 1000 (`total_capped`: there are more; pages end at 50). */
export const productPage = paginated(product).extend({ total_capped: z.boolean() });
export type ProductPage = z.infer<typeof productPage>;
export const productDetailQuery = z.object({
  mall_product_id: positiveId,
  language: languageParam,
});
export const categoryQuery = z.object({ language: languageParam });
