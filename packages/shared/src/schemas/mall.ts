import { z } from 'zod';
import { languageParam } from '../language.js';
import { moneyInput, moneyString, numberInput, pageQuery, paginated } from './common.js';

/**
 * The mall (BUSINESS_RULES §12; spec §3 Product, §7 Mall). Every product has four prices; a
 * premium member pays the premium ones. An order is paid by credit (point2 then point4, the member
 * choosing how much from point2) or by cash (point1).
 */

const positiveId = numberInput(z.number().int().positive().max(2_147_483_647));

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

// ——— Cart ———

export const CART_MAX_QUANTITY = 999;
const quantity = numberInput(
  z
    .number({ message: 'VALIDATION_ERROR' })
    .int({ message: 'VALIDATION_ERROR' })
    .min(1, { message: 'QUANTITY_REQUIRED' })
    .max(CART_MAX_QUANTITY, { message: 'VALIDATION_ERROR' }),
);

/** `POST api/mall/addCart`: adds to what the cart holds of the product. */
export const addCartRequest = z.strictObject({ mall_product_id: positiveId, quantity });
/** `POST api/mall/updateCart`: sets the quantity of a line. */
export const updateCartRequest = addCartRequest;
export const removeCartRequest = z.strictObject({ mall_product_id: positiveId });

export const cartProblems = ['unavailable', 'short_of_stock'] as const;
export const cartLine = z.object({
  mall_product_id: z.number().int(),
  name: z.string(),
  product_name: z.string(),
  product_name_cn: z.string().nullable(),
  thumb_image_path: z.string().nullable(),
  my_price: z.object({ credit: moneyString, cash: moneyString }),
  quantity: z.number().int(),
  stock: z.number().int(),
  /** Null when the line can be bought; otherwise why not (the line stays in the cart). */
  problem: z.enum(cartProblems).nullable(),
});
export type CartLine = z.infer<typeof cartLine>;
export const cartReply = z.object({
  lines: z.array(cartLine),
  /** Units in the cart (the header badge). */
  count: z.number().int(),
  subtotal_credit: moneyString,
  subtotal_cash: moneyString,
});
export type CartReply = z.infer<typeof cartReply>;

// ——— Address book ———

const text = (max: number) =>
  z.string({ message: 'REQUIRED' }).trim().min(1, { message: 'REQUIRED' }).max(max);

export const addressFields = z.strictObject({
  receiver_name: text(100),
  receiver_phone: z
    .string({ message: 'REQUIRED' })
    .trim()
    .regex(/^\+?[0-9][0-9 -]{5,18}[0-9]$/, { message: 'VALIDATION_ERROR' }),
  address: text(300),
  postcode: z
    .string({ message: 'REQUIRED' })
    .trim()
    .regex(/^[A-Za-z0-9 -]{3,10}$/, { message: 'VALIDATION_ERROR' }),
  state_id: positiveId.nullable().optional(),
  country_id: positiveId.default(2),
  is_default: z.boolean().default(false),
});
export type AddressFields = z.input<typeof addressFields>;

/** `POST api/mall/clientInfoControl`: add, edit, delete or make default one address. */
export const clientInfoControlRequest = z.discriminatedUnion('action', [
  addressFields.extend({ action: z.literal('add') }),
  addressFields.extend({ action: z.literal('edit'), id: positiveId }),
  z.strictObject({ action: z.literal('delete'), id: positiveId }),
  z.strictObject({ action: z.literal('default'), id: positiveId }),
]);
export type ClientInfoControlRequest = z.input<typeof clientInfoControlRequest>;
export type ClientInfoControl = z.infer<typeof clientInfoControlRequest>;

export const address = z.object({
  id: z.number().int(),
  receiver_name: z.string(),
  receiver_phone: z.string(),
  address: z.string(),
  postcode: z.string(),
  state_id: z.number().int().nullable(),
  state_name: z.string().nullable(),
  area: z.enum(['West', 'East']).nullable(),
  country_id: z.number().int(),
  country_name: z.string(),
  is_default: z.boolean(),
});
export type Address = z.infer<typeof address>;
export const addressesReply = z.object({ records: z.array(address) });
export const MAX_ADDRESSES = 20;

// ——— Vouchers ———

export const voucherStatuses = ['available', 'claimed', 'used', 'expired'] as const;
export const voucherStatus = z.enum(voucherStatuses);
export type VoucherStatus = z.infer<typeof voucherStatus>;

