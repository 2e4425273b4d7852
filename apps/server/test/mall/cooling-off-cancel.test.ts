import { malaysianStates } from '@rangkai/shared';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  journals,
  mallProducts,
  orderEvents,
  orders,
} from '../../src/db/schema/index.js';
import { addDays, coolingOffUntil } from '../../src/features/cooling-off/index.js';
import { verifyLedger } from '../../src/features/wallet/verify-ledger.js';
import { businessDate, businessMidnight } from '../../src/lib/business-time.js';
import { bearer, createTestMember, fund, loginAs, SEC_PASSWORD } from '../helpers.js';
import {
  balances,
  call,
  createMallTestApp,
  createProduct,
  type MallContext,
  nextKey,
  shopper,
  systemBalance,
} from './support.js';

/** BUSINESS_RULES §13: a member cancels their own mall order within its cooling-off period. */
let ctx: MallContext;
beforeAll(async () => {
  ctx = await createMallTestApp();
});
afterAll(() => ctx.close());

type Shopper = Awaited<ReturnType<typeof shopper>>;
const minutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();
let vouchers = 0;
const SELANGOR = malaysianStates.findIndex((s) => s.name === 'Selangor') + 1;

/** A member who lives in Selangor (a starter kit ships there) with a token. */
async function resident(packageId = 1) {
  const m = await createTestMember(ctx, { stateId: SELANGOR, packageId });
  return { ...m, token: await loginAs(ctx, m.username), secPassword: SEC_PASSWORD };
}

/**
 * A member's collection order of 3 × premium credit 40.00 with a 10.00 voucher, paid 30.00 from
 * point2 and 80.00 from point4 (no shipping at a centre).
 */
async function paidOrder() {
  const { product } = await createProduct(ctx, { stock: 10 });
  const m = await resident(3);
  await fund(ctx, m.username, 'point2', '30.00');
  await fund(ctx, m.username, 'point4', '200.00');
  const code = `COOL${process.pid}${++vouchers}`;
  const created = await call(ctx, ctx.adminToken, 'POST', '/api/admin/mall/vouchers', {
    code,
    name: 'RM10 off',
    discount_type: 'fixed',
    amount: '10.00',
    min_spend: '0.00',
    starts_at: minutes(-1),
    ends_at: minutes(60),
    total_quantity: 10,
  });
  expect(created.body.error_code, JSON.stringify(created.body)).toBe(0);
  const claim = await call(ctx, m.token, 'POST', '/api/mall/claimVoucher', { code });
  await call(ctx, m.token, 'POST', '/api/mall/addCart', {
    mall_product_id: product.id,
    quantity: 3,
  });
  const points = await call(ctx, m.token, 'GET', '/api/mall/getCollectPoint');
  const placed = await call(
    ctx,
    m.token,
    'POST',
    '/api/mall/checkoutSelfPickup',
    {
      sec_password: m.secPassword,
      payment_type: 'credit',
      member_voucher_id: claim.body.data.member_voucher_id,
      mall_collect_point_id: points.body.data.mall_collect_point[0].id,
    },
    { 'idempotency-key': nextKey() },
  );
  expect(placed.body.error_code, JSON.stringify(placed.body)).toBe(0);
  expect(placed.body.data).toMatchObject({ total: '110.00' });
  return { m, orderId: placed.body.data.order_id as number, productId: product.id as number, code };
}

const cancel = (m: Shopper, body: Record<string, unknown>, key: string | null = nextKey()) =>
  call(
    ctx,
    m.token,
    'POST',
    '/api/mall/cancelOrder',
    { sec_password: m.secPassword, reason: 'changed my mind', ...body },
    key ? { 'idempotency-key': key } : {},
  );

const adminAction = (orderId: number, body: Record<string, unknown>, key = nextKey()) =>
  call(ctx, ctx.adminToken, 'POST', `/api/admin/orders/${orderId}/action`, body, {
    'idempotency-key': key,
  });

async function refunds(orderId: number) {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(journals)
    .where(and(eq(journals.type, 'mall_refund'), eq(journals.reference, `order:${orderId}`)));
  return row.n;
}

