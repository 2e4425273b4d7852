import { malaysianStates } from '@rangkai/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../src/features/wallet/verify-ledger.js';
import { createTestMember, fund, loginAs, SEC_PASSWORD } from '../helpers.js';
import {
  call,
  createMallTestApp,
  createProduct,
  type MallContext,
  nextKey,
  shopper,
} from './support.js';

/**
 * BUSINESS_RULES §12: the mall sales report counts what was paid (items net of the voucher,
 * shipping apart) and agrees with the ledger's `company_revenue` and `shipping` for the same days;
 * the dashboard's package and mall sales together are company revenue's movement of each day.
 */

const SABAH = malaysianStates.findIndex((s) => s.name === 'Sabah') + 1;
const DAY_MS = 24 * 3_600_000;
const klDay = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' }).format(at);
const minutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

let ctx: MallContext;
beforeAll(async () => {
  ctx = await createMallTestApp();
});
afterAll(() => ctx.close());

type Shopper = Awaited<ReturnType<typeof shopper>>;

async function buy(
  m: Shopper,
  lines: [number, number][],
  body: Record<string, unknown>,
  url = '/api/mall/checkout',
) {
  for (const [id, quantity] of lines)
    await call(ctx, m.token, 'POST', '/api/mall/addCart', { mall_product_id: id, quantity });
  const res = await call(
    ctx,
    m.token,
    'POST',
    url,
    { sec_password: m.secPassword, ...body },
    { 'idempotency-key': nextKey() },
  );
  expect(res.body.error_code, JSON.stringify(res.body)).toBe(0);
  return res.body.data as { order_id: number; total: string; discount: string };
}

async function claim(m: Shopper, code: string) {
  const res = await call(ctx, m.token, 'POST', '/api/mall/claimVoucher', { code });
  expect(res.body.error_code, JSON.stringify(res.body)).toBe(0);
  return res.body.data.member_voucher_id as number;
}

async function sabahAddress(m: Shopper) {
  const res = await call(ctx, m.token, 'POST', '/api/mall/clientInfoControl', {
    action: 'add',
    receiver_name: 'Siti',
    receiver_phone: '+60 12-345 6789',
    address: '1 Jalan Pantai',
    postcode: '88000',
    state_id: SABAH,
  });
  expect(res.body.error_code, JSON.stringify(res.body)).toBe(0);
  return Math.max(...res.body.data.records.map((a: { id: number }) => a.id));
}

async function buyPackage() {
  const m = await createTestMember(ctx, { stateId: SABAH });
  await fund(ctx, m.username, 'point3', '1000.00');
  const res = await call(
    ctx,
    await loginAs(ctx, m.username),
    'POST',
    '/api/package/upgrade-package',
    {
      user_group_id: 2,
      sec_password: SEC_PASSWORD,
    },
  );
  expect(res.body.error_code, JSON.stringify(res.body)).toBe(0);
}

async function cancel(orderId: number) {
  const res = await call(ctx, ctx.adminToken, 'POST', `/api/admin/orders/${orderId}/action`, {
    action: 'cancel',
    note: 'customer asked',
  });
  expect(res.body.error_code, JSON.stringify(res.body)).toBe(0);
}

/** What journals of `types` (all when absent) moved on a system account on a business day. */
async function ledgerDay(code: string, day: string, types?: string[]) {
  const typeFilter = types
    ? sql`AND j.type IN (${sql.join(
        types.map((t) => sql`${t}`),
        sql`, `,
      )})`
    : sql``;
  const { rows } = await ctx.db.execute<{ sum: string }>(sql`
    SELECT coalesce(sum(l.amount), 0)::text AS sum
      FROM journal_lines l
      JOIN accounts a ON a.id = l.account_id AND a.code = ${code}
      JOIN journals j ON j.id = l.journal_id
     WHERE (j.created_at AT TIME ZONE 'Asia/Kuala_Lumpur')::date = ${day}::date ${typeFilter}`);
  return rows[0].sum;
}

