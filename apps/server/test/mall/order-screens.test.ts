import { malaysianStates, orderEventNoteCodes } from '@rangkai/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoCompleteOrders } from '../../src/features/orders/auto-complete.js';
import { fund } from '../helpers.js';
import {
  call,
  createMallTestApp,
  createProduct,
  type MallContext,
  nextKey,
  shopper,
} from './support.js';

/**
 * BUSINESS_RULES §12: every screen that shows an order shows subtotal, voucher discount, shipping,
 * total and which wallets paid; members and operators see the order's reference, never its
 * internal number; the system's own event notes come as codes the screens translate.
 */

const SABAH = malaysianStates.findIndex((s) => s.name === 'Sabah') + 1;
const minutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

let ctx: MallContext;
beforeAll(async () => {
  ctx = await createMallTestApp();
});
afterAll(() => ctx.close());

type Shopper = Awaited<ReturnType<typeof shopper>>;

async function voucherOrder(m: Shopper, productId: number, code: string) {
  const claimed = await call(ctx, m.token, 'POST', '/api/mall/claimVoucher', { code });
  expect(claimed.body.error_code, JSON.stringify(claimed.body)).toBe(0);
  const address = await call(ctx, m.token, 'POST', '/api/mall/clientInfoControl', {
    action: 'add',
    receiver_name: 'Siti',
    receiver_phone: '+60 12-345 6789',
    address: '1 Jalan Pantai',
    postcode: '88000',
    state_id: SABAH,
  });
  await call(ctx, m.token, 'POST', '/api/mall/addCart', {
    mall_product_id: productId,
    quantity: 1,
  });
  const placed = await call(
    ctx,
    m.token,
    'POST',
    '/api/mall/checkout',
    {
      sec_password: m.secPassword,
      payment_type: 'credit',
      point2: '30.00',
      member_voucher_id: claimed.body.data.member_voucher_id,
      address_id: Math.max(...address.body.data.records.map((a: { id: number }) => a.id)),
    },
    { 'idempotency-key': nextKey() },
  );
  expect(placed.body.error_code, JSON.stringify(placed.body)).toBe(0);
  return placed.body.data as { order_id: number; ref_no: string };
}

const detail = async (m: Shopper, id: number) =>
  (await call(ctx, m.token, 'GET', `/api/mall/getOrderDetail?order_id=${id}`)).body.data;

describe('an order as its screens show it', () => {
  it('carries the voucher, the shipping and the wallet split, to members and operators, also once cancelled', async () => {
    const { product } = await createProduct(ctx, { normal_credit: '59.00', stock: 10 });
    await call(ctx, ctx.adminToken, 'POST', '/api/admin/mall/vouchers', {
      code: 'SAVE10',
      name: 'RM10 off',
      discount_type: 'fixed',
      amount: '10.00',
      min_spend: '50.00',
      starts_at: minutes(-1),
      ends_at: minutes(60),
      total_quantity: 10,
    });
    const m = await shopper(ctx);
    await fund(ctx, m.username, 'point2', '30.00');
    await fund(ctx, m.username, 'point4', '100.00');
    const placed = await voucherOrder(m, product.id, 'SAVE10');

    const money = {
      subtotal: '59.00',
      discount: '10.00',
      voucher_code: 'SAVE10',
      shipping_fee: '10.00',
      total_amount: '59.00',
      payment_type: 'credit',
      paid: { point1: '0.00', point2: '30.00', point3: '0.00', point4: '29.00' },
    };
    expect(await detail(m, placed.order_id)).toMatchObject({ ref_no: placed.ref_no, ...money });
    const history = await call(ctx, m.token, 'GET', '/api/mall/getOrderHistory?order_type=mall');
    expect(history.body.data.records[0]).toMatchObject(money);
    const drawer = await call(ctx, ctx.adminToken, 'GET', `/api/admin/orders/${placed.order_id}`);
    expect(drawer.body.data).toMatchObject(money);

    const cancelled = await call(
      ctx,
      ctx.adminToken,
      'POST',
      `/api/admin/orders/${placed.order_id}/action`,
      { action: 'cancel', note: 'out of stock' },
    );
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', ...money });
    // The operator's own note is shown as written.
    expect(cancelled.body.data.events.at(-1)).toMatchObject({
      status: 'cancelled',
      note: 'out of stock',
      note_code: null,
    });
  });

  it('tells of a shipment by the order reference and gives the system’s notes as codes', async () => {
    const { product } = await createProduct(ctx, { normal_credit: '59.00', stock: 10 });
    await call(ctx, ctx.adminToken, 'POST', '/api/admin/mall/vouchers', {
      code: 'SHIP10',
      name: 'RM10 off',
      discount_type: 'fixed',
      amount: '10.00',
      starts_at: minutes(-1),
      ends_at: minutes(60),
      total_quantity: 10,
    });
    const m = await shopper(ctx);
    await fund(ctx, m.username, 'point2', '30.00');
    await fund(ctx, m.username, 'point4', '100.00');
    const placed = await voucherOrder(m, product.id, 'SHIP10');
    const shipped = await call(
      ctx,
      ctx.adminToken,
      'POST',
      `/api/admin/orders/${placed.order_id}/action`,
      { action: 'ship', tracking_number: 'JNT123456' },
    );
    expect(shipped.body.error_code, JSON.stringify(shipped.body)).toBe(0);

    const notices = await call(ctx, m.token, 'GET', '/api/news/UserNotification');
    const notice = notices.body.data.records.find(
      (n: { type: string }) => n.type === 'order_shipped',
    );
    expect(notice.params).toMatchObject({
      ref_no: placed.ref_no,
      tracking_number: 'JNT123456',
    });
    expect(placed.ref_no).toMatch(/^MO\d{8}-[0-9A-Z]{6}$/);

    const audit = await call(
      ctx,
      ctx.adminToken,
      'GET',
      `/api/admin/audit-log?target_type=order&target_id=${placed.order_id}`,
    );
    expect(audit.body.data.records.length).toBeGreaterThan(0);
    for (const entry of audit.body.data.records) expect(entry.target_label).toBe(placed.ref_no);

    const received = await call(ctx, m.token, 'POST', '/api/mall/itemReceived', {
      order_id: placed.order_id,
    });
    expect(received.body.data.events.at(-1)).toMatchObject({
      status: 'completed',
      note: null,
      note_code: 'item_received',
    });

    // Never confirmed: completed by itself after the setting's days, said as a code and a number.
    const m2 = await shopper(ctx);
    await fund(ctx, m2.username, 'point2', '30.00');
    await fund(ctx, m2.username, 'point4', '100.00');
    const next = await voucherOrder(m2, product.id, 'SHIP10');
    await call(ctx, ctx.adminToken, 'POST', `/api/admin/orders/${next.order_id}/action`, {
      action: 'ship',
      tracking_number: 'JNT999',
    });
    expect(await autoCompleteOrders(ctx.db, new Date(Date.now() + 15 * 86_400_000))).toBe(1);
    const done = await detail(m2, next.order_id);
    expect(done.events.at(-1)).toMatchObject({
      status: 'completed',
      note: null,
      note_code: 'auto_completed',
      days: 14,
    });
    for (const e of [...done.events, ...received.body.data.events])
      if (e.note_code) expect(orderEventNoteCodes).toContain(e.note_code);
  });
});
