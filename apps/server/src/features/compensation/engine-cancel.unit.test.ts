import { describe, expect, it } from 'vitest';
import { computeClose, newCloseState, type PackageRule, type RankRule } from './engine.js';

const MYR = 100;
const packages = new Map<number, PackageRule>([
  [1, { priceSen: 0, capSen: 0, levelDepth: 0 }],
  [2, { priceSen: 300 * MYR, capSen: 600 * MYR, levelDepth: 1 }],
  [3, { priceSen: 1_000 * MYR, capSen: 2_000 * MYR, levelDepth: 3 }],
  [5, { priceSen: 5_000 * MYR, capSen: 10_000 * MYR, levelDepth: 5 }],
]);
const ranks: RankRule[] = [
  { id: 0, minSmallBvSen: 0, minDirectPaid: 0 },
  { id: 1, minSmallBvSen: 200 * MYR, minDirectPaid: 1 },
];
const plan = { pairingPercent: 10, levelRates: [10, 5, 5, 3, 2], leadershipPercent: 3 };

/** root (Diamond), a on its left, b on its right; a and b sponsored by root. */
function tree() {
  const state = newCloseState(3);
  state.packageOf[1] = 5;
  for (const [id, leg, pkg] of [
    [2, 1, 3],
    [3, 2, 2],
  ]) {
    state.placementParent[id] = 1;
    state.leg[id] = leg;
    state.sponsor[id] = 1;
    state.packageOf[id] = pkg;
  }
  return state;
}

describe('cancellations in the close (BUSINESS_RULES §13)', () => {
  it('floors a leg that falls below zero at 0, forgives the rest, and lowers the lifetime total', () => {
    // The worked example of issue 28: 4 Jan a (Gold, 1,000 BV) left, b (Silver, 300 BV) right.
    const state = tree();
    state.ownBv[2] = 1_000 * MYR;
    state.ownBv[3] = 300 * MYR;
    const day1 = computeClose(state, packages, ranks, plan);
    expect(day1.pairingSen).toBe(30 * MYR);
    expect([state.carryLeft[1], state.carryRight[1]]).toEqual([700 * MYR, 0]);
    // 5 Jan a cancels: −1,000 BV on the left; L = 700 − 1,000 < 0 counts as 0.
    state.ownBv.fill(0);
    state.ownBv[2] = -1_000 * MYR;
    state.packageOf[2] = 1;
    const day2 = computeClose(state, packages, ranks, plan);
    expect(day2.credits).toEqual([]);
    expect(day2.forgivenBvSen).toBe(300 * MYR);
    expect(day2.salesBvSen).toBe(-1_000 * MYR);
    expect([state.carryLeft[1], state.carryRight[1]]).toEqual([0, 0]);
    expect([state.totalLeft[1], state.totalRight[1]]).toEqual([0, 300 * MYR]);
    expect(day2.touched).toContain(1);
  });

  it('pays no leadership pool on a day whose cancellations outweigh its sales, and never lowers a rank', () => {
    const state = tree();
    state.rank[1] = 1;
    state.ownBv[2] = -1_000 * MYR;
    state.ownBv[3] = 300 * MYR;
    state.totalLeft[1] = 1_000 * MYR;
    state.carryLeft[1] = 1_000 * MYR;
    const result = computeClose(state, packages, ranks, plan);
    expect(result.leadershipSen).toBe(0);
    expect(state.rank[1]).toBe(1);
    // L = 1,000 − 1,000 = 0, R = 300: nothing matched, 300 carried right.
    expect(result.pairingSen).toBe(0);
    expect([state.carryLeft[1], state.carryRight[1]]).toEqual([0, 300 * MYR]);
  });

  it('matches what is left of a leg after a cancellation', () => {
    const state = tree();
    state.carryLeft[1] = 2_000 * MYR;
    state.totalLeft[1] = 2_000 * MYR;
    state.ownBv[2] = -500 * MYR;
    state.ownBv[3] = 300 * MYR;
    const result = computeClose(state, packages, ranks, plan);
    // L = 2,000 − 500 = 1,500, R = 300: 300 matched → 30.00; carry 1,200 left.
    expect(result.pairingSen).toBe(30 * MYR);
    expect(result.forgivenBvSen).toBe(0);
    expect([state.carryLeft[1], state.carryRight[1]]).toEqual([1_200 * MYR, 0]);
    // The leadership pool is 3 % of the day's net BV (−200 → none).
    expect(result.leadershipSen).toBe(0);
  });
});
