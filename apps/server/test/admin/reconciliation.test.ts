import { malaysianStates } from '@rangkai/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBusinessDate } from '../../src/features/compensation/index.js';
import { verifyLedger } from '../../src/features/wallet/verify-ledger.js';
import { createTestMember, fund, loginAs, ROOT_PASSWORD, SEC_PASSWORD } from '../helpers.js';
import { call, createProduct, nextKey, shopper } from '../mall/support.js';
import { type AdminTestContext, createAdminTestApp } from './support.js';

/**
 * Issue 26: the reconciliation of a date range is the ledger's own sums (company revenue by
 * journal type, shipping, bonus expense by type, paid withdrawals and their fees), and it shows
 * the same totals as the dashboard, the mall sales report, the closes and the withdrawals queue.
 */

const SABAH = malaysianStates.findIndex((s) => s.name === 'Sabah') + 1;
const klDay = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' }).format(at);
const minutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();
const sen = (amount: string) => BigInt(Math.round(Number(amount) * 100));
const myr = (value: bigint) =>
  `${value < 0n ? '-' : ''}${(value < 0n ? -value : value) / 100n}.${((value < 0n ? -value : value) % 100n).toString().padStart(2, '0')}`;

let ctx: AdminTestContext;
beforeAll(async () => {
  ctx = await createAdminTestApp();
});
afterAll(() => ctx.close());

const ok = (res: { body: { error_code: number } }) =>
  expect(res.body.error_code, JSON.stringify(res.body)).toBe(0);

/** A member placed under root on `leg` who buys `packageId` from point3 (shipped to Sabah). */
async function buyPackage(leg: 1 | 2, packageId: number) {
  const m = await createTestMember(ctx, { stateId: SABAH, leg });
  await fund(ctx, m.username, 'point3', '6000.00');
  const res = await call(
    ctx,
    await loginAs(ctx, m.username),
    'POST',
    '/api/package/upgrade-package',
    {
      user_group_id: packageId,
      sec_password: SEC_PASSWORD,
    },
  );
  ok(res);
}

/** What journals of `types` (all when absent) moved on a system account on a business day. */
async function ledger(code: string, day: string, types?: string[]) {
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
  return BigInt(rows[0].sum);
}

const reconcile = (from: string, to: string, token = ctx.adminToken) =>
  call(ctx, token, 'GET', `/api/admin/reports/reconciliation?from=${from}&to=${to}`);

