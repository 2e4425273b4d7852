/**
 * An independent model of the compensation plan with cancellations, written from
 * BUSINESS_RULES.md §3–§6 and §13 (not from the production code): plain BigInt arithmetic over a
 * plan-simulator scenario, literal and slow. The property tests compare the simulator's result
 * with it to the sen. Only the seeded settings (no `settings` in the scenario).
 */
import type { Scenario, SimulationResult } from '../../src/features/simulate/index.js';
import {
  DEFAULT_RATES,
  formatMoney,
  lastDayToCancel,
  min,
  PACKAGES,
  paid,
  pct,
  RANKS,
} from './plan-model-rules.js';

export { lastDayToCancel };

interface Member {
  name: string;
  sponsor: Member | null;
  parent: Member | null;
  leg: 1 | 2;
  children: { 1: Member | null; 2: Member | null };
  pkg: number;
  rank: number;
  totalLeft: bigint;
  totalRight: bigint;
  carryLeft: bigint;
  carryRight: bigint;
  point1: bigint;
  point4: bigint;
  debt: bigint;
  /** Purchases, oldest first (§13: undone newest first). */
  purchases: Purchase[];
}
interface Purchase {
  date: string;
  bv: bigint;
  before: number;
  cancelled: boolean;
  /** The sponsor bonus it paid (§5.1), if any. */
  sponsorBonus: { to: Member; amount: bigint } | null;
}

export class ModelError extends Error {}

/** What the simulator should return, and each member's clawback debt at the end (§13). */
export interface ModelRun {
  result: SimulationResult;
  debts: Map<string, bigint>;
  /** How often a leg fell below zero at a close (§13), and cancels of a day already closed. */
  floors: number;
  lateCancels: number;
  /** Clawbacks the wallets could not cover, and credits that repaid a debt (§13). */
  debtsCreated: number;
  repayments: number;
}

/**
 * Test-only: before the events of day `day` (index), `username`'s point1 and point4 are emptied
 * (as if spent), so that a later clawback exceeds what the wallets hold (§13 clawback debt).
 */
export interface Drain {
  day: number;
  username: string;
}

