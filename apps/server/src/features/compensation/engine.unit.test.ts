import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../lib/seeded-random.js';
import {
  type CloseCredit,
  type CloseState,
  computeClose,
  newCloseState,
  type PackageRule,
  type PlanSettings,
  percentOf,
  type RankRule,
} from './engine.js';

const MYR = 100;
/** BUSINESS_RULES §3 and §6 as seeded. */
const packages = new Map<number, PackageRule>([
  [1, { priceSen: 0, capSen: 0, levelDepth: 0 }],
  [2, { priceSen: 300 * MYR, capSen: 600 * MYR, levelDepth: 1 }],
  [3, { priceSen: 1_000 * MYR, capSen: 2_000 * MYR, levelDepth: 3 }],
  [4, { priceSen: 3_000 * MYR, capSen: 6_000 * MYR, levelDepth: 5 }],
  [5, { priceSen: 5_000 * MYR, capSen: 10_000 * MYR, levelDepth: 5 }],
]);
const bvOf = (pkg: number) => packages.get(pkg)!.priceSen;
const ranks: RankRule[] = [
  { id: 0, minSmallBvSen: 0, minDirectPaid: 0 },
  { id: 1, minSmallBvSen: 10_000 * MYR, minDirectPaid: 2 },
  { id: 2, minSmallBvSen: 50_000 * MYR, minDirectPaid: 4 },
  { id: 3, minSmallBvSen: 200_000 * MYR, minDirectPaid: 6 },
];
const plan: PlanSettings = {
  pairingPercent: 10,
  levelRates: [10, 5, 5, 3, 2],
  leadershipPercent: 3,
};

interface Node {
  parent: number;
  leg: 1 | 2;
  sponsor: number;
  pkg: number;
}

/** Builds a state from members 1..n (1 is the root) and the BV each bought today. */
function stateOf(nodes: Node[], bought: Record<number, number> = {}): CloseState {
  const state = newCloseState(nodes.length);
  nodes.forEach((node, i) => {
    const id = i + 1;
    state.placementParent[id] = node.parent;
    state.leg[id] = node.parent ? node.leg : 0;
    state.sponsor[id] = node.sponsor;
    state.packageOf[id] = node.pkg;
  });
  for (const [id, bv] of Object.entries(bought)) state.ownBv[Number(id)] = bv;
  return state;
}

const root = (pkg = 5): Node => ({ parent: 0, leg: 1, sponsor: 0, pkg });
const of = (credits: CloseCredit[], type: string, memberId?: number) =>
  credits.filter(
    (c) => c.bonusType === type && (memberId === undefined || c.memberId === memberId),
  );