describe('reconciliation', () => {
  it('equals the ledger sums and the totals of the dashboard, mall sales, closes and withdrawals', async () => {
    const today = klDay(new Date());
    // Packages: a Gold on root's left and a Silver on its right (shipping to Sabah), so the
    // close pays root a pairing bonus beside the sponsor bonuses paid at purchase.
    await buyPackage(1, 3);
    await buyPackage(2, 2);

    // The mall: a RM 59 tea with a RM 10 voucher, shipped to Sabah.
    const { product: tea } = await createProduct(ctx, {
      normal_credit: '59.00',
      normal_cash: '59.00',
      stock: 10,
    });
    ok(
      await call(ctx, ctx.adminToken, 'POST', '/api/admin/mall/vouchers', {
        code: 'RECON10',
        name: 'RM10 off',
        discount_type: 'fixed',
        amount: '10.00',
        min_spend: '50.00',
        starts_at: minutes(-1),
        ends_at: minutes(60),
        total_quantity: 10,
      }),
    );
    const ali = await shopper(ctx);
    await fund(ctx, ali.username, 'point4', '100.00');
    ok(
      await call(ctx, ali.token, 'POST', '/api/mall/addCart', {
        mall_product_id: tea.id,
        quantity: 1,
      }),
    );
    const claimed = await call(ctx, ali.token, 'POST', '/api/mall/claimVoucher', {
      code: 'RECON10',
    });
    ok(claimed);
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
        member_voucher_id: claimed.body.data.member_voucher_id,
        address_id: Math.max(...address.body.data.records.map((a: { id: number }) => a.id)),
      },
      { 'idempotency-key': nextKey() },
    );
    ok(order);
    expect(order.body.data).toMatchObject({ discount: '10.00', total: '59.00' });

    // The close of today (run as if just after midnight) pays root's pairing bonus.
    const close = await closeBusinessDate(ctx.db, today, {
      trigger: 'cli',
      now: new Date(Date.parse(`${today}T00:00:00+08:00`) + 86_400_000 + 60_000),
    });
    expect(close.closed).toBe(true);
    expect(close.pairingSen).toBeGreaterThan(0n);

    // A withdrawal of RM 200 paid with its 5 % fee.
    const bob = await createTestMember(ctx);
    await ctx.db.execute(sql`UPDATE members SET kyc_status = 'approved', bank_country = 'Malaysia',
      bank_name = 'Maybank', bank_user = 'Bob', bank_number = '514012345678', branch = 'KL'
      WHERE id = ${bob.id}`);
    await fund(ctx, bob.username, 'point1', '500.00');
    const asked = await call(
      ctx,
      await loginAs(ctx, bob.username),
      'POST',
      '/api/wallet/withdrawCash',
      { amount: 200, sec_password: SEC_PASSWORD },
      { 'idempotency-key': nextKey() },
    );
    ok(asked);
    const id = asked.body.data.id;
    ok(await call(ctx, ctx.adminToken, 'POST', `/api/admin/withdrawals/${id}/approve`, {}));
    ok(
      await call(ctx, ctx.adminToken, 'POST', `/api/admin/withdrawals/${id}/pay`, {
        bank_reference: 'MBB-RECON-1',
      }),
    );

    const res = await reconcile(today, today);
    ok(res);
    const r = res.body.data;

    // The ledger's own sums.
    const packages = await ledger('company_revenue', today, [
      'package_purchase',
      'package_upgrade',
    ]);
    const mall = await ledger('company_revenue', today, ['mall_purchase', 'mall_refund']);
    const shipping = await ledger('shipping', today);
    const bonusOf = async (type: string) => -(await ledger('bonus_expense', today, [type]));
    expect(packages).toBe(sen('1300.00'));
    expect(r.revenue).toEqual({
      packages: myr(packages),
      mall: myr(mall),
      shipping: myr(shipping),
      total: myr(packages + mall + shipping),
    });
    expect(r.revenue.mall).toBe('49.00'); // 59.00 less the 10.00 voucher
    expect(r.revenue.shipping).toBe('30.00'); // two packages and one order to Sabah
    expect(r.bonuses).toEqual({
      sponsor: myr(await bonusOf('sponsor_bonus')),
      pairing: myr(await bonusOf('pairing_bonus')),
      level: myr(await bonusOf('level_bonus')),
      leadership: myr(await bonusOf('leadership_bonus')),
      sponsor_clawback: '0.00',
      total: myr(-(await ledger('bonus_expense', today))),
    });
    expect(r.withdrawals).toEqual({
      count: 1,
      amount: myr(-(await ledger('withdrawals_payable', today, ['withdraw_paid']))),
      fee: myr(await ledger('fees', today)),
      sent: myr(await ledger('bank_payouts', today)),
    });
    expect(r.withdrawals).toMatchObject({ amount: '200.00', fee: '10.00', sent: '190.00' });

    // The same totals as the other reports.
    const dashboard = (await call(ctx, ctx.adminToken, 'GET', '/api/admin/dashboard')).body.data;
    expect(dashboard.today).toMatchObject({
      package_sales: r.revenue.packages,
      mall_sales: r.revenue.mall,
      bonuses_paid: r.bonuses.total,
      payout_ratio: r.payout_ratio,
    });
    const mallReport = (
      await call(ctx, ctx.adminToken, 'GET', `/api/admin/mall/sales?from=${today}&to=${today}`)
    ).body.data;
    expect(mallReport.total_amount).toBe(r.revenue.mall);
    // The mall report's shipping is the mall's part of the shipping account.
    const packageShipping = await ledger('shipping', today, [
      'package_purchase',
      'package_upgrade',
    ]);
    expect(sen(mallReport.total_shipping) + packageShipping).toBe(sen(r.revenue.shipping));
    const closes = (
      await call(ctx, ctx.adminToken, 'GET', `/api/admin/bonus-closes?from=${today}&to=${today}`)
    ).body.data;
    expect(closes.totals).toMatchObject({
      sponsor: r.bonuses.sponsor,
      pairing: r.bonuses.pairing,
      level: r.bonuses.level,
      leadership: r.bonuses.leadership,
      bonus: r.bonuses.total,
    });
    const paid = (
      await call(
        ctx,
        ctx.adminToken,
        'GET',
        `/api/admin/withdrawals?status=completed&from=${today}&to=${today}`,
      )
    ).body.data;
    expect(paid.totals).toMatchObject({
      count: r.withdrawals.count,
      amount: r.withdrawals.amount,
      fee: r.withdrawals.fee,
      amount_received: r.withdrawals.sent,
    });
    expect(r.payout_ratio).toBe(
      (Number((sen(r.bonuses.total) * 10_000n) / sen(r.revenue.packages)) / 10_000).toFixed(4),
    );
    expect(await verifyLedger(ctx.db)).toMatchObject({ ok: true });

    // Another range holds none of it.
    const empty = (await reconcile('2020-01-01', '2020-01-31')).body.data;
    expect(empty.revenue.total).toBe('0.00');
    expect(empty.bonuses.total).toBe('0.00');
    expect(empty.withdrawals).toEqual({ count: 0, amount: '0.00', fee: '0.00', sent: '0.00' });
    expect(empty.payout_ratio).toBe('0.0000');
  });

  it('lets support read it and refuses a member token', async () => {
    const support = await reconcile('2026-01-01', '2026-01-31', ctx.supportToken);
    expect(support.status).toBe(200);
    const member = await reconcile(
      '2026-01-01',
      '2026-01-31',
      await loginAs(ctx, 'root', ROOT_PASSWORD),
    );
    expect(member.status).toBe(403);
    expect(member.body.message).toBe('NO_PERMISSION');
  });

  it('refuses bad dates with a stable code naming the field', async () => {
    const cases: [string, Record<string, string>][] = [
      ['from=2026-02-30&to=2026-03-01', { from: 'VALIDATION_ERROR' }],
      ['from=2026-01-01', { to: 'REQUIRED' }],
      ['from=2026-03-01&to=2026-02-01', { to: 'DATE_RANGE_REVERSED' }],
      ['from=2025-01-01&to=2026-01-02', { to: 'DATE_RANGE_TOO_LONG' }],
    ];
    for (const [query, fields] of cases) {
      const res = await call(
        ctx,
        ctx.adminToken,
        'GET',
        `/api/admin/reports/reconciliation?${query}`,
      );
      expect(res.status, query).toBe(400);
      expect(res.body.data, query).toEqual(fields);
    }
    // 366 days (a leap year's whole) are allowed.
    expect((await reconcile('2024-01-01', '2024-12-31')).status).toBe(200);
  });
});
