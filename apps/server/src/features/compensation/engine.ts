/**
 * The daily close's arithmetic (BUSINESS_RULES §5.2–§5.4, §6), in memory and in bulk: one
 * bottom-up pass over the placement tree gives every member's left and right BV of the day, then
 * ranks, pairing, level and leadership bonuses are computed member by member from arrays indexed by
 * member id. No database here: `close.ts` loads the arrays and writes the result; the simulator and
 * the tests call the same code.
 *
 * Amounts are integer sen held in doubles (exact below 2^53, far above any plausible total); every
 * percentage is applied with `percentOf`, which rounds down to the sen (§1).
 */

export interface PackageRule {
  priceSen: number;
  /** Daily pairing cap (§3). */
  capSen: number;
  /** Level-bonus depth (§3). */
  levelDepth: number;
}

export interface RankRule {
  id: number;
  minSmallBvSen: number;
  minDirectPaid: number;
}

export interface PlanSettings {
  pairingPercent: number;
  /** Level-bonus rates by level, k = 1 first (percent). */
  levelRates: number[];
  leadershipPercent: number;
}

/** The tree and every member's state before the close, indexed by member id (0 = no member). */
export interface CloseState {
  /** Highest member id; arrays have `maxId + 1` entries. */
  maxId: number;
  placementParent: Int32Array;
  /** 1 left, 2 right (0 for the root or a missing id). */
  leg: Uint8Array;
  sponsor: Int32Array;
  /** Package held at the end of the business date (0 = not a member yet). */
  packageOf: Uint8Array;
  rank: Uint8Array;
  /** BV the member bought on the business date, less the BV of purchases cancelled on it (§13). */
  ownBv: Float64Array;
  totalLeft: Float64Array;
  totalRight: Float64Array;
  carryLeft: Float64Array;
  carryRight: Float64Array;
}

export type CloseBonusType = 'pairing' | 'level' | 'leadership';

export interface CloseCredit {
  memberId: number;
  bonusType: CloseBonusType;
  amountSen: number;
  sourceMemberId: number | null;
  details: Record<string, number | string>;
}

export interface CloseResult {
  credits: CloseCredit[];
  /** Members whose volumes changed; their new totals and carries are in the state arrays. */
  touched: number[];
  rankChanges: {
    memberId: number;
    from: number;
    to: number;
    smallBvSen: number;
    directPaid: number;
  }[];
  salesBvSen: number;
  matchedBvSen: number;
  flushedBvSen: number;
  /** Negative leg volume (cancellations, §13) below zero, forgiven. */
  forgivenBvSen: number;
  pairingSen: number;
  levelSen: number;
  leadershipSen: number;
  /** Σ carries of every member after the close. */
  carryLeftSen: number;
  carryRightSen: number;
}

export function newCloseState(maxId: number): CloseState {
  const n = maxId + 1;
  return {
    maxId,
    placementParent: new Int32Array(n),
    leg: new Uint8Array(n),
    sponsor: new Int32Array(n),
    packageOf: new Uint8Array(n),
    rank: new Uint8Array(n),
    ownBv: new Float64Array(n),
    totalLeft: new Float64Array(n),
    totalRight: new Float64Array(n),
    carryLeft: new Float64Array(n),
    carryRight: new Float64Array(n),
  };
}

/** `floor(amount × percent / 100)` on integer sen, exactly. */
export function percentOf(amountSen: number, percent: number): number {
  const product = amountSen * percent;
  if (!Number.isSafeInteger(product)) throw new RangeError(`amount ${amountSen} is out of range`);
  return Math.floor(product / 100);
}

/**
 * Runs the close of one business date over `state`, updating its volumes, carries and ranks in
 * place, and returns the credits to pay (none of zero) and the close's figures.
 */
