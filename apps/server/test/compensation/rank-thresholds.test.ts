import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../src/db/schema/index.js';
import { closeBusinessDate } from '../../src/features/compensation/index.js';
import { runScenario } from '../../src/features/simulate/index.js';
import { type AdminTestContext, auditRows, createAdminTestApp } from '../admin/support.js';
import { bearer } from '../helpers.js';

/** Midnight after `date`, Asia/Kuala_Lumpur: the first instant a close of `date` is allowed. */
const after = (date: string) => new Date(Date.parse(`${date}T00:00:00+08:00`) + 86_400_000);

const day1 = '2027-05-03';
const day2 = '2027-05-04';

let ctx: AdminTestContext;
beforeAll(async () => {
  ctx = await createAdminTestApp();
  // Day 1 (closed): root sponsors two Diamonds, one per leg: small-group BV 5,000, two direct
  // members with paid packages — short of Manager (10,000) with the default thresholds.
  // Day 2 (left open): c3 joins under c1, so the day has a purchase to close.
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
          events: [{ type: 'join', username: 'c3', sponsor: 'c1', leg: 1, package_id: 2 }],
        },
      ],
    },
    { leaveLastDayOpen: true },
  );
});
afterAll(() => ctx.close());

const rootRank = async () =>
  (
    await ctx.db.select({ rank: members.rankId }).from(members).where(eq(members.username, 'root'))
  )[0].rank;

const put = (key: string, value: string, token = ctx.adminToken) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/settings/${key}`,
    headers: bearer(token),
    payload: { value, reason: 'rank review' },
  });

const settingsList = async () =>
  (await ctx.app.inject({ url: '/api/admin/settings', headers: bearer(ctx.adminToken) })).json()
    .data as { key: string; value: string; group: string; updated_at: string | null }[];

describe('rank thresholds as settings (BUSINESS_RULES §6)', () => {
  it('are listed with their defaults in their own group', async () => {
    const ranks = (await settingsList()).filter((s) => s.group === 'rank');
    expect(Object.fromEntries(ranks.map((s) => [s.key, s.value]))).toEqual({
      rank_1_small_bv: '10000.00',
      rank_1_direct_paid: '2',
      rank_2_small_bv: '50000.00',
      rank_2_direct_paid: '4',
      rank_3_small_bv: '200000.00',
      rank_3_direct_paid: '6',
    });
  });

  it('refuse a threshold above the next rank’s or below the previous one, and support', async () => {
    const before = await settingsList();
    const above = await put('rank_1_small_bv', '60000.00');
    expect(above.statusCode).toBe(400);
    expect(above.json()).toMatchObject({
      message: 'VALIDATION_ERROR',
      data: { value: 'VALIDATION_ERROR' },
    });
    expect((await put('rank_3_direct_paid', '3')).statusCode).toBe(400);
    expect((await put('rank_2_small_bv', '-5')).statusCode).toBe(400);
    expect((await put('rank_1_direct_paid', 'two')).statusCode).toBe(400);
    expect((await put('rank_1_small_bv', '1.00', ctx.supportToken)).statusCode).toBe(403);
    expect(await settingsList()).toEqual(before);
    expect(await auditRows(ctx, 'setting.update')).toEqual([]);
  });

  it('a change counts from the next daily close, not before', async () => {
    expect(await rootRank()).toBe(0);
    const res = await put('rank_1_small_bv', '5000.00');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ value: '5000.00', updated_at: expect.any(String) });
    const [audit] = await auditRows(ctx, 'setting.update');
    expect(audit).toMatchObject({
      targetId: 'rank_1_small_bv',
      before: { value: '10000.00' },
      after: { value: '5000.00' },
    });
    // Saved, but no close has run: nobody's rank moved.
    expect(await rootRank()).toBe(0);

    const summary = await closeBusinessDate(ctx.db, day2, { trigger: 'cli', now: after(day2) });
    expect(summary.rankChanges).toBeGreaterThanOrEqual(1);
    expect(await rootRank()).toBe(1);
    const { rows } = await ctx.db.execute<{ day: string; to_rank: number }>(sql`
      SELECT business_date::text AS day, to_rank FROM rank_history h
      JOIN members m ON m.id = h.member_id WHERE m.username = 'root'`);
    expect(rows).toEqual([{ day: day2, to_rank: 1 }]);
  });
});
