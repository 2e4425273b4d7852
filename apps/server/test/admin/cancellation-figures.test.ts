import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBusinessDate } from '../../src/features/compensation/index.js';
import { verifyLedger } from '../../src/features/wallet/verify-ledger.js';
import { SEC_PASSWORD } from '../helpers.js';
import { call, nextKey } from '../mall/support.js';
import {
  balance,
  buy,
  cancelledMallOrder,
  memberCancelledMallOrder,
  returnedMallOrder,
} from './cancellation-support.js';
import { type AdminTestContext, createAdminTestApp, postJournal } from './support.js';

/**
 * Issue 28: every figure of bonus paid means the credits less the sponsor bonuses taken back (never
 * a debt repayment as more bonus), purchase counts leave cancellations out, revenue is net of
 * refunds, the clawback debt shows in the member info and the member page, the cancellations
 * report adds it all up, and the ledger self-audit stays clean with a debt outstanding.
 *
 * Sponsor s (Silver, under root) sponsors a (Gold, left), c (Silver, right) and d (Silver, left).
 * s's wallets are then emptied, and a cancels: s's 100.00 sponsor bonus is taken back, all of it
 * debt. The close of the day pays s a 30.00 pairing bonus, all of it repaying the debt (70.00 left).
 */

const sen = (amount: string) => BigInt(Math.round(Number(amount) * 100));
const myr = (value: bigint) => `${value / 100n}.${(value % 100n).toString().padStart(2, '0')}`;
const klDay = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' }).format(at);

let ctx: AdminTestContext;
let today: string;
const member = { s: 0, a: 0, c: 0, d: 0 };
let tokenS = '';
let tokenA = '';
let refund = '';
let memberMall = '';

const ok = (res: { body: { error_code: number } }) =>
  expect(res.body.error_code, JSON.stringify(res.body)).toBe(0);

beforeAll(async () => {
  ctx = await createAdminTestApp();
  today = klDay(new Date());
  const s = await buy(ctx, 1, 1, 2);
  member.s = s.id;
  tokenS = s.token;
  const a = await buy(ctx, s.id, 1, 3);
  member.a = a.id;
  tokenA = a.token;
  member.c = (await buy(ctx, s.id, 2, 2)).id;
  member.d = (await buy(ctx, s.id, 1, 2)).id;
  // s spends every sen of the bonuses: the clawback finds nothing to take.
  for (const wallet of ['point1', 'point4'] as const) {
    const held = await balance(ctx, member.s, wallet);
    if (held > 0n) await postJournal(ctx, { memberId: member.s, wallet, amountSen: -held });
  }
  const cancelled = await call(
    ctx,
    tokenA,
    'POST',
    '/api/package/cancel-purchase',
    { user_package_id: a.userPackageId, sec_password: SEC_PASSWORD },
    { 'idempotency-key': nextKey() },
  );
  ok(cancelled);
  expect(cancelled.body.data.sponsor_clawback).toBe('100.00');
  refund = cancelled.body.data.refund;

  // A mall order cancelled by the back-office: refunded in full, no cooling-off cancellation.
  await cancelledMallOrder(ctx);
  // Two cancelled by their members in the cooling-off period (§13): one still processing, one
  // shipped, returned and refunded.
  const processing = await memberCancelledMallOrder(ctx);
  memberMall = myr(sen(processing) + sen(await returnedMallOrder(ctx)));
});
afterAll(() => ctx.close());

const memberInfo = async (token: string) =>
  (await call(ctx, token, 'GET', '/api/member/get-member-info')).body.data;