const sen = (amount: string) => String(Math.round(Number(amount) * 100));

/**
 * Moves everything written so far (journals, orders and their events, packages) one day back:
 * the purchases of "yesterday". The ledger is append-only; only this test's scratch database is
 * touched, with its guard off for the one statement.
 */
async function moveToYesterday(since: { journal: number; order: number; event: number }) {
  const back = sql`- interval '1 day'`;
  await ctx.db.execute(sql`ALTER TABLE journals DISABLE TRIGGER journals_append_only`);
  await ctx.db.execute(
    sql`UPDATE journals SET created_at = created_at ${back} WHERE id > ${since.journal}`,
  );
  await ctx.db.execute(sql`ALTER TABLE journals ENABLE TRIGGER journals_append_only`);
  await ctx.db.execute(
    sql`UPDATE orders SET created_at = created_at ${back}, updated_at = updated_at ${back} WHERE id > ${since.order}`,
  );
  await ctx.db.execute(
    sql`UPDATE order_events SET created_at = created_at ${back} WHERE id > ${since.event}`,
  );
}

async function lastIds() {
  const { rows } = await ctx.db.execute<{ journal: number; order: number; event: number }>(sql`
    SELECT (SELECT coalesce(max(id), 0) FROM journals)::int AS journal,
           (SELECT coalesce(max(id), 0) FROM orders)::int AS "order",
           (SELECT coalesce(max(id), 0) FROM order_events)::int AS event`);
  return rows[0];
}