describe('pairing (§5.2)', () => {
  it('matches the weaker leg, carries the rest, pays 10 %', () => {
    // root with a Gold member left (1,000 BV) and a Silver right (300 BV).
    const state = stateOf(
      [
        root(),
        { parent: 1, leg: 1, sponsor: 1, pkg: 3 },
        { parent: 1, leg: 2, sponsor: 1, pkg: 2 },
      ],
      { 2: bvOf(3), 3: bvOf(2) },
    );
    const result = computeClose(state, packages, ranks, plan);
    const [pairing] = of(result.credits, 'pairing', 1);
    expect(pairing.amountSen).toBe(30 * MYR);
    expect(pairing.details).toMatchObject({
      left: 1_000 * MYR,
      right: 300 * MYR,
      matched: 300 * MYR,
      flushed: 0,
    });
    expect(state.carryLeft[1]).toBe(700 * MYR);
    expect(state.carryRight[1]).toBe(0);
    expect(state.totalLeft[1]).toBe(1_000 * MYR);
    expect(state.totalRight[1]).toBe(300 * MYR);
  });

  it('caps the bonus at the package cap and flushes the matched volume above it', () => {
    // A Silver member (cap 600) matching 10,000 each side: 1,000 uncapped → 600 paid, 4,000 BV flushed.
    const nodes: Node[] = [
      root(2),
      { parent: 1, leg: 1, sponsor: 1, pkg: 5 },
      { parent: 1, leg: 2, sponsor: 1, pkg: 5 },
    ];
    const state = stateOf(nodes, { 2: 10_000 * MYR, 3: 12_000 * MYR });
    const result = computeClose(state, packages, ranks, plan);
    const [pairing] = of(result.credits, 'pairing', 1);
    expect(pairing.amountSen).toBe(600 * MYR);
    expect(pairing.details.flushed).toBe(4_000 * MYR);
    expect(state.carryLeft[1]).toBe(0);
    expect(state.carryRight[1]).toBe(2_000 * MYR);
    expect(result.flushedBvSen).toBe(4_000 * MYR);
  });

  it('an unpaid member matches nothing and carries both legs, then matches them after upgrading', () => {
    const nodes: Node[] = [
      root(1),
      { parent: 1, leg: 1, sponsor: 1, pkg: 3 },
      { parent: 1, leg: 2, sponsor: 1, pkg: 3 },
    ];
    const state = stateOf(nodes, { 2: bvOf(3), 3: bvOf(3) });
    const day1 = computeClose(state, packages, ranks, plan);
    expect(of(day1.credits, 'pairing', 1)).toHaveLength(0);
    expect([state.carryLeft[1], state.carryRight[1]]).toEqual([1_000 * MYR, 1_000 * MYR]);
    // Day 2: the root upgrades to Silver (its own purchase is not in its legs) and matches the carries.
    state.ownBv.fill(0);
    state.ownBv[1] = bvOf(2);
    state.packageOf[1] = 2;
    const day2 = computeClose(state, packages, ranks, plan);
    expect(of(day2.credits, 'pairing', 1).map((c) => c.amountSen)).toEqual([100 * MYR]);
    expect([state.carryLeft[1], state.carryRight[1]]).toEqual([0, 0]);
    expect(day2.touched).toContain(1);
  });

  it('rounds the bonus down to the sen and pays nothing below one sen', () => {
    const nodes: Node[] = [
      root(),
      { parent: 1, leg: 1, sponsor: 1, pkg: 2 },
      { parent: 1, leg: 2, sponsor: 1, pkg: 2 },
    ];
    const state = stateOf(nodes, { 2: 19, 3: 9 });
    const result = computeClose(state, packages, ranks, plan);
    // matched 9 sen → 0.9 sen → nothing paid, but the volume is matched.
    expect(of(result.credits, 'pairing')).toHaveLength(0);
    expect([state.carryLeft[1], state.carryRight[1]]).toEqual([10, 0]);
    expect(percentOf(1999, 10)).toBe(199);
  });
});

describe('level bonus (§5.3)', () => {
  it('pays uplines by level while their package reaches that depth', () => {
    // Sponsor chain: 1 (Diamond) → 2 (Silver, depth 1) → 3 (Gold, depth 3) → 4 (paid, earns pairing).
    const nodes: Node[] = [
      root(5),
      { parent: 1, leg: 1, sponsor: 1, pkg: 2 },
      { parent: 2, leg: 1, sponsor: 2, pkg: 3 },
      { parent: 3, leg: 1, sponsor: 3, pkg: 4 },
      { parent: 4, leg: 1, sponsor: 4, pkg: 3 },
      { parent: 4, leg: 2, sponsor: 4, pkg: 3 },
    ];
    const state = stateOf(nodes, { 5: bvOf(3), 6: bvOf(3) });
    const result = computeClose(state, packages, ranks, plan);
    const [pairing] = of(result.credits, 'pairing', 4);
    expect(pairing.amountSen).toBe(100 * MYR);
    const level = of(result.credits, 'level');
    // k=1 member 3 (Gold depth 3 ≥ 1): 10 %; k=2 member 2 (Silver depth 1 < 2): nothing;
    // k=3 member 1 (Diamond depth 5 ≥ 3): 5 %.
    expect(level.map((c) => [c.memberId, c.amountSen, c.details.level])).toEqual([
      [3, 10 * MYR, 1],
      [1, 5 * MYR, 3],
    ]);
    expect(level.every((c) => c.sourceMemberId === 4)).toBe(true);
  });
});

