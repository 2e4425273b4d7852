import { z } from 'zod';
import { MALAYSIA_COUNTRY_ID } from '../constants.js';
import { optionalLanguage } from '../language.js';
import { memberRef, moneyString, numberInput, pageQuery, paginated } from './common.js';
import { collectPoint, packageInfo } from './global.js';
import {
  email,
  icNumber,
  newPasswordPair,
  phone,
  registerReply,
  shippingFields,
  username,
} from './membership.js';

const secPassword = z.string().min(1, { message: 'REQUIRED' }).max(64);
const id = z.number().int().positive();

/** A package above the member's own, with what an upgrade to it costs and adds. */
export const upgradeOption = packageInfo.extend({
  /** New price − current price (before shipping). */
  amount_due: moneyString,
  /** BV of the purchase: new BV − current BV. */
  bv_gain: moneyString,
});

export const upgradePackageQuery = z.object({
  /** Optional: only this package (when it is above the member's). */
  upgrade_package: numberInput(z.number().int().positive()).optional(),
});
export const upgradePackagesReply = z.object({
  current: packageInfo,
  user_group: z.array(upgradeOption),
  /** The delivery fee to the East area (Sabah, Sarawak, Labuan); 0 elsewhere and for pickup. */
  shipping_fee_east: moneyString,
});

/** Where a starter kit goes: delivery (state decides the fee) or collection at a centre. */
const deliveryChoice = {
  self_pickup: z.union([z.literal(0), z.literal(1)]).default(0),
  /** State id (spec §7 `state`); `state_id` is accepted as at self-registration. */
  state: id.optional().nullable(),
  state_id: id.optional().nullable(),
  mall_collect_point_id: id.optional().nullable(),
};

function refineDelivery(
  v: { self_pickup: 0 | 1; mall_collect_point_id?: number | null },
  ctx: z.RefinementCtx,
) {
  if (v.self_pickup === 1 && !v.mall_collect_point_id)
    ctx.addIssue({ code: 'custom', message: 'REQUIRED', path: ['mall_collect_point_id'] });
}

/** Spec §3 "Upgrade". Receiver details default to the member's profile. */
export const upgradePackageRequest = z
  .strictObject({
    user_group_id: id,
    ...deliveryChoice,
    sec_password: secPassword,
    pay_type: z.literal('point3').default('point3'),
    receiver_fullname: shippingFields.shape.receiver_fullname,
    receiver_phone: shippingFields.shape.receiver_phone,
    address: z.string().trim().max(300).optional().nullable(),
    postcode: shippingFields.shape.postcode,
    remark: shippingFields.shape.remark,
  })
  .superRefine(refineDelivery);
export type UpgradePackageRequest = z.input<typeof upgradePackageRequest>;

export const orderStatus = z.enum([
  'processing',
  'delivery',
  'ready_for_collection',
  'completed',
  'cancelled',
  /** Cancelled within the cooling-off period after shipping: to be sent back (§13). */
  'return_requested',
  /** An administrator confirmed the return (a mall order is refunded then). */
  'returned',
]);
export type OrderStatus = z.infer<typeof orderStatus>;

export const orderItem = z.object({
  /** The name kept when ordered: Chinese where the product or package has one, else English. */
  name: z.string(),
  name_en: z.string(),
  /** The product's Malay name when ordered; null for packages and products without one. */
  name_ms: z.string().nullable(),
  quantity: z.number().int(),
  price: moneyString,
});

/**
 * Notes the system writes on an order's events, which the screens translate: the member confirmed
 * receipt; the order completed by itself `days` after shipping (BUSINESS_RULES §12).
 */
export const orderEventNoteCodes = [
  'item_received',
  'auto_completed',
  'cooling_off_cancel',
] as const;

export const orderEvent = z.object({
  status: orderStatus,
  /** A person's note as written (a reason, a tracking number); null when `note_code` says it. */
  note: z.string().nullable(),
  note_code: z.enum(orderEventNoteCodes).nullable(),
  /** `auto_completed`: after how many days. */
  days: z.number().int().nullable(),
  actor: z.string(),
  created_at: z.string(),
});