describe('before the close', () => {
  it('shows the clawback debt to the member and on the member page, "0.00" when none', async () => {
    expect((await memberInfo(tokenS)).clawback_debt).toBe('100.00');
    expect((await memberInfo(tokenA)).clawback_debt).toBe('0.00');
    const detail = await call(ctx, ctx.adminToken, 'GET', `/api/admin/members/${member.s}`);
    ok(detail);
    expect(detail.body.data.clawback_debt).toBe('100.00');
    expect(detail.body.data.wallets).toMatchObject({ point1: '0.00', point4: '0.00' });
    // The member's ledger shows the debt line (wallet `debt`) instead of failing.
    const ledger = await call(ctx, ctx.adminToken, 'GET', `/api/admin/members/${member.s}/ledger`);
    ok(ledger);
    expect(ledger.body.data.records[0]).toMatchObject({
      wallet: 'debt',
      type: 'sponsor_clawback',
      amount: '-100.00',
    });
  });

  it("the debtor's own wallet records show the wallets' lines, not the debt account's", async () => {
    const res = await call(ctx, tokenS, 'GET', '/api/record/wallet-record');
    ok(res);
    const lines = res.body.data.records as { wallet: string; type: string; amount: string }[];
    expect(lines.map((l) => l.wallet)).not.toContain('debt');
    expect(lines.length).toBeGreaterThan(0);
  });

  it('keeps the ledger self-audit clean with a debt outstanding', async () => {
    const report = await verifyLedger(ctx.db);
    expect(report).toMatchObject({ ok: true, negative_member_accounts: [], total: '0' });
    expect(await balance(ctx, member.s, 'debt')).toBe(-10_000n);
  });

  it("counts the waiting day's purchases without the cancellation, sponsor bonuses net", async () => {
    // Only a day that has ended waits for its close: today's rows are dated yesterday for a while.
    const shift = async (days: number) => {
      await ctx.db.execute(
        sql`UPDATE user_packages SET business_date = business_date + ${days}::int`,
      );
      await ctx.db.execute(sql`UPDATE bonuses SET business_date = business_date + ${days}::int`);
    };
    await shift(-1);
    const res = await call(ctx, ctx.adminToken, 'GET', '/api/admin/bonus-closes');
    await shift(1);
    ok(res);
    const [day] = res.body.data.records;
    // s, a, c, d bought; a's cancellation is not a fifth purchase. BV: 300 + 1000 + 300 + 300 −
    // 1000. Sponsor: root 30 (s) + s 100 (a) + 30 (c) + 30 (d) − 100 taken back.
    expect(day).toMatchObject({
      status: 'pending',
      purchases: 4,
      sales: '900.00',
      sponsor: '90.00',
      bonus: '90.00',
      payout_ratio: '0.1000',
    });
  });

  it("the downline record counts a's purchase out and its BV back to 0", async () => {
    const res = await call(ctx, tokenS, 'GET', '/api/record/team/downline-record');
    ok(res);
    const row = (id: number) => res.body.data.records.find((r: { id: number }) => r.id === id);
    expect(row(member.a)).toMatchObject({ purchases: 0, personal_bv: '0.00' });
    expect(row(member.d)).toMatchObject({ purchases: 1, personal_bv: '300.00' });
  });
});