describe('ranks and leadership (§5.4, §6)', () => {
  /** Root with `directs` paid direct members, half on each leg, each buying `bv` today. */
  function network(directs: number, bv: number, rootPkg = 5) {
    const nodes: Node[] = [root(rootPkg)];
    const bought: Record<number, number> = {};
    let lastLeft = 1;
    let lastRight = 1;
    for (let i = 0; i < directs; i++) {
      const leg: 1 | 2 = i % 2 === 0 ? 1 : 2;
      const parent = leg === 1 ? lastLeft : lastRight;
      nodes.push({ parent, leg, sponsor: 1, pkg: 5 });
      const id = nodes.length;
      bought[id] = bv;
      if (leg === 1) lastLeft = id;
      else lastRight = id;
    }
    return stateOf(nodes, bought);
  }

  it('reaches Manager with 10,000 small-group BV and two paid directs; shares the pool', () => {
    const state = network(2, 10_000 * MYR);
    const result = computeClose(state, packages, ranks, plan);
    expect(result.rankChanges).toEqual([
      { memberId: 1, from: 0, to: 1, smallBvSen: 10_000 * MYR, directPaid: 2 },
    ]);
    // Pool 3 % of 20,000 = 600; a third (200) to the one Manager; no holders for ranks 2 and 3.
    expect(of(result.credits, 'leadership').map((c) => [c.memberId, c.amountSen])).toEqual([
      [1, 200 * MYR],
    ]);
  });

  it('shares a part equally among holders, rounded down, and never lowers a rank', () => {
    const state = network(2, 10_000 * MYR);
    state.rank[2] = 1;
    state.rank[3] = 1;
    state.rank[1] = 3;
    // Sales 20,000.67 → pool floor(60,002.01) = 60,002 sen → each third floor(20,000.67) = 20,000
    // sen: 10,000 to each of two Managers, 20,000 to the Director.
    state.ownBv[2] += 67;
    const result = computeClose(state, packages, ranks, plan);
    expect(state.rank[1]).toBe(3);
    const leadership = of(result.credits, 'leadership');
    expect(leadership.map((c) => [c.memberId, c.amountSen])).toEqual([
      [2, 10_000],
      [3, 10_000],
      [1, 20_000],
    ]);
  });

  it('does not pay a rank holder without a paid package', () => {
    const state = network(2, 10_000 * MYR, 1);
    const result = computeClose(state, packages, ranks, plan);
    expect(state.rank[1]).toBe(1);
    expect(of(result.credits, 'leadership')).toHaveLength(0);
    expect(of(result.credits, 'pairing', 1)).toHaveLength(0);
  });
});

/* ---------- Property test: the engine against an obviously-correct model ---------- */

interface ModelMember extends Node {
  rank: number;
  totalLeft: bigint;
  totalRight: bigint;
  carryLeft: bigint;
  carryRight: bigint;
}

/** BUSINESS_RULES §5–§6 read literally: every purchase walks every ancestor, one member at a time. */
function modelClose(members: Map<number, ModelMember>, bought: Map<number, bigint>) {
  const credits: [number, string, bigint, number | null][] = [];
  const dayLeft = new Map<number, bigint>();
  const dayRight = new Map<number, bigint>();
  let sales = 0n;
  for (const [buyer, bv] of bought) {
    sales += bv;
    let child = buyer;
    let parent = members.get(buyer)!.parent;
    while (parent !== 0) {
      const side = members.get(child)!.leg === 1 ? dayLeft : dayRight;
      side.set(parent, (side.get(parent) ?? 0n) + bv);
      child = parent;
      parent = members.get(parent)!.parent;
    }
  }
  const price = (m: ModelMember) => BigInt(packages.get(m.pkg)!.priceSen);
  for (const [id, m] of members) {
    m.totalLeft += dayLeft.get(id) ?? 0n;
    m.totalRight += dayRight.get(id) ?? 0n;
    let direct = 0;
    for (const other of members.values()) if (other.sponsor === id && price(other) > 0n) direct++;
    // biome-ignore lint/complexity/useMathMinMax: bigint (Math.min takes numbers only)
    const small = m.totalLeft < m.totalRight ? m.totalLeft : m.totalRight;
    for (const r of ranks)
      if (r.id > m.rank && small >= BigInt(r.minSmallBvSen) && direct >= r.minDirectPaid)
        m.rank = r.id;
  }
  const pairings: [number, bigint][] = [];
  for (const [id, m] of members) {
    const left = m.carryLeft + (dayLeft.get(id) ?? 0n);
    const right = m.carryRight + (dayRight.get(id) ?? 0n);
    if (price(m) === 0n) {
      m.carryLeft = left;
      m.carryRight = right;
      continue;
    }
    const matched = left < right ? left : right;
    const uncapped = (matched * BigInt(plan.pairingPercent)) / 100n;
    const cap = BigInt(packages.get(m.pkg)!.capSen);
    const bonus = uncapped < cap ? uncapped : cap;
    m.carryLeft = left - matched;
    m.carryRight = right - matched;
    if (bonus > 0n) {
      credits.push([id, 'pairing', bonus, null]);
      pairings.push([id, bonus]);
    }
  }
  for (const [id, bonus] of pairings) {
    let upline = members.get(id)!.sponsor;
    for (let k = 1; upline !== 0 && k <= plan.levelRates.length; k++) {
      const u = members.get(upline)!;
      if (price(u) > 0n && packages.get(u.pkg)!.levelDepth >= k) {
        const amount = (bonus * BigInt(plan.levelRates[k - 1])) / 100n;
        if (amount > 0n) credits.push([upline, 'level', amount, id]);
      }
      upline = u.sponsor;
    }
  }
  const pool = (sales * BigInt(plan.leadershipPercent)) / 100n;
  const part = pool / 3n;
  for (const r of [1, 2, 3]) {
    const holders = [...members].filter(([, m]) => m.rank === r && price(m) > 0n).map(([id]) => id);
    if (holders.length === 0) continue;
    const share = part / BigInt(holders.length);
    if (share > 0n) for (const id of holders) credits.push([id, 'leadership', share, null]);
  }
  return credits;
}

