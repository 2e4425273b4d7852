import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deposits, members } from '../../src/db/schema/index.js';
import { bearer, createTestMember, fund, loginAs, SEC_PASSWORD } from '../helpers.js';
import { type AdminTestContext, createAdminTestApp, postJournal } from './support.js';

const DAY_MS = 24 * 3_600_000;
const klDate = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' }).format(date);

let ctx: AdminTestContext;
beforeAll(async () => {
  ctx = await createAdminTestApp();
});
afterAll(() => ctx.close());

async function dashboard() {
  const res = await ctx.app.inject({
    url: '/api/admin/dashboard',
    headers: bearer(ctx.adminToken),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

describe('dashboard', () => {
  it('starts at zero, the root member not counted as new, with 30 business days', async () => {
    const [root] = await ctx.db.select().from(members).where(isNull(members.sponsorId));
    expect(klDate(root.createdAt)).toBe(klDate(new Date()));
    const data = await dashboard();
    expect(data.business_date).toBe(klDate(new Date()));
    expect(data.today).toEqual({
      new_members: 0,
      package_sales: '0.00',
      mall_sales: '0.00',
      bonuses_paid: '0.00',
      payout_ratio: '0.0000',
      bv: '0.00',
      pending_deposits: 0,
      pending_kyc: 0,
      pending_withdrawals: 0,
      open_tickets: 0,
    });
    expect(data.last_30_days).toEqual({
      package_sales: '0.00',
      mall_sales: '0.00',
      bonuses_paid: '0.00',
      payout_ratio: '0.0000',
    });
    expect(data.series).toHaveLength(30);
    expect(data.series[29].date).toBe(data.business_date);
    expect(data.series[0].date).toBe(klDate(new Date(Date.now() - 29 * DAY_MS)));
  });

  it('counts new members per business day, pending deposits and KYC, and package sales', async () => {
    const today = await createTestMember(ctx);
    const old = await createTestMember(ctx);
    await ctx.db
      .update(members)
      .set({ createdAt: new Date(Date.now() - 2 * DAY_MS), kycStatus: 'pending' })
      .where(eq(members.id, old.id));
    await ctx.db.update(members).set({ kycStatus: 'pending' }).where(eq(members.id, today.id));
    await ctx.db.insert(deposits).values({ memberId: today.id, amountSen: 50_000n, method: 'fpx' });
    // A package purchase moves the price from point3 to company revenue.
    await postJournal(ctx, {
      memberId: today.id,
      wallet: 'point3',
      amountSen: 30_000n,
      type: 'deposit',
      systemCode: 'deposits_clearing',
    });
    await postJournal(ctx, {
      memberId: today.id,
      wallet: 'point3',
      amountSen: -30_000n,
      type: 'package_purchase',
      systemCode: 'company_revenue',
    });
    // A sponsor bonus of 30.00 paid today (bonus expense → the sponsor's point1).
    await postJournal(ctx, {
      memberId: old.id,
      wallet: 'point1',
      amountSen: 3_000n,
      type: 'sponsor_bonus',
      systemCode: 'bonus_expense',
    });

    const data = await dashboard();
    expect(data.today).toMatchObject({
      new_members: 1, // `today`; `old` joined two days ago and root (no sponsor) is never new
      package_sales: '300.00',
      mall_sales: '0.00',
      bonuses_paid: '30.00',
      payout_ratio: '0.1000', // bonuses paid ÷ package sales
      pending_deposits: 1,
      pending_kyc: 2,
    });
    expect(data.series[29]).toEqual({
      date: data.business_date,
      new_members: 1,
      package_sales: '300.00',
      mall_sales: '0.00',
      bonuses_paid: '30.00',
    });
    expect(data.last_30_days).toEqual({
      package_sales: '300.00',
      mall_sales: '0.00',
      bonuses_paid: '30.00',
      payout_ratio: '0.1000',
    });
    expect(data.series[27]).toMatchObject({
      date: klDate(new Date(Date.now() - 2 * DAY_MS)),
      new_members: 1,
      package_sales: '0.00',
    });
  });

  it('shows the BV of today’s package purchases', async () => {
    const before = (await dashboard()).today;
    const m = await createTestMember(ctx, { stateId: 1 });
    await fund(ctx, m.username, 'point3', '1000.00');
    const token = await loginAs(ctx, m.username);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/package/upgrade-package',
      headers: bearer(token),
      payload: { user_group_id: 3, sec_password: SEC_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = (await dashboard()).today;
    expect(Number(after.bv) - Number(before.bv)).toBe(1000);
    expect(Number(after.package_sales) - Number(before.package_sales)).toBe(1000);
  });
});
