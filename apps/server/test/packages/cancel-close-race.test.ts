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

describe('a clawback debt and the daily close (BUSINESS_RULES §13)', () => {
  let own: TestContext;
  beforeAll(async () => {
    own = await createTestApp();
  });
  afterAll(() => own.close());

  it('repays the debt first from the close’s credits: the wallets get only the rest', async () => {
    const member = async (sponsorId: number, pkg: number, jid?: number, leg: 1 | 2 = 1) => {
      const m = await createTestMember(own, {
        sponsorId,
        jid,
        leg,
        stateId: SELANGOR,
        area: 'West',
      });
      await own.db.update(members).set({ packageId: pkg }).where(eq(members.id, m.id));
      return { ...m, token: await loginAs(own, m.username) };
    };
    const send = (token: string, url: string, payload: object, key: string) =>
      own.app.inject({
        method: 'POST',
        url,
        payload: { sec_password: SEC_PASSWORD, ...payload },
        headers: { ...bearer(token), 'idempotency-key': key },
      });
    const wallets = async (id: number) =>
      Object.fromEntries(
        (
          await own.db.execute<{ wallet: string; balance: string }>(
            sql`SELECT wallet, balance::text FROM accounts WHERE member_id = ${id}`,
          )
        ).rows.map((r) => [r.wallet, r.balance]),
      );
    // s (Gold) gets 70.00 from m's upgrade, moves 50.00 of point1 away, then m cancels: s owes 50.00.
    const s = await member(1, 3);
    const m = await member(s.id, 2);
    await fund(own, m.username, 'point3', '700.00');
    const up = await send(
      m.token,
      '/api/package/upgrade-package',
      { pay_type: 'point3', user_group_id: 3, self_pickup: 0 },
      'd-up',
    );
    expect(up.statusCode, up.body).toBe(200);
    await send(
      s.token,
      '/api/wallet/changeWallet',
      { transfer_type: 'point2', amount: '50.00' },
      'd-cw',
    );
    const cancel = await send(
      m.token,
      '/api/package/cancel-purchase',
      { user_package_id: up.json().data.user_package.id },
      'd-c',
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await wallets(s.id)).toMatchObject({ point1: '0', point4: '0', debt: '-5000' });

    // Two members placed under s (sponsored by the root, so s earns no sponsor bonus) buy
    // 700 BV on its left (below m) and 300 BV on its right today: s is paid pairing 10 % × 300.
    const left = await member(1, 2, m.id, 1);
    const right = await member(1, 1, s.id, 2);
    await fund(own, left.username, 'point3', '700.00');
    await fund(own, right.username, 'point3', '300.00');
    expect(
      (
        await send(
          left.token,
          '/api/package/upgrade-package',
          { pay_type: 'point3', user_group_id: 3, self_pickup: 0 },
          'd-l',
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await send(
          right.token,
          '/api/package/upgrade-package',
          { pay_type: 'point3', user_group_id: 2, self_pickup: 0 },
          'd-r',
        )
      ).statusCode,
    ).toBe(200);
    const closed = await closeBusinessDate(own.db, businessDate(), {
      trigger: 'cli',
      now: new Date(Date.now() + 86_400_000),
    });
    expect(closed.closed).toBe(true);
    // s's left: m's 700 and its cancellation (−700) net out, the new 700 stays; against 300 on the
    // right → 30.00 pairing, all of it to the debt (50.00 owed): 20.00 still owed, wallets empty.
    const { rows } = await own.db.execute<{
      type: string;
      amount: string;
      p1: string;
      p4: string;
    }>(sql`
      SELECT bonus_type AS type, amount_sen::text AS amount, point1_sen::text AS p1, point4_sen::text AS p4
        FROM bonuses WHERE member_id = ${s.id} AND bonus_type IN ('pairing', 'debt_repayment') ORDER BY id`);
    expect(rows).toEqual([
      { type: 'pairing', amount: '3000', p1: '2400', p4: '600' },
      { type: 'debt_repayment', amount: '3000', p1: '2400', p4: '600' },
    ]);
    expect(await wallets(s.id)).toMatchObject({ point1: '0', point4: '0', debt: '-2000' });
    expect((await verifyLedger(own.db)).ok).toBe(true);
  });
});