describe('after the close', () => {
  beforeAll(async () => {
    const close = await closeBusinessDate(ctx.db, today, {
      trigger: 'cli',
      now: new Date(Date.parse(`${today}T00:00:00+08:00`) + 86_400_000 + 60_000),
    });
    expect(close).toMatchObject({ closed: true, purchases: 4, sponsorSen: 9_000n });
    // s's legs: left 1000 − 1000 + 300, right 300: a 30.00 pairing bonus, all to the debt.
    expect(close.pairingSen).toBeGreaterThanOrEqual(3_000n);
  });

  it('the credit repaid the debt, and the member sees what is left', async () => {
    const { rows } = await ctx.db.execute<{ bonus_type: string; amount: string }>(sql`
      SELECT bonus_type, amount_sen::text AS amount FROM bonuses
      WHERE member_id = ${member.s} AND bonus_type IN ('pairing', 'debt_repayment') ORDER BY id`);
    expect(rows).toEqual([
      { bonus_type: 'pairing', amount: '3000' },
      { bonus_type: 'debt_repayment', amount: '3000' },
    ]);
    expect((await memberInfo(tokenS)).clawback_debt).toBe('70.00');
    expect((await verifyLedger(ctx.db)).ok).toBe(true);
  });

  it("tells s of the close's pairing bonus only (no clawback, no repayment as bonus)", async () => {
    const { rows } = await ctx.db.execute<{ params: { amount: string } }>(sql`
      SELECT params FROM notifications WHERE member_id = ${member.s} AND type = 'bonus_credited'`);
    expect(rows.map((r) => r.params.amount)).toEqual(['30.00']);
  });

  it("s's bonus totals: credits less the clawback, the repayment not counted", async () => {
    const res = await call(ctx, tokenS, 'GET', '/api/record/sales');
    ok(res);
    expect(res.body.data.bonus_totals).toEqual({
      sponsor: '160.00',
      pairing: '30.00',
      level: '0.00',
      leadership: '0.00',
      sponsor_clawback: '100.00',
      all: '90.00',
    });
  });

  it('the closed day counts purchases, not cancellations, and sponsor bonuses net', async () => {
    const res = await call(
      ctx,
      ctx.adminToken,
      'GET',
      `/api/admin/bonus-closes?from=${today}&to=${today}`,
    );
    ok(res);
    expect(res.body.data.records[0]).toMatchObject({
      status: 'closed',
      purchases: 4,
      sales: '900.00',
      sponsor: '90.00',
    });
    expect(res.body.data.totals).toMatchObject({ purchases: 4, sales: '900.00', sponsor: '90.00' });

    // Members paid are those credited: with every credit of the day dated the day before for a
    // moment, s's clawback and debt repayment alone pay nobody.
    const credits = sql`bonus_type IN ('sponsor', 'pairing', 'level', 'leadership')`;
    const paid = async () =>
      (await call(ctx, ctx.adminToken, 'GET', `/api/admin/bonus-closes?from=${today}&to=${today}`))
        .body.data.totals.members_paid;
    expect(await paid()).toBeGreaterThanOrEqual(2); // root and s at least
    await ctx.db.execute(
      sql`UPDATE bonuses SET business_date = business_date - 1 WHERE ${credits}`,
    );
    const onlyClawbacks = await paid();
    await ctx.db.execute(
      sql`UPDATE bonuses SET business_date = business_date + 1 WHERE ${credits}`,
    );
    expect(onlyClawbacks).toBe(0);
  });

  it('the dashboard and the reconciliation: sales net of the refund, bonuses net of the clawback', async () => {
    const { rows } = await ctx.db.execute<{ credits: string; clawbacks: string }>(sql`
      SELECT coalesce(sum(amount_sen) FILTER (WHERE bonus_type IN ('sponsor', 'pairing', 'level', 'leadership')), 0)::text AS credits,
             coalesce(sum(amount_sen) FILTER (WHERE bonus_type = 'sponsor_clawback'), 0)::text AS clawbacks
        FROM bonuses`);
    const net = BigInt(rows[0].credits) - BigInt(rows[0].clawbacks);
    expect(BigInt(rows[0].clawbacks)).toBe(10_000n);

    const dashboard = await call(ctx, ctx.adminToken, 'GET', '/api/admin/dashboard');
    ok(dashboard);
    expect(dashboard.body.data.today).toMatchObject({
      package_sales: '900.00',
      bonuses_paid: myr(net),
      bv: '900.00',
    });

    const recon = await call(
      ctx,
      ctx.adminToken,
      'GET',
      `/api/admin/reports/reconciliation?from=${today}&to=${today}`,
    );
    ok(recon);
    expect(recon.body.data.revenue).toMatchObject({ packages: '900.00', mall: '0.00' });
    expect(recon.body.data.bonuses).toMatchObject({
      sponsor: '190.00',
      sponsor_clawback: '100.00',
      total: myr(net),
    });
  });

  it("the cancellations report adds up the members' cancellations (§13), their refunds, the clawback and the debt", async () => {
    const res = await call(
      ctx,
      ctx.adminToken,
      'GET',
      `/api/admin/reports/cancellations?from=${today}&to=${today}`,
    );
    ok(res);
    expect(res.body.data).toEqual({
      from: today,
      to: today,
      packages: { count: 1, bv: '1000.00', refund },
      // The back-office's cancellation is no cooling-off cancellation: not counted.
      mall: { count: 2, refund: memberMall },
      refunds_total: myr(sen(refund) + sen(memberMall)),
      clawbacks: { count: 1, amount: '100.00', debt: '100.00', repaid: '30.00' },
      debts: { members: 1, outstanding: '70.00' },
    });
    // Another range: nothing cancelled in it, the debts outstanding all the same.
    const before = await call(
      ctx,
      ctx.adminToken,
      'GET',
      '/api/admin/reports/cancellations?from=2020-01-01&to=2020-01-31',
    );
    expect(before.body.data).toMatchObject({
      packages: { count: 0, bv: '0.00', refund: '0.00' },
      clawbacks: { count: 0, amount: '0.00', debt: '0.00', repaid: '0.00' },
      debts: { members: 1, outstanding: '70.00' },
    });
  });

  it('refuses members and a reversed range', async () => {
    const asMember = await call(
      ctx,
      tokenS,
      'GET',
      `/api/admin/reports/cancellations?from=${today}&to=${today}`,
    );
    expect(asMember.status).toBe(403);
    const reversed = await call(
      ctx,
      ctx.adminToken,
      'GET',
      '/api/admin/reports/cancellations?from=2026-02-01&to=2026-01-01',
    );
    expect(reversed.body.error_code).not.toBe(0);
  });
});
