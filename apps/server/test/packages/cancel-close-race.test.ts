import { malaysianStates } from '@rangkai/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, userPackages } from '../../src/db/schema/index.js';
import { closeBusinessDate } from '../../src/features/compensation/index.js';
import { addDays } from '../../src/features/cooling-off/index.js';
import { verifyLedger } from '../../src/features/wallet/verify-ledger.js';
import { businessDate } from '../../src/lib/business-time.js';
import {
  bearer,
  createTestApp,
  createTestMember,
  fund,
  loginAs,
  SEC_PASSWORD,
  type TestContext,
} from '../helpers.js';

const SELANGOR = malaysianStates.findIndex((s) => s.name === 'Selangor') + 1;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const post = (url: string, token: string, payload: object, key: string) =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...bearer(token), 'idempotency-key': key },
  });

async function volumes(memberId: number) {
  const { rows } = await ctx.db.execute<Record<string, string>>(sql`
    SELECT total_left_sen::text AS tl, carry_left_sen::text AS cl FROM member_volumes
     WHERE member_id = ${memberId}`);
  return rows[0] ?? null;
}

describe('a cancellation racing the close of its purchase date (BUSINESS_RULES §13)', () => {
  it('has one outcome whichever commits first: the purchase counts on its date, the cancellation on today', async () => {
    const sponsor = await createTestMember(ctx, { stateId: SELANGOR, area: 'West' });
    await ctx.db.update(members).set({ packageId: 3 }).where(eq(members.id, sponsor.id));
    const m = await createTestMember(ctx, {
      sponsorId: sponsor.id,
      stateId: SELANGOR,
      area: 'West',
    });
    await ctx.db.update(members).set({ packageId: 2 }).where(eq(members.id, m.id));
    const token = await loginAs(ctx, m.username);
    await fund(ctx, m.username, 'point3', '700.00');
    const bought = await post(
      '/api/package/upgrade-package',
      token,
      { sec_password: SEC_PASSWORD, pay_type: 'point3', user_group_id: 3, self_pickup: 0 },
      'race-up',
    );
    expect(bought.statusCode, bought.body).toBe(200);
    const purchase = bought.json().data.user_package;
    // The purchase was made yesterday (still within its period), whose close has not run.
    const today = businessDate();
    const yesterday = addDays(today, -1);
    await ctx.db
      .update(userPackages)
      .set({ businessDate: yesterday })
      .where(eq(userPackages.id, purchase.id));

    const [close, cancelled] = await Promise.all([
      closeBusinessDate(ctx.db, yesterday, { trigger: 'cli' }),
      post(
        '/api/package/cancel-purchase',
        token,
        { user_package_id: purchase.id, sec_password: SEC_PASSWORD },
        'race-cancel',
      ),
    ]);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(close.closed).toBe(true);
    // Yesterday's close counted the purchase (700 BV on the sponsor's left), whatever the order.
    expect(close.salesBvSen).toBe(700_00n);
    expect(await volumes(sponsor.id)).toEqual({ tl: '70000', cl: '70000' });
    const rows = await ctx.db
      .select({ date: userPackages.businessDate, bv: userPackages.bvSen })
      .from(userPackages)
      .where(eq(userPackages.cancelsId, purchase.id));
    expect(rows).toEqual([{ date: today, bv: -70000n }]);

    // Today's close takes the BV back out: the lifetime total and the carry drop to 0.
    const next = await closeBusinessDate(ctx.db, today, {
      trigger: 'cli',
      now: new Date(Date.now() + 86_400_000),
    });
    expect(next.closed).toBe(true);
    expect(await volumes(sponsor.id)).toEqual({ tl: '0', cl: '0' });
    expect((await verifyLedger(ctx.db)).ok).toBe(true);
  });
});