/** Everything a cancellation could touch. */
async function snapshot(memberId: number, orderId: number, productId: number) {
  const [o] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
  const [p] = await ctx.db.select().from(mallProducts).where(eq(mallProducts.id, productId));
  const [events] = await ctx.db
    .select({ n: count() })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId));
  const [audits] = await ctx.db
    .select({ n: count() })
    .from(auditLog)
    .where(
      and(
        inArray(auditLog.action, [
          'order.member_cancel',
          'order.return_request',
          'order.mark_returned',
        ]),
        eq(auditLog.targetId, String(orderId)),
      ),
    );
  const { rows } = await ctx.db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM member_vouchers WHERE order_id = ${orderId}`,
  );
  return {
    status: o.status,
    balances: await balances(ctx, memberId),
    revenue: await systemBalance(ctx, 'company_revenue'),
    stock: [p.stock, p.sold],
    events: events.n,
    audits: audits.n,
    voucherUsed: rows[0].n,
    refunds: await refunds(orderId),
  };
}

/** Dates the order as made at noon (business time) of `date`. */
async function backdate(orderId: number, date: string) {
  const noon = new Date(businessMidnight(date).getTime() + 12 * 3_600_000);
  await ctx.db.update(orders).set({ createdAt: noon }).where(eq(orders.id, orderId));
}

describe('POST api/mall/cancelOrder', () => {
  it('cancels a processing order: every sen back to its wallets, stock and voucher back, audited', async () => {
    const { m, orderId, productId, code } = await paidOrder();
    const revenue = BigInt(await systemBalance(ctx, 'company_revenue'));
    expect(await balances(ctx, m.id)).toMatchObject({ point2: '0', point4: '12000' });

    const detail = await call(ctx, m.token, 'GET', `/api/mall/getOrderDetail?order_id=${orderId}`);
    const until = await coolingOffUntil(ctx.db, businessDate());
    expect(detail.body.data).toMatchObject({
      business_date: businessDate(),
      cooling_off_until: until,
      cancellable: true,
    });
    const list = await call(ctx, m.token, 'GET', '/api/mall/getOrderHistory?order_type=mall');
    expect(list.body.data.records[0]).toMatchObject({ id: orderId, cooling_off_until: until });

    const done = await cancel(m, { order_id: orderId });
    expect(done.body, JSON.stringify(done.body)).toMatchObject({
      error_code: 0,
      data: { refund: '110.00', order: { id: orderId, status: 'cancelled', cancellable: false } },
    });
    expect(done.body.data.order.events.at(-1)).toMatchObject({
      status: 'cancelled',
      note: 'changed my mind',
      actor: m.username,
    });
    expect(await balances(ctx, m.id)).toMatchObject({ point2: '3000', point4: '20000' });
    expect(BigInt(await systemBalance(ctx, 'company_revenue'))).toBe(revenue - 11_000n);
    expect(await snapshot(m.id, orderId, productId)).toMatchObject({
      stock: [10, 0],
      voucherUsed: 0,
      refunds: 1,
      audits: 1,
    });
    const claimed = await call(ctx, m.token, 'GET', '/api/mall/getVoucher?status=claimed');
    expect(claimed.body.data.records.map((v: { code: string }) => v.code)).toContain(code);
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'order.member_cancel'), eq(auditLog.targetId, String(orderId))),
      );
    expect(audit).toMatchObject({ reason: 'changed my mind' });
    expect((await verifyLedger(ctx.db)).ok).toBe(true);
  });

  it('refuses, changing nothing: missing reason, wrong security password, outsider, starter kit, already cancelled', async () => {
    const { m, orderId, productId } = await paidOrder();
    const before = await snapshot(m.id, orderId, productId);

    const noReason = await cancel(m, { order_id: orderId, reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.data).toMatchObject({ reason: 'REQUIRED' });
    const wrong = await cancel(m, { order_id: orderId, sec_password: 'Wrong999' });
    expect(wrong.body).toMatchObject({
      message: 'INCORRECT_SEC_PASSWORD',
      data: { sec_password: 'INCORRECT_SEC_PASSWORD' },
    });
    const outsider = await shopper(ctx);
    const theirs = await cancel(outsider, { order_id: orderId });
    expect(theirs).toMatchObject({
      status: 403,
      body: { message: 'NO_PERMISSION', data: { order_id: 'NO_PERMISSION' } },
    });
    const missing = await cancel(m, { order_id: 999_999 });
    expect(missing.body).toMatchObject({ message: 'NO_PERMISSION' });
    expect(await snapshot(m.id, orderId, productId)).toEqual(before);

    // A starter kit goes with its package purchase.
    await fund(ctx, m.username, 'point3', '20000.00');
    const upgrade = await call(ctx, m.token, 'POST', '/api/package/upgrade-package', {
      user_group_id: 4,
      sec_password: m.secPassword,
    });
    expect(upgrade.body.error_code, JSON.stringify(upgrade.body)).toBe(0);
    const kit = upgrade.body.data.order;
    const refused = await cancel(m, { order_id: kit.id });
    expect(refused.body).toMatchObject({
      message: 'INVALID_STATE',
      data: { order_id: 'INVALID_STATE' },
    });
    const [k] = await ctx.db.select().from(orders).where(eq(orders.id, kit.id));
    expect(k.status).toBe('processing');

    expect((await cancel(m, { order_id: orderId })).body.error_code).toBe(0);
    const after = await snapshot(m.id, orderId, productId);
    const twice = await cancel(m, { order_id: orderId });
    expect(twice.body).toMatchObject({
      message: 'ALREADY_CANCELLED',
      data: { order_id: 'ALREADY_CANCELLED' },
    });
    expect(await snapshot(m.id, orderId, productId)).toEqual(after);
  });

  it('accepts the last day of the period and refuses the day after (COOLING_OFF_ENDED)', async () => {
    // The latest purchase date whose period has ended: the day after it still runs.
    const today = businessDate();
    let ended = addDays(today, -1);
    while ((await coolingOffUntil(ctx.db, ended)) >= today) ended = addDays(ended, -1);
    const running = addDays(ended, 1);
    expect(await coolingOffUntil(ctx.db, running)).not.toBe(undefined);
    expect((await coolingOffUntil(ctx.db, running)) >= today).toBe(true);

    const late = await paidOrder();
    await backdate(late.orderId, ended);
    const before = await snapshot(late.m.id, late.orderId, late.productId);
    const detail = await call(
      ctx,
      late.m.token,
      'GET',
      `/api/mall/getOrderDetail?order_id=${late.orderId}`,
    );
    expect(detail.body.data).toMatchObject({ business_date: ended, cancellable: false });
    const refused = await cancel(late.m, { order_id: late.orderId });
    expect(refused.body).toMatchObject({
      message: 'COOLING_OFF_ENDED',
      data: { order_id: 'COOLING_OFF_ENDED' },
    });
    expect(await snapshot(late.m.id, late.orderId, late.productId)).toEqual(before);

    const inTime = await paidOrder();
    await backdate(inTime.orderId, running);
    const accepted = await cancel(inTime.m, { order_id: inTime.orderId });
    expect(accepted.body, JSON.stringify(accepted.body)).toMatchObject({
      error_code: 0,
      data: { order: { status: 'cancelled', business_date: running } },
    });
  });

  it('the receipt carries the cooling-off statement and the last day to cancel (§13)', async () => {
    const { m, orderId } = await paidOrder();
    const res = await ctx.app.inject({
      url: `/api/mall/receipt?order_id=${orderId}`,
      headers: bearer(m.token),
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const parser = new PDFParse({ data: new Uint8Array(res.rawPayload) });
    const text = (await parser.getText()).text.replace(/[ \t]+/g, ' ');
    await parser.destroy();
    const until = await coolingOffUntil(ctx.db, businessDate());
    expect(text).toContain('THIS CONTRACT IS SUBJECT TO A COOLING-OFF PERIOD OF TEN WORKING DAYS');
    expect(text).toContain(`Last day to cancel: ${until}`);
  });

  it('replays the first reply for one Idempotency-Key and refunds once', async () => {
    const { m, orderId } = await paidOrder();
    const key = nextKey();
    const first = await cancel(m, { order_id: orderId }, key);
    expect(first.body.error_code).toBe(0);
    const again = await cancel(m, { order_id: orderId }, key);
    expect(again.body).toEqual(first.body);
    expect(await refunds(orderId)).toBe(1);
    const other = await cancel(m, { order_id: orderId, reason: 'another' }, key);
    expect(other.body.message).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await balances(ctx, m.id)).toMatchObject({ point2: '3000', point4: '20000' });
  });

  it('two racing cancels of one order: exactly one refunds', async () => {
    const { m, orderId, productId } = await paidOrder();
    const replies = await Promise.all([
      cancel(m, { order_id: orderId }),
      cancel(m, { order_id: orderId }),
    ]);
    const codes = replies.map((r) => r.body.message).sort();
    expect(codes).toEqual(['ALREADY_CANCELLED', 'success_submit']);
    expect(await snapshot(m.id, orderId, productId)).toMatchObject({
      status: 'cancelled',
      refunds: 1,
      audits: 1,
      stock: [10, 0],
      balances: { point2: '3000', point4: '20000' },
    });
    expect((await verifyLedger(ctx.db)).ok).toBe(true);
  });
});

describe('the return queue', () => {
  it('shipped → return requested (nothing refunded) → marked returned by an administrator → refunded once', async () => {
    const { m, orderId, productId } = await paidOrder();
    const ready = await adminAction(orderId, { action: 'ready_for_collection' });
    expect(ready.body.data.status).toBe('ready_for_collection');
    const before = await snapshot(m.id, orderId, productId);

    const requested = await cancel(m, { order_id: orderId, reason: 'wrong size' });
    expect(requested.body, JSON.stringify(requested.body)).toMatchObject({
      error_code: 0,
      data: { refund: '0.00', order: { status: 'return_requested', cancellable: false } },
    });
    expect(await snapshot(m.id, orderId, productId)).toMatchObject({
      ...before,
      status: 'return_requested',
      events: before.events + 1,
      audits: before.audits + 1,
    });
    expect((await cancel(m, { order_id: orderId })).body.message).toBe('ALREADY_CANCELLED');

    const queue = await call(
      ctx,
      ctx.adminToken,
      'GET',
      '/api/admin/orders?status=return_requested',
    );
    expect(queue.body.data.records.map((o: { id: number }) => o.id)).toContain(orderId);
    // Not another step: only "mark returned".
    expect((await adminAction(orderId, { action: 'complete' })).body.message).toBe('INVALID_STATE');

    const key = nextKey();
    const returned = await adminAction(orderId, { action: 'mark_returned', note: 'box back' }, key);
    expect(returned.body, JSON.stringify(returned.body)).toMatchObject({
      error_code: 0,
      data: { id: orderId, status: 'returned' },
    });
    expect(
      (await adminAction(orderId, { action: 'mark_returned', note: 'box back' }, key)).body,
    ).toEqual(returned.body);
    expect(await snapshot(m.id, orderId, productId)).toMatchObject({
      status: 'returned',
      balances: { point2: '3000', point4: '20000' },
      stock: [10, 0],
      voucherUsed: 0,
      refunds: 1,
    });
    expect((await adminAction(orderId, { action: 'mark_returned' })).body.message).toBe(
      'INVALID_STATE',
    );
    // The sales report counts the refund on the day of the return, as the ledger does.
    const today = businessDate();
    const sales = await call(
      ctx,
      ctx.adminToken,
      'GET',
      `/api/admin/mall/sales?from=${today}&to=${today}`,
    );
    const row = sales.body.data.rows.find(
      (r: { mall_product_id: number }) => r.mall_product_id === productId,
    );
    expect(row).toMatchObject({
      gross: '120.00',
      discount: '10.00',
      refunds: '110.00',
      amount: '0.00',
    });
    expect((await verifyLedger(ctx.db)).ok).toBe(true);
  });

  it('a starter kit marked returned only changes status (its package was refunded at cancellation)', async () => {
    const m = await resident();
    await fund(ctx, m.username, 'point3', '1000.00');
    const upgrade = await call(ctx, m.token, 'POST', '/api/package/upgrade-package', {
      user_group_id: 2,
      sec_password: m.secPassword,
    });
    expect(upgrade.body.error_code, JSON.stringify(upgrade.body)).toBe(0);
    const kitId = upgrade.body.data.order.id as number;
    // As the package cancellation leaves a shipped kit.
    await ctx.db.update(orders).set({ status: 'return_requested' }).where(eq(orders.id, kitId));
    const point3 = (await balances(ctx, m.id)).point3;
    const [journalsBefore] = await ctx.db.select({ n: count() }).from(journals);

    const returned = await adminAction(kitId, { action: 'mark_returned' });
    expect(returned.body, JSON.stringify(returned.body)).toMatchObject({
      data: { status: 'returned', order_type: 'package' },
    });
    expect((await balances(ctx, m.id)).point3).toBe(point3);
    const [journalsAfter] = await ctx.db.select({ n: count() }).from(journals);
    expect(journalsAfter.n).toBe(journalsBefore.n);
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.mark_returned'), eq(auditLog.targetId, String(kitId))));
    expect(audit).toBeDefined();
  });

  it('members and support staff cannot mark a return', async () => {
    const { m, orderId } = await paidOrder();
    await adminAction(orderId, { action: 'ready_for_collection' });
    await cancel(m, { order_id: orderId, reason: 'wrong size' });
    const asMember = await call(ctx, m.token, 'POST', `/api/admin/orders/${orderId}/action`, {
      action: 'mark_returned',
    });
    expect(asMember.status).toBeGreaterThanOrEqual(401);
    const [o] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
    expect(o.status).toBe('return_requested');
    expect(await refunds(orderId)).toBe(0);
  });
});
