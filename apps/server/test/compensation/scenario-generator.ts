/**
 * Random plan-simulator scenarios with cancellations for the property tests, from a seed: a few
 * weekdays (some public holidays), joins (free and paid packages, either leg, an explicit
 * placement in the sponsor's subtree or the end of the leg), upgrades and cancels. Only valid
 * events: a cancel names a member whose latest purchase not yet cancelled is within its
 * cooling-off period (BUSINESS_RULES §13), counted with the scenario's holidays.
 */
import type { Scenario } from '../../src/features/simulate/index.js';
import { seededRandom } from '../../src/lib/seeded-random.js';
import { type Drain, lastDayToCancel } from './plan-model.js';

type Event = Scenario['days'][number]['events'][number];

interface Node {
  name: string;
  sponsor: Node | null;
  parent: Node | null;
  children: { 1: Node | null; 2: Node | null };
  pkg: number;
  /** Purchases not yet cancelled, oldest first: the day bought and the package held before. */
  open: { date: string; before: number }[];
}

const iso = (d: Date) => d.toISOString().slice(0, 10);
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

export interface GeneratorOptions {
  days?: number;
  eventsPerDay?: [number, number];
  /** Weight of Platinum and Diamond among paid packages (ranks need large legs). */
  rich?: boolean;
  /**
   * The first day opens with Diamonds for root, two on each leg (root reaches rank 1), and half
   * the time four for m1 as well (rank 1 too): ranks, leadership, and cancels after a rank.
   */
  ranked?: boolean;
  /** Odd bonus percentages (settings), so that splits and bonuses round down to the sen. */
  oddRates?: boolean;
  /**
   * Clawback debt: on a later day the sponsor of a cancellable purchase has their wallets emptied
   * (a test-only drain) and the day opens with that cancel.
   */
  debts?: boolean;
  /** root's package (default Diamond): a free or small root is paid less, or nothing. */
  rootPackage?: number;
}

export function generateScenario(seed: number, options: GeneratorOptions = {}): Scenario {
  return generateRun(seed, options).scenario;
}

