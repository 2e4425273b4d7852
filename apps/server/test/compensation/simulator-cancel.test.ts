import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runScenario, type Scenario } from '../../src/features/simulate/index.js';
import { verifyLedger } from '../../src/features/wallet/verify-ledger.js';
import { createTestApp, type TestContext } from '../helpers.js';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestApp();
});
afterEach(() => ctx.close());

/** Issue 28's worked example: a joins and cancels the next day. */
const cancelExample: Scenario = {
  root_package_id: 5,
  days: [
    {
      date: '2027-01-04',
      events: [
        { type: 'join', username: 'a', sponsor: 'root', leg: 1, package_id: 3 },
        { type: 'join', username: 'b', sponsor: 'root', leg: 2, package_id: 2 },
      ],
    },
    { date: '2027-01-05', events: [{ type: 'cancel', username: 'a' }] },
  ],
};

describe('plan simulator with cancellations (BUSINESS_RULES §13)', () => {
  it('claws the sponsor bonus back, floors the left leg at 0 and nets the sales: the worked example', async () => {
    const result = await runScenario(ctx.db, cancelExample);
    expect(result.bonuses).toEqual([
      { date: '2027-01-04', username: 'root', type: 'sponsor', amount: '100.00', source: 'a' },
      { date: '2027-01-04', username: 'root', type: 'sponsor', amount: '30.00', source: 'b' },
      { date: '2027-01-04', username: 'root', type: 'pairing', amount: '30.00', source: null },
      {
        date: '2027-01-05',
        username: 'root',
        type: 'sponsor_clawback',
        amount: '100.00',
        source: 'a',
      },
    ]);
    const byName = new Map(result.members.map((m) => [m.username, m]));
    expect(byName.get('root')).toMatchObject({
      total_left: '0.00',
      total_right: '300.00',
      carry_left: '0.00',
      carry_right: '0.00',
      point1: '48.00',
      point4: '12.00',
    });
    expect(byName.get('a')).toMatchObject({ package_id: 1 });
    expect(result.totals).toEqual({ sales: '300.00', bonus: '60.00', payout_ratio: '0.2000' });
    expect((await verifyLedger(ctx.db)).ok).toBe(true);
  });

  it('stops at a cancel with nothing left to cancel, or after the period, naming the day and the event', async () => {
    await expect(
      runScenario(ctx.db, {
        days: [
          {
            date: '2027-01-04',
            events: [
              { type: 'join', username: 'a', sponsor: 'root', leg: 1, package_id: 3 },
              { type: 'cancel', username: 'a' },
              { type: 'cancel', username: 'a' },
            ],
          },
        ],
      }),
    ).rejects.toThrow(/day 1 \(2027-01-04\), event 2 \(cancel a\): nothing left to cancel/);
  });

  it('counts the period in working days of the scenario’s holidays: the tenth accepted, the eleventh refused', async () => {
    // Bought Monday 4 Jan 2027; with 6 Jan a holiday the tenth working day is Tuesday 19 Jan.
    const bought = (cancelOn: string): Scenario => ({
      holidays: ['2027-01-06'],
      days: [
        {
          date: '2027-01-04',
          events: [{ type: 'join', username: 'a', sponsor: 'root', leg: 1, package_id: 2 }],
        },
        { date: cancelOn, events: [{ type: 'cancel', username: 'a' }] },
      ],
    });
    const last = await runScenario(ctx.db, bought('2027-01-19'));
    expect(last.totals.sales).toBe('0.00');
    await ctx.close();
    ctx = await createTestApp();
    await expect(runScenario(ctx.db, bought('2027-01-20'))).rejects.toThrow(
      /day 2 \(2027-01-20\), event 0 \(cancel a\): COOLING_OFF_ENDED/,
    );
  });
});