/** Runs `scenario` (and `drains`) through the rules. */
export function modelScenario(scenario: Scenario, drains: readonly Drain[] = []): ModelRun {
  const rates: Record<string, string> = { ...DEFAULT_RATES };
  for (const [key, value] of Object.entries(scenario.settings ?? {})) {
    if (!(key in rates) || !/^\d+(,\d+)*$/.test(String(value)))
      throw new ModelError(`the model knows whole-percent bonus settings only: ${key}`);
    rates[key] = String(value);
  }
  const SPONSOR_PERCENT = BigInt(rates.sponsor_bonus_percent);
  const PAIRING_PERCENT = BigInt(rates.pairing_bonus_percent);
  const LEVEL_RATES = rates.level_bonus_rates.split(',').map(BigInt);
  const LEADERSHIP_PERCENT = BigInt(rates.leadership_pool_percent);
  const POINT4_PERCENT = BigInt(rates.bonus_point4_percent);
  const holidays = scenario.holidays ?? [];
  const newMember = (name: string, pkg: number, sponsor: Member | null): Member => ({
    name,
    sponsor,
    parent: null,
    leg: 1,
    children: { 1: null, 2: null },
    pkg,
    rank: 0,
    totalLeft: 0n,
    totalRight: 0n,
    carryLeft: 0n,
    carryRight: 0n,
    point1: 0n,
    point4: 0n,
    debt: 0n,
    purchases: [],
  });
  const root = newMember('root', scenario.root_package_id ?? 5, null);
  const members: Member[] = [root];
  const byName = new Map<string, Member>([['root', root]]);
  const bonuses: SimulationResult['bonuses'] = [];
  let sales = 0n;
  let bonusTotal = 0n;
  let floors = 0;
  let lateCancels = 0;
  let debtsCreated = 0;
  let repayments = 0;

  const find = (name: string) => {
    const m = byName.get(name);
    if (!m) throw new ModelError(`unknown member ${name}`);
    return m;
  };
  /** §5: a credit, 20% (rounded down) to point4 and the rest to point1; §13: debt first. */
  const credit = (m: Member, date: string, type: string, amount: bigint, source: string | null) => {
    bonuses.push({ date, username: m.name, type, amount: formatMoney(amount), source });
    bonusTotal += amount;
    const to4 = pct(amount, POINT4_PERCENT);
    const to1 = amount - to4;
    const repaid = min(m.debt, amount);
    const from4 = amount > 0n ? (repaid * to4) / amount : 0n;
    if (repaid > 0n) repayments++;
    m.debt -= repaid;
    m.point4 += to4 - from4;
    m.point1 += to1 - (repaid - from4);
  };
  /** The volume of the current day at each member's own position (purchases less cancels). */
  let ownBv = new Map<Member, bigint>();
  const purchase = (m: Member, date: string, to: number) => {
    const bv = PACKAGES[to].bv - PACKAGES[m.pkg].bv;
    if (bv <= 0n) throw new ModelError(`${m.name}: not an upgrade`);
    const sponsor = m.sponsor;
    const p: Purchase = { date, bv, before: m.pkg, cancelled: false, sponsorBonus: null };
    m.pkg = to;
    m.purchases.push(p);
    ownBv.set(m, (ownBv.get(m) ?? 0n) + bv);
    sales += bv;
    if (sponsor && paid(sponsor.pkg)) {
      const amount = pct(bv, SPONSOR_PERCENT);
      p.sponsorBonus = { to: sponsor, amount };
      if (amount > 0n) credit(sponsor, date, 'sponsor', amount, m.name);
    }
  };
  const cancel = (m: Member, date: string) => {
    const p = [...m.purchases].reverse().find((x) => !x.cancelled);
    if (!p) throw new ModelError(`${date}: cancel ${m.name}: nothing left to cancel`);
    if (date > lastDayToCancel(p.date, holidays))
      throw new ModelError(`${date}: cancel ${m.name}: COOLING_OFF_ENDED`);
    p.cancelled = true;
    if (p.date < date) lateCancels++;
    m.pkg = p.before;
    ownBv.set(m, (ownBv.get(m) ?? 0n) - p.bv);
    sales -= p.bv;
    if (p.sponsorBonus && p.sponsorBonus.amount > 0n) {
      const { to: s, amount } = p.sponsorBonus;
      bonuses.push({
        date,
        username: s.name,
        type: 'sponsor_clawback',
        amount: formatMoney(amount),
        source: m.name,
      });
      bonusTotal -= amount;
      const share4 = pct(amount, POINT4_PERCENT);
      const share1 = amount - share4;
      const take4 = min(share4, s.point4);
      const take1 = min(share1, s.point1);
      s.point4 -= take4;
      s.point1 -= take1;
      s.debt += amount - take4 - take1;
      if (amount > take4 + take1) debtsCreated++;
    }
  };
  /** §4: the end node of `leg` below the sponsor. */
  const endOfLeg = (from: Member, leg: 1 | 2) => {
    let node = from;
    while (node.children[leg]) node = node.children[leg] as Member;
    return node;
  };
  const inSubtree = (node: Member, top: Member) => {
    for (let n: Member | null = node; n; n = n.parent) if (n === top) return true;
    return false;
  };

  let previous = '';
  for (const [d, day] of scenario.days.entries()) {
    if (day.date <= previous) throw new ModelError(`${day.date}: dates must increase`);
    previous = day.date;
    ownBv = new Map();
    for (const drain of drains.filter((x) => x.day === d)) {
      const m = find(drain.username);
      m.point1 = 0n;
      m.point4 = 0n;
    }
    for (const event of day.events) {
      if (event.type === 'join') {
        if (byName.has(event.username)) throw new ModelError(`${event.username} exists`);
        const sponsor = find(event.sponsor);
        const parent = event.placement ? find(event.placement) : endOfLeg(sponsor, event.leg);
        if (parent.children[event.leg] || !inSubtree(parent, sponsor))
          throw new ModelError(`${event.username}: placement`);
        const m = newMember(event.username, 1, sponsor);
        m.parent = parent;
        m.leg = event.leg;
        parent.children[event.leg] = m;
        members.push(m);
        byName.set(m.name, m);
        if (paid(event.package_id)) purchase(m, day.date, event.package_id);
      } else if (event.type === 'upgrade') {
        purchase(find(event.username), day.date, event.package_id);
      } else {
        cancel(find(event.username), day.date);
      }
    }
    close(day.date);
  }

  /** §5.2–§5.4, §6, §13: the daily close of `date`, in order pairing, level, leadership. */
  function close(date: string) {
    const subtreeBv = new Map<Member, bigint>();
    const volumeOf = (m: Member | null): bigint => {
      if (!m) return 0n;
      const v = (ownBv.get(m) ?? 0n) + volumeOf(m.children[1]) + volumeOf(m.children[2]);
      subtreeBv.set(m, v);
      return v;
    };
    volumeOf(root);
    const legBv = (m: Member, leg: 1 | 2) => {
      const child = m.children[leg];
      return child ? (subtreeBv.get(child) ?? 0n) : 0n;
    };
    const pairings: { m: Member; amount: bigint }[] = [];
    for (const m of members) {
      const leftBv = legBv(m, 1);
      const rightBv = legBv(m, 2);
      m.totalLeft += leftBv;
      m.totalRight += rightBv;
      // §13: a leg below zero counts as 0, the rest forgiven.
      let L = m.carryLeft + leftBv;
      let R = m.carryRight + rightBv;
      if (L < 0n || R < 0n) floors++;
      if (L < 0n) L = 0n;
      if (R < 0n) R = 0n;
      if (!paid(m.pkg)) {
        m.carryLeft = L;
        m.carryRight = R;
        continue;
      }
      const matched = min(L, R);
      const raw = pct(matched, PAIRING_PERCENT);
      const cap = PACKAGES[m.pkg].cap;
      const amount = min(raw, cap);
      m.carryLeft = L - matched;
      m.carryRight = R - matched;
      if (amount > 0n) pairings.push({ m, amount });
    }
    const sorted = <T extends { m: Member }>(list: T[]) =>
      [...list].sort((a, b) => members.indexOf(a.m) - members.indexOf(b.m));
    const levels: { m: Member; source: Member; amount: bigint }[] = [];
    for (const p of pairings) {
      let upline = p.m.sponsor;
      for (let k = 1; k <= LEVEL_RATES.length && upline; k++, upline = upline.sponsor) {
        if (PACKAGES[upline.pkg].depth < k) continue;
        const amount = pct(p.amount, LEVEL_RATES[k - 1]);
        if (amount > 0n) levels.push({ m: upline, source: p.m, amount });
      }
    }
    // §6: ranks first (never down), on lifetime legs after today and today's paid directs.
    for (const m of members) {
      const small = min(m.totalLeft, m.totalRight);
      const directs = members.filter((x) => x.sponsor === m && paid(x.pkg)).length;
      const reached = RANKS.find((r) => small >= r.small && directs >= r.directs)?.rank ?? 0;
      if (reached > m.rank) m.rank = reached;
    }
    let dayBv = 0n;
    for (const v of ownBv.values()) dayBv += v;
    const pool = pct(dayBv > 0n ? dayBv : 0n, LEADERSHIP_PERCENT);
    const third = pool / 3n;
    const leaderships: { m: Member; amount: bigint }[] = [];
    for (const rank of [1, 2, 3]) {
      const holders = members.filter((m) => m.rank === rank && paid(m.pkg));
      if (!holders.length) continue;
      const share = third / BigInt(holders.length);
      if (share > 0n) for (const m of holders) leaderships.push({ m, amount: share });
    }
    for (const p of sorted(pairings)) credit(p.m, date, 'pairing', p.amount, null);
    const levelOrder = (a: (typeof levels)[0], b: (typeof levels)[0]) =>
      members.indexOf(a.m) - members.indexOf(b.m) ||
      members.indexOf(a.source) - members.indexOf(b.source);
    for (const l of [...levels].sort(levelOrder))
      credit(l.m, date, 'level', l.amount, l.source.name);
    for (const l of sorted(leaderships)) credit(l.m, date, 'leadership', l.amount, null);
  }

  const ratio =
    sales > 0n
      ? (() => {
          const scaled = (bonusTotal * 10_000n) / sales;
          return `${scaled / 10_000n}.${(scaled % 10_000n).toString().padStart(4, '0')}`;
        })()
      : '0.0000';
  const result: SimulationResult = {
    bonuses,
    members: members.map((m) => ({
      username: m.name,
      package_id: m.pkg,
      rank: m.rank,
      total_left: formatMoney(m.totalLeft),
      total_right: formatMoney(m.totalRight),
      carry_left: formatMoney(m.carryLeft),
      carry_right: formatMoney(m.carryRight),
      point1: formatMoney(m.point1),
      point4: formatMoney(m.point4),
    })),
    totals: { sales: formatMoney(sales), bonus: formatMoney(bonusTotal), payout_ratio: ratio },
  };
  return {
    result,
    debts: new Map(members.map((m) => [m.name, m.debt])),
    floors,
    lateCancels,
    debtsCreated,
    repayments,
  };
}
