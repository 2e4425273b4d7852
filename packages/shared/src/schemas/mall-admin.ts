import { z } from 'zod';
import { moneyInput, moneyString, numberInput, pageQuery, paginated } from './common.js';
import { mallCategory, productDetail } from './mall-catalogue.js';
import { voucher } from './mall-checkout.js';
import {
  imageOrderRequest,
  optionalName,
  positiveId,
  priceSetRequest,
  requiredText,
} from './mall-fields.js';

/** The mall's back-office: categories, products, vouchers and the sales report (BUSINESS_RULES §12). */

const zeroOrMoney = z
  .union([z.literal(0), z.literal('0'), z.literal('0.00'), moneyInput])
  .transform((v) => (typeof v === 'bigint' ? v : 0n));

export const adminCategoryRequest = z.strictObject({
  name_en: requiredText(100),
  name_zh: optionalName,
  name_ms: optionalName,
  sort_order: numberInput(z.number().int().min(0).max(9999)).default(0),
  active: z.boolean().default(true),
});
export const adminCategory = mallCategory.extend({
  sort_order: z.number().int(),
  active: z.boolean(),
});
export const adminCategoriesReply = z.object({ records: z.array(adminCategory) });

export const adminProductRequest = z.strictObject({
  mall_category_id: positiveId,
  name_en: requiredText(150),
  name_zh: optionalName,
  name_ms: optionalName,
  description_en: z.string().trim().max(5000).default(''),
  description_zh: z.string().trim().max(5000).default(''),
  description_ms: z.string().trim().max(5000).default(''),
  ...priceSetRequest.shape,
  stock: numberInput(z.number().int().min(0).max(1_000_000)),
  active: z.boolean().default(true),
  featured: z.boolean().default(false),
});
export type AdminProductRequest = z.input<typeof adminProductRequest>;
export const adminProduct = productDetail.extend({
  description_en: z.string(),
  description_zh: z.string(),
  description_ms: z.string(),
  active: z.boolean(),
  sold: z.number().int(),
  updated_at: z.string(),
});
export type AdminProduct = z.infer<typeof adminProduct>;
export const adminProductPage = paginated(adminProduct);
export const adminProductQuery = pageQuery.extend({
  keyword: z.string().trim().max(100).optional(),
  mall_category_id: positiveId.optional(),
  active: z.enum(['true', 'false']).optional(),
});
export const productImageOrderRequest = imageOrderRequest;
export const PRODUCT_IMAGE_FIELD = 'image';
export const MAX_PRODUCT_IMAGES = 10;

export const adminVoucherRequest = z
  .strictObject({
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9_-]{3,32}$/, { message: 'VALIDATION_ERROR' }),
    name: requiredText(100),
    discount_type: z.enum(['fixed', 'percent']),
    amount: moneyInput.optional(),
    percent: numberInput(z.number().int().min(1).max(100)).optional(),
    max_discount: moneyInput.optional(),
    min_spend: zeroOrMoney.default(0n),
    starts_at: z.iso.datetime({ offset: true, message: 'VALIDATION_ERROR' }),
    ends_at: z.iso.datetime({ offset: true, message: 'VALIDATION_ERROR' }),
    total_quantity: numberInput(z.number().int().min(1).max(1_000_000)),
    per_member_limit: numberInput(z.number().int().min(1).max(100)).default(1),
    active: z.boolean().default(true),
  })
  .refine((v) => v.discount_type !== 'fixed' || v.amount !== undefined, {
    path: ['amount'],
    message: 'REQUIRED',
  })
  .refine((v) => v.discount_type !== 'percent' || v.percent !== undefined, {
    path: ['percent'],
    message: 'REQUIRED',
  })
  .refine((v) => Date.parse(v.ends_at) > Date.parse(v.starts_at), {
    path: ['ends_at'],
    message: 'VALIDATION_ERROR',
  });
export type AdminVoucherRequest = z.input<typeof adminVoucherRequest>;
export const adminVoucher = voucher.omit({ member_voucher_id: true, status: true }).extend({
  total_quantity: z.number().int(),
  claimed: z.number().int(),
  used: z.number().int(),
  active: z.boolean(),
});
export type AdminVoucher = z.infer<typeof adminVoucher>;
export const adminVouchersReply = paginated(adminVoucher);

export const salesReportQuery = z.object({
  from: z.iso.date({ message: 'VALIDATION_ERROR' }),
  to: z.iso.date({ message: 'VALIDATION_ERROR' }),
});
/**
 * A day's sales of a product as the ledger counts them (BUSINESS_RULES §12): `quantity`, `orders`
 * and `gross` (items at their price) of orders paid that day, `discount` their share of the
 * vouchers; `refunded_quantity` and `refunds` (net of the voucher) of orders cancelled that day;
 * `amount` = gross − discount − refunds, what company revenue took. Shipping is not in it.
 */
export const salesReportRow = z.object({
  day: z.string(),
  mall_product_id: z.number().int(),
  product_name: z.string(),
  quantity: z.number().int(),
  orders: z.number().int(),
  gross: moneyString,
  discount: moneyString,
  refunded_quantity: z.number().int(),
  refunds: moneyString,
  amount: moneyString,
});
/** The rows and their totals; `total_shipping`: shipping paid less shipping refunded (not revenue). */
export const salesReportReply = z.object({
  rows: z.array(salesReportRow),
  total_quantity: z.number().int(),
  total_refunded_quantity: z.number().int(),
  total_gross: moneyString,
  total_discount: moneyString,
  total_refunds: moneyString,
  total_amount: moneyString,
  total_shipping: moneyString,
});