/** An order: a package's starter kit now, mall orders later (spec §3 Order). */
export const order = z.object({
  id: z.number().int(),
  ref_no: z.string(),
  order_type: z.enum(['package', 'mall']),
  status: orderStatus,
  member: memberRef,
  paid_by: memberRef,
  items: z.array(orderItem),
  self_pickup: z.number().int(),
  collect_point: z
    .object({ id: z.number().int(), name: z.string(), address: z.string() })
    .nullable(),
  receiver_fullname: z.string().nullable(),
  receiver_phone: z.string().nullable(),
  address: z.string().nullable(),
  postcode: z.string().nullable(),
  state_id: z.number().int().nullable(),
  remark: z.string().nullable(),
  payment_type: z.string(),
  /** Items before the voucher; the voucher's discount and code; total = subtotal − discount + shipping. */
  subtotal: moneyString,
  discount: moneyString,
  voucher_code: z.string().nullable(),
  shipping_fee: moneyString,
  total_amount: moneyString,
  /** What each wallet paid (sums to the total): credit from point2 and point4, cash from point1. */
  paid: z.object({
    point1: moneyString,
    point2: moneyString,
    point3: moneyString,
    point4: moneyString,
  }),
  tracking_number: z.string().nullable(),
  user_package_id: z.number().int().nullable(),
  created_at: z.string(),
  shipped_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  /** The business date of the order (BUSINESS_RULES §13: its cooling-off period follows it). */
  business_date: z.string(),
  /**
   * The last day the member may cancel a mall order (ten working days after its business date);
   * null for a starter kit (it goes with its package purchase).
   */
  cooling_off_until: z.string().nullable(),
  /** The member may cancel it now (`api/mall/cancelOrder`): a mall order, not yet cancelled, within its period. */
  cancellable: z.boolean(),
  /** Every status change, oldest first (order details only; empty in lists). */
  events: z.array(orderEvent),
});
export type Order = z.infer<typeof order>;
export type OrderEvent = z.infer<typeof orderEvent>;

/** A package purchase (spec §3 User package, with what it cost). */
export const userPackage = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  user_group_id: z.number().int(),
  kind: z.enum(['register', 'upgrade']),
  member: memberRef,
  paid_by: memberRef,
  from_package: packageInfo
    .pick({ id: true, package_name: true, package_name_en: true })
    .nullable(),
  to_package: packageInfo.pick({ id: true, package_name: true, package_name_en: true }),
  amount: moneyString,
  bv: moneyString,
  shipping_fee: moneyString,
  total: moneyString,
  order: z.object({ id: z.number().int(), ref_no: z.string(), status: orderStatus }).nullable(),
  created_at: z.string(),
  /** The business date of the purchase. */
  business_date: z.string(),
  /** The last day of its cooling-off period (BUSINESS_RULES §13). */
  cooling_off_until: z.string(),
  status: z.enum(['active', 'cancelled']),
  cancelled_at: z.string().nullable(),
  /**
   * It may be cancelled now: the member's latest purchase not cancelled, within its period (the
   * member who paid decides: `paid_by`).
   */
  cancellable: z.boolean(),
});
export type UserPackage = z.infer<typeof userPackage>;

/**
 * BUSINESS_RULES §13: the member who paid cancels a member's latest purchase not yet cancelled,
 * within its cooling-off period (`Idempotency-Key` header). Refusals: `COOLING_OFF_ENDED`,
 * `NOT_LATEST_PURCHASE`, `ALREADY_CANCELLED`, `NO_PERMISSION` (not the payer), `SEC_PASSWORD_WRONG`.
 */
export const cancelPurchaseRequest = z.strictObject({
  user_package_id: z.number().int().positive(),
  sec_password: secPassword,
});
export type CancelPurchaseRequest = z.input<typeof cancelPurchaseRequest>;

export const cancelPurchaseReply = z.object({
  /** The purchase, now `cancelled`. */
  user_package: userPackage,
  /** Every sen paid (price difference and shipping), back in the payer's point3. */
  refund: moneyString,
  /** The payer's point3 afterwards. */
  point3: moneyString,
  /** The sponsor bonus taken back from the sponsor (0.00 when none was paid). */
  sponsor_clawback: moneyString,
  /** What became of the starter kit: cancelled (not shipped), return requested, or none. */
  kit: z.enum(['cancelled', 'return_requested']).nullable(),
});

export const upgradePackageReply = z.object({
  user_package: userPackage,
  order: order.nullable(),
  point3: moneyString,
});

/**
 * Spec §4 "Registration on behalf": step 1 and step 2 of a new member, their package (`user_group`)
 * and `pay_type` point3. `sec_password` is the new member's own; the registrant's is checked
 * first with `checkSecPwd` (remembered for 5 minutes).
 */