export function generateRun(
  seed: number,
  options: GeneratorOptions = {},
): { scenario: Scenario; drains: Drain[] } {
  const random = seededRandom(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const chance = (p: number) => random() < p;

  // Weekdays from a Monday in 2027, sometimes a long gap (purchases leave their period).
  const start = new Date(Date.UTC(2027, 0, 4 + 7 * int(0, 40)));
  const dates: string[] = [];
  const cursor = new Date(start);
  const dayCount = options.days ?? int(3, 5);
  while (dates.length < dayCount) {
    if (weekday(iso(cursor)) % 6 !== 0) dates.push(iso(cursor));
    cursor.setUTCDate(cursor.getUTCDate() + (chance(0.15) ? int(8, 16) : 1));
  }
  // Holidays among the working days of the run (a scenario day may be one, too).
  const holidays: string[] = [];
  const span = new Date(start);
  const pool: string[] = [];
  while (iso(span) <= dates[dates.length - 1]) {
    if (weekday(iso(span)) % 6 !== 0) pool.push(iso(span));
    span.setUTCDate(span.getUTCDate() + 1);
  }
  for (let i = int(0, 2); i > 0; i--) {
    const h = pick(pool);
    if (!holidays.includes(h)) holidays.push(h);
  }
  holidays.sort();

  const root: Node = {
    name: 'root',
    sponsor: null,
    parent: null,
    children: { 1: null, 2: null },
    pkg: options.rootPackage ?? 5,
    open: [],
  };
  const nodes: Node[] = [root];
  const inSubtree = (n: Node, top: Node) => {
    for (let x: Node | null = n; x; x = x.parent) if (x === top) return true;
    return false;
  };
  const paidPackage = () => (options.rich ? pick([2, 3, 4, 5, 5, 5, 4]) : pick([2, 2, 3, 3, 4, 5]));
  const [minEvents, maxEvents] = options.eventsPerDay ?? [2, 4];

  const join = (
    date: string,
    sponsor: Node,
    leg: 1 | 2,
    parent: Node | null,
    pkg: number,
  ): Event => {
    let at = parent ?? sponsor;
    while (!parent && at.children[leg]) at = at.children[leg] as Node;
    const n: Node = {
      name: `m${nodes.length}`,
      sponsor,
      parent: at,
      children: { 1: null, 2: null },
      pkg,
      open: pkg > 1 ? [{ date, before: 1 }] : [],
    };
    at.children[leg] = n;
    nodes.push(n);
    return {
      type: 'join',
      username: n.name,
      sponsor: sponsor.name,
      leg,
      ...(parent ? { placement: parent.name } : {}),
      package_id: pkg,
    };
  };
  let cancels = 0;
  const drains: Drain[] = [];
  const cancelOf = (n: Node): Event => {
    n.pkg = (n.open.pop() as { before: number }).before;
    cancels++;
    return { type: 'cancel', username: n.name };
  };
  const days: Scenario['days'] = dates.map((date, d) => {
    const events: Event[] = [];
    if (d === 0 && options.ranked) {
      for (const leg of [1, 2, 1, 2] as const) events.push(join(date, root, leg, null, 5));
      if (chance(0.5))
        for (const leg of [1, 2, 1, 2] as const) events.push(join(date, nodes[1], leg, null, 5));
    }
    const withSponsor = nodes.filter(
      (n) =>
        n.sponsor &&
        n.open.length &&
        date <= lastDayToCancel(n.open[n.open.length - 1].date, holidays),
    );
    if (options.debts && d > 0 && withSponsor.length && chance(0.7)) {
      const n = pick(withSponsor);
      drains.push({ day: d, username: (n.sponsor as Node).name });
      events.push(cancelOf(n));
    }
    for (let i = int(minEvents, maxEvents); i > 0; i--) {
      const cancellable = nodes.filter((n) => {
        const last = n.open[n.open.length - 1];
        return last && date <= lastDayToCancel(last.date, holidays);
      });
      const upgradable = nodes.filter((n) => n !== root && n.pkg < 5);
      const roll = random();
      if (cancellable.length && roll < (d > 0 ? 0.35 : 0.1)) {
        events.push(cancelOf(pick(cancellable)));
      } else if (upgradable.length && roll < 0.5) {
        const n = pick(upgradable);
        const to = int(n.pkg + 1, 5);
        n.open.push({ date, before: n.pkg });
        n.pkg = to;
        events.push({ type: 'upgrade', username: n.name, package_id: to });
      } else {
        const sponsor = chance(0.4) ? root : pick(nodes);
        const leg: 1 | 2 = chance(0.5) ? 1 : 2;
        const free = nodes.filter((n) => !n.children[leg] && inSubtree(n, sponsor));
        const parent = chance(0.5) ? pick(free) : null;
        events.push(join(date, sponsor, leg, parent, chance(0.2) ? 1 : paidPackage()));
      }
    }
    // At least one cancel in a run, when one is possible on its last day.
    const lastChance = nodes.filter(
      (n) => n.open.length && date <= lastDayToCancel(n.open[n.open.length - 1].date, holidays),
    );
    if (d === dates.length - 1 && !cancels && lastChance.length) {
      events.push(cancelOf(pick(lastChance)));
    }
    return { date, events };
  });
  const settings = options.oddRates
    ? {
        sponsor_bonus_percent: pick([7, 11, 13]),
        pairing_bonus_percent: pick([7, 9, 12]),
        level_bonus_rates: pick(['9,7,3,1,1', '13,7,3', '11,3,1,1,1']),
        leadership_pool_percent: pick([3, 7]),
        bonus_point4_percent: pick([17, 23, 33]),
      }
    : null;
  const scenario: Scenario = {
    root_package_id: options.rootPackage ?? 5,
    ...(settings ? { settings } : {}),
    ...(holidays.length ? { holidays } : {}),
    days,
  };
  return { scenario, drains };
}