describe('property: the bulk engine agrees with the literal model to the sen', () => {
  const key = (c: [number, string, bigint, number | null]) => `${c[1]}:${c[0]}:${c[3]}:${c[2]}`;

  for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
    it(`random tree and purchases over several days (seed ${seed})`, () => {
      const rand = seededRandom(seed);
      const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)];
      const model = new Map<number, ModelMember>();
      const blank = { rank: 0, totalLeft: 0n, totalRight: 0n, carryLeft: 0n, carryRight: 0n };
      model.set(1, { ...root(pick([1, 2, 5])), ...blank });
      const slots = new Set<string>();
      let state = newCloseState(1);
      for (let day = 0; day < 6; day++) {
        const bought = new Map<number, bigint>();
        const joins = 5 + Math.floor(rand() * 40);
        for (let j = 0; j < joins; j++) {
          const id = model.size + 1;
          const sponsor = 1 + Math.floor(rand() * model.size);
          // Any free slot at or below the sponsor keeps parent id < child id.
          let parent = sponsor;
          let leg: 1 | 2 = rand() < 0.5 ? 1 : 2;
          while (slots.has(`${parent}:${leg}`)) {
            const child = [...model].find(([, m]) => m.parent === parent && m.leg === leg)![0];
            parent = child;
            leg = rand() < 0.5 ? 1 : 2;
          }
          slots.add(`${parent}:${leg}`);
          const pkg = pick([1, 1, 2, 3, 4, 5]);
          model.set(id, { parent, leg, sponsor, pkg, ...blank });
          if (bvOf(pkg) > 0) bought.set(id, BigInt(bvOf(pkg)));
        }
        for (let u = 0; u < 4; u++) {
          const id = 1 + Math.floor(rand() * model.size);
          const m = model.get(id)!;
          if (m.pkg < 5) {
            const to = m.pkg + 1 + Math.floor(rand() * (5 - m.pkg));
            bought.set(id, (bought.get(id) ?? 0n) + BigInt(bvOf(to) - bvOf(m.pkg)));
            m.pkg = to;
          }
        }
        // The engine's state: carried over from yesterday, grown to the new members.
        const next = newCloseState(model.size);
        for (const name of ['rank', 'totalLeft', 'totalRight', 'carryLeft', 'carryRight'] as const)
          next[name].set(state[name]);
        for (const [id, m] of model) {
          next.placementParent[id] = m.parent;
          next.leg[id] = m.parent ? m.leg : 0;
          next.sponsor[id] = m.sponsor;
          next.packageOf[id] = m.pkg;
        }
        for (const [id, bv] of bought) next.ownBv[id] = Number(bv);
        state = next;
        const engine = computeClose(state, packages, ranks, plan);
        const expected = modelClose(model, bought);
        const got = engine.credits.map(
          (c) =>
            [c.memberId, c.bonusType, BigInt(c.amountSen), c.sourceMemberId] as [
              number,
              string,
              bigint,
              number | null,
            ],
        );
        expect(got.map(key).sort()).toEqual(expected.map(key).sort());
        for (const [id, m] of model) {
          expect([
            state.totalLeft[id],
            state.totalRight[id],
            state.carryLeft[id],
            state.carryRight[id],
            state.rank[id],
          ]).toEqual([
            Number(m.totalLeft),
            Number(m.totalRight),
            Number(m.carryLeft),
            Number(m.carryRight),
            m.rank,
          ]);
        }
      }
    });
  }
});