export const voucher = z.object({
  id: z.number().int(),
  /** The member's claim (to apply at checkout); null for a voucher not claimed. */
  member_voucher_id: z.number().int().nullable(),
  code: z.string(),
  name: z.string(),
  discount_type: z.enum(['fixed', 'percent']),
  /** Fixed: the MYR amount off. */
  amount: moneyString.nullable(),
  /** Percent: the share off (e.g. 10 for 10 %), capped at `max_discount`. */
  percent: z.number().int().nullable(),
  max_discount: moneyString.nullable(),
  min_spend: moneyString,
  starts_at: z.string(),
  ends_at: z.string(),
  /** How many more may be claimed by anyone. */
  remaining: z.number().int(),
  per_member_limit: z.number().int(),
  status: voucherStatus,
});
export type Voucher = z.infer<typeof voucher>;
export const voucherQuery = z.object({
  status: voucherStatus.default('available'),
  language: languageParam,
});
export const vouchersReply = z.object({ records: z.array(voucher) });
export const claimVoucherRequest = z.union([
  z.strictObject({ voucher_id: positiveId }),
  z.strictObject({ code: z.string().trim().min(1).max(32) }),
]);

// ——— Checkout ———

export const paymentTypes = ['credit', 'cash'] as const;

/**
 * `POST api/mall/caclculatePay` and the checkouts: the cart lines chosen (all lines when absent),
 * delivery to a saved address or collection at a centre, a claimed voucher, the payment type and,
 * for credit, how much comes from point2 (as much as point2 holds when absent; the rest from point4).
 */
export const checkoutQuote = z.strictObject({
  mall_product_ids: z.array(positiveId).min(1).max(100).optional(),
  payment_type: z.enum(paymentTypes),
  point2: moneyInput.optional(),
  member_voucher_id: positiveId.nullable().optional(),
  self_pickup: z.union([z.literal(0), z.literal(1)]).default(0),
  address_id: positiveId.optional(),
  mall_collect_point_id: positiveId.optional(),
  remark: z.string().trim().max(300).optional(),
  language: languageParam,
});
export type CheckoutQuoteRequest = z.input<typeof checkoutQuote>;
export const checkoutRequest = checkoutQuote.extend({
  sec_password: z.string({ message: 'REQUIRED' }).min(1, { message: 'REQUIRED' }).max(100),
});
export type CheckoutRequest = z.input<typeof checkoutRequest>;

export const quoteReply = z.object({
  lines: z.array(
    z.object({
      mall_product_id: z.number().int(),
      name: z.string(),
      quantity: z.number().int(),
      unit_price: moneyString,
      line_total: moneyString,
    }),
  ),
  payment_type: z.enum(paymentTypes),
  subtotal: moneyString,
  discount: moneyString,
  shipping_fee: moneyString,
  total: moneyString,
  /** Taken from each wallet if the order is placed. */
  pay: z.object({ point1: moneyString, point2: moneyString, point4: moneyString }),
  balances: z.object({ point1: moneyString, point2: moneyString, point4: moneyString }),
  sufficient: z.boolean(),
  voucher: voucher.nullable(),
});
export type QuoteReply = z.infer<typeof quoteReply>;
export const checkoutReply = quoteReply.extend({
  order_id: z.number().int(),
  ref_no: z.string(),
});
export type CheckoutReply = z.infer<typeof checkoutReply>;

// ——— Back-office ———

const optionalName = z
  .string()
  .trim()
  .max(150)
  .nullish()
  .transform((v) => v || null);
const sen = moneyInput;
const zeroOrMoney = z
  .union([z.literal(0), z.literal('0'), z.literal('0.00'), moneyInput])
  .transform((v) => (typeof v === 'bigint' ? v : 0n));

export const adminCategoryRequest = z.strictObject({
  name_en: text(100),
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
  name_en: text(150),
  name_zh: optionalName,
  name_ms: optionalName,
  description_en: z.string().trim().max(5000).default(''),
  description_zh: z.string().trim().max(5000).default(''),
  description_ms: z.string().trim().max(5000).default(''),
  normal_credit: sen,
  premium_credit: sen,
  normal_cash: sen,
  premium_cash: sen,
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
export const productImageOrderRequest = z.strictObject({ image_ids: z.array(positiveId).max(20) });
export const PRODUCT_IMAGE_FIELD = 'image';
export const MAX_PRODUCT_IMAGES = 10;

export const adminVoucherRequest = z
  .strictObject({
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9_-]{3,32}$/, { message: 'VALIDATION_ERROR' }),
    name: text(100),
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
