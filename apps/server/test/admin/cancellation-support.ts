import { malaysianStates } from '@rangkai/shared';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { createTestMember, fund, loginAs, SEC_PASSWORD } from '../helpers.js';
import { call, createProduct, nextKey, shopper } from '../mall/support.js';
import type { AdminTestContext } from './support.js';

/** Support of the cooling-off figures test (issue 28). */

export const SABAH = malaysianStates.findIndex((s) => s.name === 'Sabah') + 1;

const ok = (res: { body: { error_code: number } }) =>
  expect(res.body.error_code, JSON.stringify(res.body)).toBe(0);

/** A member sponsored by `sponsorId` on `leg` who buys `packageId` from point3 (Sabah). */
export async function buy(ctx: AdminTestContext, sponsorId: number, leg: 1 | 2, packageId: number) {
  const m = await createTestMember(ctx, { stateId: SABAH, sponsorId, leg });
  await fund(ctx, m.username, 'point3', '6000.00');
  const token = await loginAs(ctx, m.username);
  const res = await call(ctx, token, 'POST', '/api/package/upgrade-package', {
    user_group_id: packageId,
    sec_password: SEC_PASSWORD,
  });
  ok(res);
  return { id: m.id, token, userPackageId: res.body.data.user_package.id as number };
}

/** A member account's balance in sen (0 when the account does not exist). */
export async function balance(ctx: AdminTestContext, memberId: number, wallet: string) {
  const { rows } = await ctx.db.execute<{ balance: string }>(sql`
    SELECT balance::text AS balance FROM accounts WHERE member_id = ${memberId} AND wallet = ${wallet}`);
  return BigInt(rows[0]?.balance ?? 0);
}

/** A mall order (a RM 59 tea shipped to Sabah, paid from point4): its id, total and buyer. */
async function placeMallOrder(ctx: AdminTestContext) {
  const { product } = await createProduct(ctx, {
    normal_credit: '59.00',
    normal_cash: '59.00',
    stock: 5,
  });
  const ali = await shopper(ctx);
  await fund(ctx, ali.username, 'point4', '100.00');
  ok(
    await call(ctx, ali.token, 'POST', '/api/mall/addCart', {
      mall_product_id: product.id,
      quantity: 1,
    }),
  );
  const address = await call(ctx, ali.token, 'POST', '/api/mall/clientInfoControl', {
    action: 'add',
    receiver_name: 'Siti',
    receiver_phone: '+60 12-345 6789',
    address: '1 Jalan Pantai',
    postcode: '88000',
    state_id: SABAH,
  });
  ok(address);
  const order = await call(
    ctx,
    ali.token,
    'POST',
    '/api/mall/checkout',
    {
      sec_password: SEC_PASSWORD,
      payment_type: 'credit',
      address_id: Math.max(...address.body.data.records.map((a: { id: number }) => a.id)),
    },
    { 'idempotency-key': nextKey() },
  );
  ok(order);
  const total = order.body.data.total as string;
  expect(Number(total)).toBeGreaterThanOrEqual(59);
  return { id: order.body.data.order_id as number, total, token: ali.token };
}

const adminAction = (ctx: AdminTestContext, orderId: number, body: Record<string, unknown>) =>
  call(ctx, ctx.adminToken, 'POST', `/api/admin/orders/${orderId}/action`, body, {
    'idempotency-key': nextKey(),
  });

const memberCancel = (ctx: AdminTestContext, token: string, orderId: number) =>
  call(
    ctx,
    token,
    'POST',
    '/api/mall/cancelOrder',
    { sec_password: SEC_PASSWORD, reason: 'changed my mind', order_id: orderId },
    { 'idempotency-key': nextKey() },
  );

/**
 * A mall order cancelled by the back-office (out of stock), so refunded in full (`mall_refund`)
 * but no cooling-off cancellation. Returns the order's total.
 */
export async function cancelledMallOrder(ctx: AdminTestContext): Promise<string> {
  const order = await placeMallOrder(ctx);
  ok(await adminAction(ctx, order.id, { action: 'cancel', note: 'out of stock' }));
  return order.total;
}

/** A mall order its member cancelled while it was processing (§13): refunded at once. */
export async function memberCancelledMallOrder(ctx: AdminTestContext): Promise<string> {
  const order = await placeMallOrder(ctx);
  ok(await memberCancel(ctx, order.token, order.id));
  return order.total;
}

/**
 * A mall order shipped, which its member cancelled (§13: return requested) and an administrator
 * marked returned: refunded then.
 */
export async function returnedMallOrder(ctx: AdminTestContext): Promise<string> {
  const order = await placeMallOrder(ctx);
  ok(await adminAction(ctx, order.id, { action: 'ship', tracking_number: 'JNT0001' }));
  ok(await memberCancel(ctx, order.token, order.id));
  ok(await adminAction(ctx, order.id, { action: 'mark_returned', note: 'box back' }));
  return order.total;
}