describe('sales reports and the ledger', () => {
  it('the mall report and the dashboard reconcile to the sen with company_revenue and shipping, day by day', async () => {
    const { product: tea } = await createProduct(ctx, {
      normal_credit: '59.00',
      normal_cash: '59.00',
      stock: 50,
    });
    const { product: mug } = await createProduct(ctx, {
      name_en: 'Mug',
      normal_credit: '20.00',
      normal_cash: '20.00',
      stock: 50,
    });
    const voucher = await call(ctx, ctx.adminToken, 'POST', '/api/admin/mall/vouchers', {
      code: 'TEN',
      name: 'RM10 off',
      discount_type: 'fixed',
      amount: '10.00',
      min_spend: '50.00',
      starts_at: minutes(-1),
      ends_at: minutes(60),
      total_quantity: 100,
    });
    expect(voucher.body.error_code, JSON.stringify(voucher.body)).toBe(0);
    const points = await call(ctx, null, 'GET', '/api/mall/getCollectPoint');
    const pointId = points.body.data.mall_collect_point[0].id;
    const start = await lastIds();

    // Yesterday: a RM 59.00 tea with the RM 10 voucher, shipped to Sabah (East: shipping); a
    // package; a cash order collected at a centre that is cancelled today.
    const ali = await shopper(ctx);
    await fund(ctx, ali.username, 'point2', '30.00');
    await fund(ctx, ali.username, 'point4', '100.00');
    const first = await buy(ali, [[tea.id, 1]], {
      payment_type: 'credit',
      member_voucher_id: await claim(ali, 'TEN'),
      address_id: await sabahAddress(ali),
    });
    expect(first).toMatchObject({ discount: '10.00', total: '59.00' }); // 59 − 10 + 10 shipping
    await buyPackage();
    const bob = await shopper(ctx);
    await fund(ctx, bob.username, 'point1', '200.00');
    const later = await buy(
      bob,
      [
        [tea.id, 1],
        [mug.id, 2],
      ],
      { payment_type: 'cash', self_pickup: 1, mall_collect_point_id: pointId },
      '/api/mall/checkoutSelfPickup',
    );
    await moveToYesterday(start);

    // Today: yesterday's cash order cancelled; a tea and a mug with the voucher (shared over the
    // two lines); an order placed and cancelled the same day; another package.
    await cancel(later.order_id);
    const cara = await shopper(ctx);
    await fund(ctx, cara.username, 'point4', '200.00');
    await buy(
      cara,
      [
        [tea.id, 1],
        [mug.id, 1],
      ],
      {
        payment_type: 'credit',
        member_voucher_id: await claim(cara, 'TEN'),
        address_id: await sabahAddress(cara),
      },
    );
    const dan = await shopper(ctx);
    await fund(ctx, dan.username, 'point4', '100.00');
    const regret = await buy(dan, [[mug.id, 3]], {
      payment_type: 'credit',
      member_voucher_id: await claim(dan, 'TEN'),
      address_id: await sabahAddress(dan),
    });
    await cancel(regret.order_id);
    await buyPackage();

    const today = klDay(new Date());
    const yesterday = klDay(new Date(Date.now() - DAY_MS));
    const report = async (from: string, to: string) => {
      const res = await call(
        ctx,
        ctx.adminToken,
        'GET',
        `/api/admin/mall/sales?from=${from}&to=${to}`,
      );
      expect(res.body.error_code, JSON.stringify(res.body)).toBe(0);
      return res.body.data;
    };
    const dashboard = (await call(ctx, ctx.adminToken, 'GET', '/api/admin/dashboard')).body.data;
    const mallTypes = ['mall_purchase', 'mall_refund'];
    const packageTypes = ['package_purchase', 'package_upgrade'];

    const before = await report(yesterday, yesterday);
    // The voucher order counts what it took: 59.00 − 10.00 = 49.00 (not 59.00), shipping apart.
    expect(before.rows).toContainEqual(
      expect.objectContaining({
        mall_product_id: tea.id,
        quantity: 2,
        orders: 2,
        gross: '118.00',
        discount: '10.00',
        refunds: '0.00',
        amount: '108.00',
      }),
    );
    expect(before).toMatchObject({
      total_gross: '158.00',
      total_discount: '10.00',
      total_refunds: '0.00',
      total_amount: '148.00',
      total_shipping: '10.00',
    });

    const now = await report(today, today);
    // Yesterday's 99.00 cash order comes back today; cara's 79.00 less 10.00 (7.47 off the tea,
    // 2.53 off the mug); dan's 60.00 less 10.00 sold and refunded today.
    expect(now.rows).toEqual([
      expect.objectContaining({
        mall_product_id: tea.id,
        quantity: 1,
        gross: '59.00',
        discount: '7.47',
        refunded_quantity: 1,
        refunds: '59.00',
        amount: '-7.47',
      }),
      expect.objectContaining({
        mall_product_id: mug.id,
        quantity: 4,
        gross: '80.00',
        discount: '12.53',
        refunded_quantity: 5,
        refunds: '90.00',
        amount: '-22.53',
      }),
    ]);
    expect(now).toMatchObject({ total_amount: '-30.00', total_shipping: '10.00' });

    for (const [day, r] of [
      [yesterday, before],
      [today, now],
    ] as const) {
      expect(sen(r.total_amount), day).toBe(await ledgerDay('company_revenue', day, mallTypes));
      expect(sen(r.total_shipping), day).toBe(await ledgerDay('shipping', day, mallTypes));
      const shown = dashboard.series.find((d: { date: string }) => d.date === day);
      expect(shown.mall_sales, day).toBe(r.total_amount);
      expect(sen(shown.package_sales), day).toBe(
        await ledgerDay('company_revenue', day, packageTypes),
      );
      // Packages and the mall are every movement of company revenue that day.
      expect(String(BigInt(sen(shown.package_sales)) + BigInt(sen(shown.mall_sales))), day).toBe(
        await ledgerDay('company_revenue', day),
      );
    }
    expect(dashboard.series.find((d: { date: string }) => d.date === today).package_sales).toBe(
      '300.00',
    );
    const both = await report(yesterday, today);
    expect(both.total_amount).toBe('118.00');
    expect(both.total_shipping).toBe('20.00');
    expect((await verifyLedger(ctx.db)).ok).toBe(true);
  });
});