export function computeClose(
  state: CloseState,
  packages: ReadonlyMap<number, PackageRule>,
  ranks: readonly RankRule[],
  settings: PlanSettings,
): CloseResult {
  const { maxId, placementParent, leg, sponsor, packageOf, ownBv } = state;
  const { totalLeft, totalRight, carryLeft, carryRight, rank } = state;
  const n = maxId + 1;
  const price = (id: number) => packages.get(packageOf[id])?.priceSen ?? 0;
  const paid = (id: number) => packageOf[id] !== 0 && price(id) > 0;

  // 1. Left and right BV of the day for every member, bottom-up: a member joins after its
  //    placement parent, so descending ids visit every child before its parent.
  const subtree = Float64Array.from(ownBv);
  const dayLeft = new Float64Array(n);
  const dayRight = new Float64Array(n);
  let salesBvSen = 0;
  for (let id = maxId; id >= 1; id--) {
    salesBvSen += ownBv[id];
    const volume = subtree[id];
    const parent = placementParent[id];
    if (volume === 0 || parent === 0) continue;
    if (parent >= id) throw new Error(`member ${id} is placed under a later member ${parent}`);
    subtree[parent] += volume;
    if (leg[id] === 1) dayLeft[parent] += volume;
    else dayRight[parent] += volume;
  }

  // 2. Ranks (§6), from lifetime leg totals including the day and direct members holding a paid
  //    package at the close; a rank never goes down.
  const directPaid = new Int32Array(n);
  for (let id = 1; id <= maxId; id++) if (sponsor[id] !== 0 && paid(id)) directPaid[sponsor[id]]++;
  const touched: number[] = [];
  const rankChanges: CloseResult['rankChanges'] = [];
  const ladder = [...ranks].filter((r) => r.id > 0).sort((a, b) => b.id - a.id);
  for (let id = 1; id <= maxId; id++) {
    if (dayLeft[id] !== 0 || dayRight[id] !== 0) {
      totalLeft[id] += dayLeft[id];
      totalRight[id] += dayRight[id];
      touched.push(id);
    }
    if (packageOf[id] === 0) continue;
    const smallBv = Math.min(totalLeft[id], totalRight[id]);
    const reached = ladder.find(
      (r) => smallBv >= r.minSmallBvSen && directPaid[id] >= r.minDirectPaid,
    );
    if (reached && reached.id > rank[id]) {
      rankChanges.push({
        memberId: id,
        from: rank[id],
        to: reached.id,
        smallBvSen: smallBv,
        directPaid: directPaid[id],
      });
      rank[id] = reached.id;
    }
  }

  // 3. Pairing (§5.2) for every member with volume to match: the day's legs plus carries.
  const credits: CloseCredit[] = [];
  let matchedBvSen = 0;
  let flushedBvSen = 0;
  let pairingSen = 0;
  let carryLeftSen = 0;
  let carryRightSen = 0;
  const pairingPaid: { memberId: number; amountSen: number }[] = [];
  const carriesChanged = new Uint8Array(n);
  let forgivenBvSen = 0;
  for (let id = 1; id <= maxId; id++) {
    // A cancellation (§13) is negative BV of its day: a leg that falls below zero counts as 0 and
    // the rest is forgiven, so carries never go negative.
    const rawLeft = carryLeft[id] + dayLeft[id];
    const rawRight = carryRight[id] + dayRight[id];
    const left = Math.max(rawLeft, 0);
    const right = Math.max(rawRight, 0);
    forgivenBvSen += left - rawLeft + (right - rawRight);
    if (left === 0 || right === 0 || !paid(id)) {
      carryLeft[id] = left;
      carryRight[id] = right;
      carryLeftSen += left;
      carryRightSen += right;
      continue;
    }
    const rule = packages.get(packageOf[id])!;
    const matched = Math.min(left, right);
    const uncapped = percentOf(matched, settings.pairingPercent);
    const bonus = Math.min(uncapped, rule.capSen);
    // Volume whose bonus the cap took: matched less the volume the paid bonus stands for.
    const flushed =
      bonus < uncapped ? matched - Math.floor((bonus * 100) / settings.pairingPercent) : 0;
    carryLeft[id] = left - matched;
    carryRight[id] = right - matched;
    carryLeftSen += carryLeft[id];
    carryRightSen += carryRight[id];
    carriesChanged[id] = 1;
    matchedBvSen += matched;
    flushedBvSen += flushed;
    if (bonus > 0) {
      pairingSen += bonus;
      pairingPaid.push({ memberId: id, amountSen: bonus });
      credits.push({
        memberId: id,
        bonusType: 'pairing',
        amountSen: bonus,
        sourceMemberId: null,
        details: {
          left,
          right,
          day_left: dayLeft[id],
          day_right: dayRight[id],
          matched,
          percent: settings.pairingPercent,
          cap: rule.capSen,
          flushed,
          carry_left: carryLeft[id],
          carry_right: carryRight[id],
        },
      });
    }
  }
  // A member matched from carries alone (no volume today) changed state too.
  for (let id = 1; id <= maxId; id++)
    if (carriesChanged[id] && dayLeft[id] === 0 && dayRight[id] === 0) touched.push(id);

  // 4. Level bonus (§5.3): each pairing bonus up the sponsor tree, level k paid when the upline's
  //    package reaches depth k.
  let levelSen = 0;
  for (const { memberId, amountSen } of pairingPaid) {
    let upline = sponsor[memberId];
    for (let k = 1; upline !== 0 && k <= settings.levelRates.length; k++) {
      const rule = packages.get(packageOf[upline]);
      if (rule && rule.priceSen > 0 && rule.levelDepth >= k) {
        const amount = percentOf(amountSen, settings.levelRates[k - 1]);
        if (amount > 0) {
          levelSen += amount;
          credits.push({
            memberId: upline,
            bonusType: 'level',
            amountSen: amount,
            sourceMemberId: memberId,
            details: { level: k, percent: settings.levelRates[k - 1], pairing: amountSen },
          });
        }
      }
      upline = sponsor[upline];
    }
  }

  // 5. Leadership (§5.4): a pool of the day's BV (net of its cancellations, §13, never below 0)
  //    in equal parts per rank, each shared equally by the paid holders of exactly that rank; a
  //    part without holders is not paid.
  let leadershipSen = 0;
  const pool = percentOf(Math.max(salesBvSen, 0), settings.leadershipPercent);
  if (pool > 0 && ladder.length > 0) {
    const part = Math.floor(pool / ladder.length);
    const holders = new Map<number, number[]>(ladder.map((r) => [r.id, []]));
    for (let id = 1; id <= maxId; id++)
      if (rank[id] > 0 && paid(id)) holders.get(rank[id])?.push(id);
    for (const r of [...ladder].reverse()) {
      const list = holders.get(r.id)!;
      if (list.length === 0) continue;
      const share = Math.floor(part / list.length);
      if (share === 0) continue;
      for (const id of list) {
        leadershipSen += share;
        credits.push({
          memberId: id,
          bonusType: 'leadership',
          amountSen: share,
          sourceMemberId: null,
          details: { rank: r.id, pool, part, holders: list.length, sales: salesBvSen },
        });
      }
    }
  }

  return {
    credits,
    touched,
    rankChanges,
    salesBvSen,
    matchedBvSen,
    flushedBvSen,
    forgivenBvSen,
    pairingSen,
    levelSen,
    leadershipSen,
    carryLeftSen,
    carryRightSen,
  };
}