export const registerMemberRequest = z
  .strictObject({
    username,
    fullname: z.string().trim().min(1, { message: 'REQUIRED' }).max(100),
    ic: icNumber,
    contact_number: phone,
    email,
    country_id: id,
    area: z.enum(['West', 'East']).optional().nullable(),
    ref_id: z.string().trim().min(1, { message: 'INCORRECT_SPONSOR' }).max(32),
    jid: id.optional().nullable(),
    group_type: z.union([z.literal(1), z.literal(2)]),
    user_group: id,
    password: newPasswordPair.shape.password,
    password_confirmation: z.string(),
    sec_password: newPasswordPair.shape.password,
    pay_type: z.literal('point3').default('point3'),
    agree: z.boolean().optional(),
    lang: optionalLanguage,
    ...shippingFields.shape,
    address: z.string().trim().max(300).optional().nullable(),
    ...deliveryChoice,
  })
  .superRefine((v, ctx) => {
    if (v.password !== v.password_confirmation)
      ctx.addIssue({
        code: 'custom',
        message: 'password_not_same',
        path: ['password_confirmation'],
      });
    if (v.sec_password === v.password)
      ctx.addIssue({ code: 'custom', message: 'SEC_SAME_AS_PASSWORD', path: ['sec_password'] });
    if (v.country_id === MALAYSIA_COUNTRY_ID && !v.state && !v.state_id && !v.area)
      ctx.addIssue({ code: 'custom', message: 'REQUIRED', path: ['state'] });
    refineDelivery(v, ctx);
  });
export type RegisterMemberRequest = z.input<typeof registerMemberRequest>;

export const registerMemberReply = registerReply.extend({
  user_package: userPackage,
  order: order.nullable(),
  point3: moneyString,
});

/** Spec §7 createPackageOrder: attaches or corrects the shipping details of a purchase's order. */
export const createPackageOrderRequest = z
  .strictObject({
    user_id: id.optional(),
    user_group_id: id.optional(),
    user_package_id: id,
    ...deliveryChoice,
    receiver_fullname: shippingFields.shape.receiver_fullname,
    receiver_phone: shippingFields.shape.receiver_phone,
    address: z.string().trim().max(300).optional().nullable(),
    postcode: shippingFields.shape.postcode,
    remark: shippingFields.shape.remark,
  })
  .superRefine(refineDelivery);
export type CreatePackageOrderRequest = z.input<typeof createPackageOrderRequest>;

export const collectPointsReply = z.object({ mall_collect_point: z.array(collectPoint) });

export const orderHistoryQuery = pageQuery.extend({
  order_type: z.enum(['package', 'mall']).optional(),
  status: orderStatus.optional(),
});
export const orderHistoryReply = paginated(order);
export const orderDetailQuery = z.object({ order_id: numberInput(z.number().int().positive()) });
export const itemReceivedRequest = z.strictObject({ order_id: id });

/**
 * BUSINESS_RULES §13: a member cancels their own mall order within its cooling-off period
 * (`Idempotency-Key` header). Processing: cancelled and refunded at once; shipped: return requested,
 * refunded when an administrator marks it returned. Refusals: `NO_PERMISSION` (not their order),
 * `ALREADY_CANCELLED`, `COOLING_OFF_ENDED`, `INVALID_STATE` (a starter kit), `INCORRECT_SEC_PASSWORD`.
 */
export const cancelOrderRequest = z.strictObject({
  order_id: id,
  sec_password: secPassword,
  reason: z.string().trim().min(1, { message: 'REQUIRED' }).max(300),
});
export type CancelOrderRequest = z.input<typeof cancelOrderRequest>;
export const cancelOrderReply = z.object({
  /** The order, now `cancelled` or `return_requested`. */
  order,
  /** What went back to the wallets now (0.00 while a return is awaited). */
  refund: moneyString,
});
export type CancelOrderReply = z.infer<typeof cancelOrderReply>;

export const userPackagesReply = paginated(userPackage);
export const downlinePackageRecord = userPackage.extend({ level: z.number().int() });
export const downlinePackagesReply = paginated(downlinePackageRecord);

/** Back-office: move an order along (BUSINESS_RULES §12). */
export const adminOrderActionRequest = z
  .strictObject({
    /** `mark_returned`: a return requested has arrived (a mall order is refunded then, §13). */
    action: z.enum(['ship', 'ready_for_collection', 'complete', 'cancel', 'mark_returned']),
    tracking_number: z.string().trim().min(1).max(60).optional(),
    note: z.string().trim().max(300).optional(),
  })
  .refine((r) => r.action !== 'cancel' || !!r.note, { path: ['note'], message: 'REQUIRED' });
export const adminOrdersQuery = pageQuery.extend({
  status: orderStatus.optional(),
  order_type: z.enum(['package', 'mall']).optional(),
  search: z.string().trim().max(64).optional(),
});
