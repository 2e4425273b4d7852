import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimBusinessDate, closeBusinessDate } from '../../src/features/compensation/index.js';
import { runScenario, type Scenario } from '../../src/features/simulate/index.js';
import { verifyLedger } from '../../src/features/wallet/verify-ledger.js';
import { AppError } from '../../src/lib/app-error.js';
import {
  bearer,
  createTestApp,
  createTestMember,
  loginAdmin,
  loginAs,
  type TestContext,
} from '../helpers.js';

/** Midnight after `date`, Asia/Kuala_Lumpur: the first instant a close of `date` is allowed. */
const after = (date: string) => new Date(Date.parse(`${date}T00:00:00+08:00`) + 86_400_000);

/**
 * The worked example of docs/compensation.md: two days, hand-checked.
 * Day 1: root (Diamond) registers a1 (Gold, left) and a2 (Silver, right): sponsor bonuses
 * 100.00 + 30.00; root's legs 1,000 / 300 → matched 300 → pairing 30.00, carry 700 left.
 * Day 2: a1 registers b1 (Platinum, left) and b2 (Gold, right): a1's sponsor bonuses 300.00 +
 * 100.00; a1's legs 3,000 / 1,000 → pairing 100.00 (carry 2,000 left); root, a1's sponsor and a
 * Diamond (depth 5), gets the level-1 bonus 10 % of it = 10.00; root's left grows by 4,000
 * (lifetime 5,000) with nothing new on the right: carry 700 + 4,000 = 4,700 left. Leadership:
 * nobody holds a rank.
 */
export const workedExample: Scenario = {
  root_package_id: 5,
  days: [
    {
      date: '2027-01-04',
      events: [
        { type: 'join', username: 'a1', sponsor: 'root', leg: 1, package_id: 3 },
        { type: 'join', username: 'a2', sponsor: 'root', leg: 2, package_id: 2 },
      ],
    },
    {
      date: '2027-01-05',
      events: [
        { type: 'join', username: 'b1', sponsor: 'a1', leg: 1, placement: 'a1', package_id: 4 },
        { type: 'join', username: 'b2', sponsor: 'a1', leg: 2, placement: 'a1', package_id: 3 },
      ],
    },
  ],
};

describe('plan simulator', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('pays the worked example to the sen', async () => {
    const result = await runScenario(ctx.db, workedExample);
    expect(result.bonuses).toEqual([
      { date: '2027-01-04', username: 'root', type: 'sponsor', amount: '100.00', source: 'a1' },
      { date: '2027-01-04', username: 'root', type: 'sponsor', amount: '30.00', source: 'a2' },
      { date: '2027-01-04', username: 'root', type: 'pairing', amount: '30.00', source: null },
      { date: '2027-01-05', username: 'a1', type: 'sponsor', amount: '300.00', source: 'b1' },
      { date: '2027-01-05', username: 'a1', type: 'sponsor', amount: '100.00', source: 'b2' },
      { date: '2027-01-05', username: 'a1', type: 'pairing', amount: '100.00', source: null },
      { date: '2027-01-05', username: 'root', type: 'level', amount: '10.00', source: 'a1' },
    ]);
    const byName = new Map(result.members.map((m) => [m.username, m]));
    expect(byName.get('root')).toEqual({
      username: 'root',
      package_id: 5,
      rank: 0,
      total_left: '5000.00',
      total_right: '300.00',
      carry_left: '4700.00',
      carry_right: '0.00',
      point1: '136.00',
      point4: '34.00',
    });
    expect(byName.get('a1')).toMatchObject({
      total_left: '3000.00',
      total_right: '1000.00',
      carry_left: '2000.00',
      carry_right: '0.00',
      point1: '400.00',
      point4: '100.00',
    });
    expect(result.totals).toEqual({ sales: '5300.00', bonus: '670.00', payout_ratio: '0.1264' });
    expect((await verifyLedger(ctx.db)).ok).toBe(true);
  });

  it('stops at a broken rule, naming the day and the event', async () => {
    const broken: Scenario = {
      days: [
        {
          date: '2027-02-01',
          events: [{ type: 'join', username: 'zz', sponsor: 'nobody', leg: 1, package_id: 2 }],
        },
      ],
    };
    await expect(runScenario(ctx.db, broken)).rejects.toThrow(
      /day 1 \(2027-02-01\), event 0 \(join zz\): INCORRECT_USERNAME \(sponsor\)/,
    );
  });
});

