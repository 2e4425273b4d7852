import {
  type CheckoutReply,
  type checkoutQuote,
  formatSen,
  type QuoteReply,
} from '@rangkai/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor, Tx } from '../../db/client.js';
import { cartItems, mallCategories, mallProducts, members } from '../../db/schema/index.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import { assertCollectPoint, walletBalances } from '../member/index.js';
import type { MoneyActionResult } from '../money/index.js';
import { createOrder, type Delivery, type Receiver } from '../orders/index.js';
import { shippingFeeFor } from '../packages/index.js';
import { type JournalLineInput, postJournal } from '../wallet/index.js';
import { findAddress } from './addresses.js';
import { isPremium, nameIn, type ProductRow, unitPrice } from './catalogue.js';
import { markClaimUsed, toVoucher, usableClaim, voucherDiscount } from './vouchers.js';

export type QuoteInput = z.output<typeof checkoutQuote>;

const minSen = (a: bigint, b: bigint) => (a < b ? a : b);

interface Priced {
  reply: QuoteReply;
  lines: { product: ProductRow; quantity: number; unitSen: bigint }[];
  subtotalSen: bigint;
  discountSen: bigint;
  delivery: Delivery;
  receiver: Receiver;
  pay: { point1: bigint; point2: bigint; point4: bigint };
  memberVoucherId: number | null;
}

/**
 * What an order of the chosen cart lines would cost and take from which wallet (BUSINESS_RULES
 * §12, §7): this member's prices for the payment type, the voucher's discount off the items,
 * shipping by the delivery address's state (none for collection), credit split point2 first (as
 * much as asked, by default as much as point2 holds) then point4, cash from point1. With `lock`
 * (a checkout) the products, the voucher claim and the member row are locked until commit, so
 * the stock and the claim it checks are still there when it takes them.
 */
export async function priceOrder(
  db: Executor,
  memberId: number,
  input: QuoteInput,
  { lock = false } = {},
): Promise<Priced> {
  if (lock)
    await db.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
  const cart = await db
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.memberId, memberId));
  const chosen = input.mall_product_ids
    ? input.mall_product_ids.map((id) => {
        const line = cart.find((c) => c.productId === id);
        if (!line) throw fieldError('NO_PRODUCT_MATCH', 'mall_product_ids');
        return line;
      })
    : cart;
  if (chosen.length === 0) throw fieldError('CART_EMPTY', 'mall_product_ids');
  const ids = [...new Set(chosen.map((c) => c.productId))].sort((a, b) => a - b);
  const productQuery = db
    .select({ p: mallProducts, categoryActive: mallCategories.active })
    .from(mallProducts)
    .innerJoin(mallCategories, eq(mallCategories.id, mallProducts.categoryId))
    .where(inArray(mallProducts.id, ids))
    .orderBy(asc(mallProducts.id));
  const rows = lock ? await productQuery.for('update', { of: mallProducts }) : await productQuery;
  const premium = await isPremium(db, memberId);
  let subtotalSen = 0n;
  const lines = ids.map((id) => {
    const row = rows.find((r) => r.p.id === id);
    const quantity = chosen.find((c) => c.productId === id)?.quantity ?? 0;
    if (!row?.p.active || !row.categoryActive)
      throw fieldError('NO_PRODUCT_MATCH', 'mall_product_ids');
    if (row.p.stock < quantity)
      throw new AppError('OUT_OF_STOCK', { mall_product_ids: String(id) });
    const unitSen = unitPrice(row.p, premium, input.payment_type);
    subtotalSen += unitSen * BigInt(quantity);
    return { product: row.p, quantity, unitSen };
  });

  let discountSen = 0n;
  let voucher: QuoteReply['voucher'] = null;
  if (input.member_voucher_id) {
    const claim = await usableClaim(db, memberId, input.member_voucher_id, { lock });
    discountSen = voucherDiscount(claim.v, subtotalSen);
    voucher = toVoucher(claim.v, 'claimed', claim.mv.id);
  }

  let delivery: Delivery;
  let receiver: Receiver;
  if (input.self_pickup === 1) {
    if (!input.mall_collect_point_id) throw fieldError('REQUIRED', 'mall_collect_point_id');
    await assertCollectPoint(db, input.mall_collect_point_id);
    const [m] = await db
      .select({ fullname: members.receiverFullname, phone: members.receiverPhone })
      .from(members)
      .where(eq(members.id, memberId));
    delivery = {
      selfPickup: 1,
      collectPointId: input.mall_collect_point_id,
      stateId: null,
      area: null,
      shippingSen: 0n,
    };
    receiver = {
      receiverFullname: m?.fullname ?? null,
      receiverPhone: m?.phone ?? null,
      address: null,
      postcode: null,
      remark: input.remark || null,
    };
  } else {
    if (!input.address_id) throw fieldError('REQUIRED', 'address_id');
    const address = await findAddress(db, memberId, input.address_id);
    delivery = {
      selfPickup: 0,
      collectPointId: null,
      stateId: address.state_id,
      area: address.area,
      shippingSen: await shippingFeeFor(db, address.area),
    };
    receiver = {
      receiverFullname: address.receiver_name,
      receiverPhone: address.receiver_phone,
      address: address.address,
      postcode: address.postcode,
      remark: input.remark || null,
    };
  }

  const totalSen = subtotalSen - discountSen + delivery.shippingSen;
  const balances = await walletBalances(db, memberId);
  const pay = { point1: 0n, point2: 0n, point4: 0n };
  if (input.payment_type === 'cash') {
    if (input.point2 !== undefined) throw fieldError('VALIDATION_ERROR', 'point2');
    pay.point1 = totalSen;
  } else {
    const point2 = input.point2 ?? minSen(balances.point2, totalSen);
    if (point2 > totalSen) throw fieldError('INCORRECT_AMOUNT', 'point2');
    pay.point2 = point2 < 0n ? 0n : point2;
    pay.point4 = totalSen - pay.point2;
  }
  const sufficient =
    pay.point1 <= balances.point1 && pay.point2 <= balances.point2 && pay.point4 <= balances.point4;

  return {
    reply: {
      lines: lines.map((l) => ({
        mall_product_id: l.product.id,
        name: nameIn(l.product, input.language),
        quantity: l.quantity,
        unit_price: formatSen(l.unitSen),
        line_total: formatSen(l.unitSen * BigInt(l.quantity)),
      })),
      payment_type: input.payment_type,
      subtotal: formatSen(subtotalSen),
      discount: formatSen(discountSen),
      shipping_fee: formatSen(delivery.shippingSen),
      total: formatSen(totalSen),
      pay: {
        point1: formatSen(pay.point1),
        point2: formatSen(pay.point2),
        point4: formatSen(pay.point4),
      },
      balances: {
        point1: formatSen(balances.point1),
        point2: formatSen(balances.point2),
        point4: formatSen(balances.point4),
      },
      sufficient,
      voucher,
    },
    lines,
    subtotalSen,
    discountSen,
    delivery,
    receiver,
    pay,
    memberVoucherId: input.member_voucher_id ?? null,
  };
}

