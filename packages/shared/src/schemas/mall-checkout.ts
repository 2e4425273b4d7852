import { z } from 'zod';
import { languageParam } from '../language.js';
import { moneyInput, moneyString } from './common.js';
import { positiveId } from './mall-fields.js';

/**
 * Vouchers and checkout (BUSINESS_RULES §12; spec §7 Mall). An order is paid by credit (point2
 * then point4, the member choosing how much from point2) or by cash (point1).
 */

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