describe('daily close', () => {
  let ctx: TestContext;
  const day1 = '2027-03-01';
  const day2 = '2027-03-02';
  const count = async (table: string) =>
    Number(
      (await ctx.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.raw(table)}`))
        .rows[0].n,
    );

  beforeAll(async () => {
    ctx = await createTestApp();
    // Two days of purchases; the second is left open for the tests to close.
    await runScenario(
      ctx.db,
      {
        days: [
          {
            date: day1,
            events: [
              { type: 'join', username: 'c1', sponsor: 'root', leg: 1, package_id: 5 },
              { type: 'join', username: 'c2', sponsor: 'root', leg: 2, package_id: 5 },
            ],
          },
          {
            date: day2,
            events: [
              { type: 'join', username: 'c3', sponsor: 'c1', leg: 1, package_id: 4 },
              { type: 'join', username: 'c4', sponsor: 'c1', leg: 2, package_id: 3 },
              { type: 'join', username: 'c5', sponsor: 'c2', leg: 1, package_id: 2 },
            ],
          },
        ],
      },
      { leaveLastDayOpen: true },
    );
  });
  afterAll(() => ctx.close());

  it('refuses a date that has not ended, and a date after an open date with purchases', async () => {
    const refusal = (p: Promise<unknown>) =>
      p.then(
        () => 'closed',
        (err) => (err instanceof AppError ? err.code : String(err)),
      );
    expect(
      await refusal(
        closeBusinessDate(ctx.db, day2, {
          trigger: 'cli',
          now: new Date(`${day2}T12:00:00+08:00`),
        }),
      ),
    ).toBe('INVALID_STATE');
    expect(
      await refusal(
        closeBusinessDate(ctx.db, '2027-03-03', { trigger: 'cli', now: after('2027-03-03') }),
      ),
    ).toBe('INVALID_STATE');
    expect(await count('bonus_closes')).toBe(1);
  });

  it('a close that fails midway credits nothing, and the next run completes it', async () => {
    const bonusesBefore = await count('bonuses');
    const journalsBefore = await count('journals');
    await expect(
      closeBusinessDate(ctx.db, day2, {
        trigger: 'cli',
        now: after(day2),
        onClosed: async () => {
          throw new Error('killed midway');
        },
      }),
    ).rejects.toThrow('killed midway');
    expect(await count('bonuses')).toBe(bonusesBefore);
    expect(await count('journals')).toBe(journalsBefore);
    expect(await count('bonus_closes')).toBe(1);
  });

  it('two closes of one date at the same moment credit once; a third changes nothing', async () => {
    const bonusesBefore = await count('bonuses');
    const runs = await Promise.all([
      closeBusinessDate(ctx.db, day2, { trigger: 'cli', now: after(day2) }),
      closeBusinessDate(ctx.db, day2, { trigger: 'admin', now: after(day2) }),
    ]);
    expect(runs.map((r) => r.closed).sort()).toEqual([false, true]);
    const done = runs.find((r) => r.closed)!;
    // Day 2: c1 (Diamond) matches 3,000 / 1,000 → 100.00; root (carries 0 after day 1's
    // 5,000 / 5,000) matches 4,000 / 300 → 30.00; c2 has 300 / 0 → nothing.
    expect(done.pairingSen).toBe(100_00n + 30_00n);
    expect(done.bonusCount).toBeGreaterThan(0);
    const bonusesAfter = await count('bonuses');
    expect(bonusesAfter - bonusesBefore).toBe(done.bonusCount);
    const again = await closeBusinessDate(ctx.db, day2, { trigger: 'cli', now: after(day2) });
    expect(again.closed).toBe(false);
    expect(await count('bonuses')).toBe(bonusesAfter);
    expect(await count('bonus_closes')).toBe(2);
    expect((await verifyLedger(ctx.db)).ok).toBe(true);
    // Each member the close paid is told once, with the close's total (sponsor bonuses aside).
    const told = await ctx.db.execute<{ username: string; amount: string; n: number }>(sql`
      SELECT m.username, n.params->>'amount' AS amount, count(*) OVER (PARTITION BY n.member_id)::int AS n
        FROM notifications n JOIN members m ON m.id = n.member_id
       WHERE n.type = 'bonus_credited' AND n.params->>'date' = ${day2}`);
    const paid = await ctx.db.execute<{ username: string; amount: string }>(sql`
      SELECT m.username, format_sen(sum(b.amount_sen)::bigint) AS amount
        FROM bonuses b JOIN members m ON m.id = b.member_id
       WHERE b.business_date = ${day2}::date AND b.bonus_type <> 'sponsor' GROUP BY m.username`);
    expect(told.rows.every((r) => r.n === 1)).toBe(true);
    expect(told.rows.map((r) => [r.username, r.amount]).sort()).toEqual(
      paid.rows.map((r) => [r.username, r.amount]).sort(),
    );
    expect(told.rows.find((r) => r.username === 'c1')?.amount).toBe('100.00');
  });

  it('a close waits for a purchase still holding its date and sees it', async () => {
    const day = '2027-03-05';
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let claimed = () => {};
    const claimedP = new Promise<void>((resolve) => {
      claimed = resolve;
    });
    const [buyer] = (
      await ctx.db.execute<{ id: number }>(sql`SELECT id FROM members WHERE username = 'c5'`)
    ).rows;
    // A purchase transaction on `day` that has claimed the date and not committed yet.
    const purchase = ctx.db.transaction(async (tx) => {
      const date = await claimBusinessDate(tx, new Date(`${day}T23:59:59+08:00`));
      await tx.execute(sql`
        INSERT INTO user_packages (member_id, paid_by_member_id, kind, from_package_id,
          to_package_id, amount_sen, bv_sen, shipping_sen, business_date)
        VALUES (${buyer.id}, ${buyer.id}, 'upgrade', 2, 3, 70000, 70000, 0, ${date}::date)`);
      claimed();
      await held;
    });
    await claimedP;
    let finished = false;
    const close = closeBusinessDate(ctx.db, day, { trigger: 'cli', now: after(day) }).then((s) => {
      finished = true;
      return s;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(finished).toBe(false);
    release();
    await purchase;
    const summary = await close;
    expect(summary.closed).toBe(true);
    expect(summary.purchases).toBe(1);
    expect(summary.salesBvSen).toBe(70_000n);
    // The date is closed now: a purchase can no longer be dated into it.
    await expect(
      ctx.db.transaction((tx) => claimBusinessDate(tx, new Date(`${day}T23:59:59+08:00`))),
    ).rejects.toThrow('INVALID_STATE');
  });

  it('shows members their sales figures and operators the closes; refuses members the back-office', async () => {
    const token = await loginAs(ctx, 'c1', 'simulator');
    const sales = await ctx.app.inject({ url: '/api/record/sales', headers: bearer(token) });
    expect(sales.statusCode).toBe(200);
    expect(sales.json().data).toMatchObject({
      total_left: '3000.00',
      total_right: '1000.00',
      big_group: '3000.00',
      small_group: '1000.00',
      carry_left: '2000.00',
      carry_right: '0.00',
      direct_sponsored: 2,
      team_size: 2,
      bonus_totals: { pairing: '100.00' },
    });
    const records = await ctx.app.inject({
      url: '/api/record/bonus-record?bonus=pairing',
      headers: bearer(token),
    });
    expect(records.json().data.records[0].details).toMatchObject({
      left: '3000.00',
      right: '1000.00',
      matched: '1000.00',
      flushed: '0.00',
      cap: '10000.00',
    });

    for (const req of [
      { method: 'GET' as const, url: '/api/admin/bonus-closes' },
      {
        method: 'POST' as const,
        url: '/api/admin/bonus-closes/close',
        payload: { date: '2027-03-06' },
      },
    ]) {
      const refused = await ctx.app.inject({ ...req, headers: bearer(token) });
      expect(refused.statusCode).toBeGreaterThanOrEqual(401);
      expect(refused.statusCode).toBeLessThanOrEqual(403);
    }
    const admin = await loginAdmin(ctx);
    const list = await ctx.app.inject({ url: '/api/admin/bonus-closes', headers: bearer(admin) });
    expect(list.statusCode).toBe(200);
    const body = list.json().data;
    expect(
      body.records
        .filter((r: { status: string }) => r.status === 'closed')
        .map((r: { business_date: string }) => r.business_date),
    ).toEqual(['2027-03-05', day2, day1]);
    expect(body.totals.pairing).not.toBe('0.00');
    // Members credited on closed dates, each once: root, c1 (and their sponsor bonuses' payees).
    expect(body.totals.members_paid).toBeGreaterThanOrEqual(2);
    expect(body.series.map((d: { business_date: string }) => d.business_date)).toEqual([
      day1,
      day2,
      '2027-03-05',
    ]);
    // Later dates are in the future on the real clock: nothing waits.
    expect(body.pending).toEqual([]);
    expect(body.total).toBe(3);

    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/bonus-closes/close',
      payload: { date: 'tomorrow' },
      headers: bearer(admin),
    });
    expect(bad.statusCode).toBe(400);
    const future = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/bonus-closes/close',
      payload: { date: '2999-01-01' },
      headers: bearer(admin),
    });
    expect(future.statusCode).toBe(409);
    expect(future.json().code ?? future.json().message).toBeTruthy();
    expect(await count('bonus_closes')).toBe(3);
  });

  it('a member’s sales figures are their own', async () => {
    const other = await createTestMember(ctx);
    const token = await loginAs(ctx, other.username);
    const sales = await ctx.app.inject({ url: '/api/record/sales', headers: bearer(token) });
    expect(sales.json().data).toMatchObject({
      total_left: '0.00',
      team_size: 0,
      bonus_totals: { all: '0.00' },
    });
  });
});