/**
 * Places a mall order in the money path's transaction: everything `priceOrder` checked, locked,
 * then the payment journal (wallets → company revenue and shipping), the stock, the voucher claim,
 * the order and its items, and the bought lines out of the cart. A refusal changes nothing.
 */
export async function placeOrder(
  tx: Tx,
  member: { id: number; username: string },
  input: QuoteInput,
): Promise<MoneyActionResult<CheckoutReply>> {
  const priced = await priceOrder(tx, member.id, input, { lock: true });
  if (!priced.reply.sufficient) throw new AppError('INSUFFICIAN_BALANCE');
  const { pay, delivery } = priced;
  const order = await createOrder(
    tx,
    {
      orderType: 'mall',
      memberId: member.id,
      paidByMemberId: member.id,
      paymentType: input.payment_type,
      items: priced.lines.map((l) => ({
        productId: l.product.id,
        name: l.product.nameZh ?? l.product.nameEn,
        nameEn: l.product.nameEn,
        nameMs: l.product.nameMs,
        quantity: l.quantity,
        unitPriceSen: l.unitSen,
      })),
      delivery,
      receiver: priced.receiver,
      discountSen: priced.discountSen,
      voucherCode: priced.reply.voucher?.code ?? null,
      paid: pay,
    },
    { type: 'member', id: member.id, name: member.username },
  );
  const revenue = priced.subtotalSen - priced.discountSen;
  const lines = (
    [
      { account: { memberId: member.id, wallet: 'point1' }, amount: -pay.point1 },
      { account: { memberId: member.id, wallet: 'point2' }, amount: -pay.point2 },
      { account: { memberId: member.id, wallet: 'point4' }, amount: -pay.point4 },
      { account: { system: 'company_revenue' }, amount: revenue },
      { account: { system: 'shipping' }, amount: delivery.shippingSen },
    ] satisfies JournalLineInput[]
  ).filter((l) => l.amount !== 0n);
  if (lines.length >= 2)
    await postJournal(tx, {
      type: 'mall_purchase',
      reference: `order:${order.id}`,
      memo: order.refNo,
      actor: { type: 'member', id: member.id },
      lines,
    });
  for (const l of priced.lines) {
    const taken = await tx
      .update(mallProducts)
      .set({
        stock: sql`${mallProducts.stock} - ${l.quantity}`,
        sold: sql`${mallProducts.sold} + ${l.quantity}`,
        updatedAt: new Date(),
      })
      .where(and(eq(mallProducts.id, l.product.id), sql`${mallProducts.stock} >= ${l.quantity}`))
      .returning({ id: mallProducts.id });
    if (taken.length !== 1)
      throw new AppError('OUT_OF_STOCK', { mall_product_ids: String(l.product.id) });
  }
  if (priced.memberVoucherId) await markClaimUsed(tx, priced.memberVoucherId, order.id);
  await tx.delete(cartItems).where(
    and(
      eq(cartItems.memberId, member.id),
      inArray(
        cartItems.productId,
        priced.lines.map((l) => l.product.id),
      ),
    ),
  );
  return {
    data: { ...priced.reply, order_id: order.id, ref_no: order.refNo },
    audit: {
      action: 'mall.checkout',
      targetType: 'order',
      targetId: order.id,
      after: {
        ref_no: order.refNo,
        total: priced.reply.total,
        pay: priced.reply.pay,
        voucher: priced.memberVoucherId,
      },
    },
  };
}
