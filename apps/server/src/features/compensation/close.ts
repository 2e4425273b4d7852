import { formatSen, parseMoney } from '@rangkai/shared';
import { sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { businessTimeZone } from '../../lib/business-time.js';
import { pgArray } from '../../lib/pg-array.js';
import { type BonusCredit, creditBonuses } from '../bonus/index.js';
import { notifyCloseBonuses } from '../notifications/index.js';
import { readSettings } from '../settings/index.js';
import {
  type CloseResult,
  type CloseState,
  computeClose,
  newCloseState,
  type PackageRule,
  type PlanSettings,
  type RankRule,
} from './engine.js';

/** Advisory-lock classes: one close at a time; a date's purchases (shared) against its close. */
const CLOSE_LOCK = 21067;
const DATE_LOCK = 21068;
const dayNumber = sql`- date '2000-01-01'`;

/** Members per query when loading the tree (keeps each reply's text a few MB). */
const LOAD_CHUNK = 250_000;
/** Rows per statement when writing volumes. */
const WRITE_CHUNK = 100_000;

export type CloseTrigger = 'scheduler' | 'cli' | 'admin' | 'simulator';

export interface CloseOptions {
  trigger: CloseTrigger;
  triggeredBy?: string | null;
  /** The current time (the simulator's clock); the database's clock when absent. */
  now?: Date;
  /** Progress of the long steps, for the CLI's bar. */
  onProgress?: (step: string, done: number, total: number) => void;
  /** Runs in the close's transaction once the date is closed (the back-office's audit row). */
  onClosed?: (tx: Tx, summary: CloseSummary) => Promise<void>;
}

export interface CloseSummary {
  businessDate: string;
  /** False when the date was already closed: nothing changed. */
  closed: boolean;
  purchases: number;
  salesBvSen: bigint;
  pairingSen: bigint;
  levelSen: bigint;
  leadershipSen: bigint;
  sponsorSen: bigint;
  bonusCount: number;
  membersPaid: number;
  rankChanges: number;
  membersTouched: number;
  durationMs: number;
  timings: Record<string, number>;
}

/**
 * The business date a purchase belongs to (BUSINESS_RULES §5: the calendar day in the business time zone),
 * claimed for the caller's transaction: it holds the date's lock (shared with other purchases,
 * exclusive against the date's close) until commit, so a close of that date waits for it and sees
 * it. A date closed meanwhile cannot take the purchase: the clock has then passed it and the next
 * date is claimed. With `at` (the simulator's clock) the day is that instant's, and a closed day
 * is refused.
 */
export async function claimBusinessDate(tx: Executor, at?: Date): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const instant = at ? sql`${at.toISOString()}::timestamptz` : sql`clock_timestamp()`;
    const { rows } = await tx.execute<{ day: string }>(sql`
      SELECT day::text AS day FROM (
        SELECT ((${instant}) AT TIME ZONE ${businessTimeZone()})::date AS day) d,
      LATERAL pg_advisory_xact_lock_shared(${DATE_LOCK}, d.day ${dayNumber})`);
    const day = rows[0].day;
    // A new statement, hence a snapshot taken after the lock was granted.
    const closed = await tx.execute(
      sql`SELECT 1 FROM bonus_closes WHERE business_date = ${day}::date`,
    );
    if (closed.rows.length === 0) return day;
    if (at || attempt > 2) throw new AppError('INVALID_STATE');
  }
}

/** The business date (in the business time zone) of `now`, or of the database's clock. */
export async function currentBusinessDate(db: Executor, now?: Date): Promise<string> {
  const instant = now ? sql`${now.toISOString()}::timestamptz` : sql`clock_timestamp()`;
  const { rows } = await db.execute<{ day: string }>(
    sql`SELECT (((${instant}) AT TIME ZONE ${businessTimeZone()})::date)::text AS day`,
  );
  return rows[0].day;
}

/**
 * Closes one business date (BUSINESS_RULES §5.2–§5.5, §6), all of it in one transaction: ranks,
 * pairing with carry, flush and cap, level bonuses, the leadership pool, each credit a ledger
 * movement and a bonus record, the members' new volumes, and the date's row in `bonus_closes`.
 * Exactly once: closes queue on one advisory lock, and a closed date returns `closed: false`
 * without a change. Refused (INVALID_STATE, field `date`) before the date has ended or while an
 * earlier date with purchases is still open. A failure rolls everything back.
 */
export async function closeBusinessDate(
  db: Db,
  date: string,
  options: CloseOptions,
): Promise<CloseSummary> {
  const started = Date.now();
  const timings: Record<string, number> = {};
  let mark = started;
  const lap = (name: string) => {
    const now = Date.now();
    timings[name] = now - mark;
    mark = now;
  };
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${CLOSE_LOCK}, 0)`);
    // Waits for every purchase still holding the date, and keeps new ones out of it.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${DATE_LOCK}, ${date}::date ${dayNumber})`);
    const done = await tx.execute(
      sql`SELECT 1 FROM bonus_closes WHERE business_date = ${date}::date`,
    );
    if (done.rows.length > 0) return emptySummary(date, false, Date.now() - started);
    const today = await currentBusinessDate(tx, options.now);
    if (date >= today) throw new AppError('INVALID_STATE', { date: 'INVALID_STATE' });
    const open = await tx.execute<{ day: string }>(sql`
      SELECT min(u.business_date)::text AS day FROM user_packages u
      WHERE u.business_date < ${date}::date
        AND u.business_date > coalesce((SELECT max(business_date) FROM bonus_closes), '-infinity')`);
    if (open.rows[0]?.day) throw new AppError('INVALID_STATE', { date: 'INVALID_STATE' });
    lap('claim');

    const sales = await tx.execute<{ member_id: number; bv: string; n: number }>(sql`
      SELECT member_id, sum(bv_sen)::text AS bv, count(*)::int AS n
      FROM user_packages WHERE business_date = ${date}::date GROUP BY member_id`);
    const purchases = sales.rows.reduce((sum, r) => sum + Number(r.n), 0);
    const sponsorSen = await sponsorBonusTotal(tx, date);
    if (purchases === 0) {
      // No purchase, no volume, no pool: nothing can be paid or change rank (§5, §6).
      const summary = emptySummary(date, true, 0);
      summary.sponsorSen = sponsorSen;
      await recordClose(tx, summary, null, options, started);
      await options.onClosed?.(tx, summary);
      return summary;
    }

    const state = await loadState(tx, date, options);
    for (const row of sales.rows) state.ownBv[Number(row.member_id)] = Number(row.bv);
    const plan = await loadPlan(tx);
    lap('load');
    const result = computeClose(state, plan.packages, plan.ranks, plan.settings);
    lap('compute');

    await writeVolumes(tx, date, state, result.touched, options);
    lap('volumes');
    const credits: BonusCredit[] = result.credits.map((c) => ({
      memberId: c.memberId,
      bonusType: c.bonusType,
      businessDate: date,
      amountSen: BigInt(c.amountSen),
      sourceMemberId: c.sourceMemberId,
      details: displayDetails(c.details),
      // One journal per member, type and date (creditBonuses groups by reference).
      reference: `${date}:${c.memberId}`,
    }));
    options.onProgress?.('credits', 0, credits.length);
    const bonusCount = await creditBonuses(tx, credits);
    options.onProgress?.('credits', credits.length, credits.length);
    lap('credits');
    await writeRanks(tx, date, result);
    lap('ranks');

    const summary: CloseSummary = {
      businessDate: date,
      closed: true,
      purchases,
      salesBvSen: BigInt(result.salesBvSen),
      pairingSen: BigInt(result.pairingSen),
      levelSen: BigInt(result.levelSen),
      leadershipSen: BigInt(result.leadershipSen),
      sponsorSen,
      bonusCount,
      membersPaid: new Set(result.credits.map((c) => c.memberId)).size,
      rankChanges: result.rankChanges.length,
      membersTouched: result.touched.length,
      durationMs: 0,
      timings,
    };
    await recordClose(tx, summary, result, options, started);
    summary.durationMs = Date.now() - started;
    await options.onClosed?.(tx, summary);
    return summary;
  });
}

/** Working amounts in sen become decimal strings, as every amount members see. */
const countKeys = new Set(['percent', 'level', 'rank', 'holders']);
function displayDetails(details: Record<string, number | string>) {
  return Object.fromEntries(
    Object.entries(details).map(([key, value]) => [
      key,
      typeof value === 'number' && !countKeys.has(key) ? formatSen(BigInt(value)) : value,
    ]),
  );
}

function emptySummary(date: string, closed: boolean, durationMs: number): CloseSummary {
  return {
    businessDate: date,
    closed,
    purchases: 0,
    salesBvSen: 0n,
    pairingSen: 0n,
    levelSen: 0n,
    leadershipSen: 0n,
    sponsorSen: 0n,
    bonusCount: 0,
    membersPaid: 0,
    rankChanges: 0,
    membersTouched: 0,
    durationMs,
    timings: {},
  };
}

async function sponsorBonusTotal(tx: Tx, date: string): Promise<bigint> {
  const { rows } = await tx.execute<{ total: string }>(sql`
    SELECT coalesce(sum(amount_sen), 0)::text AS total FROM bonuses
    WHERE business_date = ${date}::date AND bonus_type = 'sponsor'`);
  return BigInt(rows[0].total);
}

/** Packages, ranks and the plan's settings as they stand at the close. */
export async function loadPlan(tx: Executor): Promise<{
  packages: Map<number, PackageRule>;
  ranks: RankRule[];
  settings: PlanSettings;
}> {
  const packageRows = await tx.execute<{ id: number; price: string; cap: string; depth: number }>(
    sql`SELECT id, price_sen::text AS price, pairing_cap_sen::text AS cap, level_depth AS depth FROM packages`,
  );
  const rankRows = await tx.execute<{ id: number; bv: string; direct: number }>(
    sql`SELECT id, min_small_bv_sen::text AS bv, min_direct_paid AS direct FROM ranks`,
  );
  const values = await readSettings(tx);
  return {
    packages: new Map(
      packageRows.rows.map((p) => [
        Number(p.id),
        { priceSen: Number(p.price), capSen: Number(p.cap), levelDepth: Number(p.depth) },
      ]),
    ),
    // §6 thresholds are settings (`rank_<id>_small_bv`, `rank_<id>_direct_paid`), read as the
    // close runs: a change made in the back-office counts from the next close on.
    ranks: rankRows.rows.map((r) => {
      const id = Number(r.id);
      const bv = values[`rank_${id}_small_bv`];
      const direct = values[`rank_${id}_direct_paid`];
      return {
        id,
        minSmallBvSen: bv === undefined ? Number(r.bv) : Number(parseMoney(bv) ?? BigInt(r.bv)),
        minDirectPaid: direct === undefined ? Number(r.direct) : Number(direct),
      };
    }),
    settings: {
      pairingPercent: Number(values.pairing_bonus_percent),
      levelRates: values.level_bonus_rates.split(',').map(Number),
      leadershipPercent: Number(values.leadership_pool_percent),
    },
  };
}

/**
 * The tree and every member's state as of the end of `date`, in typed arrays: read in chunks of
 * ids as compact text (a few queries for a million members). The package held at the end of the
 * date is today's, undone for members whose package changed after it.
 */
async function loadState(tx: Tx, date: string, options: CloseOptions): Promise<CloseState> {
  const { rows } = await tx.execute<{ max: number | null }>(
    sql`SELECT max(id) AS max FROM members`,
  );
  const maxId = Number(rows[0].max ?? 0);
  const state = newCloseState(maxId);
  for (let from = 0; from <= maxId; from += LOAD_CHUNK) {
    const chunk = await tx.execute<{ text: string | null }>(sql`
      SELECT string_agg(concat_ws(',', id, coalesce(placement_parent_id, 0), coalesce(group_type, 0),
                                  coalesce(sponsor_id, 0), package_id, rank_id), ';') AS text
      FROM members WHERE id > ${from} AND id <= ${from + LOAD_CHUNK}`);
    for (const row of (chunk.rows[0].text ?? '').split(';')) {
      if (!row) continue;
      const [id, parent, leg, sponsor, pkg, rank] = row.split(',').map(Number);
      state.placementParent[id] = parent;
      state.leg[id] = leg;
      state.sponsor[id] = sponsor;
      state.packageOf[id] = pkg;
      state.rank[id] = rank;
    }
    options.onProgress?.('tree', Math.min(from + LOAD_CHUNK, maxId), maxId);
  }
  const later = await tx.execute<{ member_id: number; package_id: number | null }>(sql`
    SELECT DISTINCT ON (member_id) member_id, from_package_id AS package_id
    FROM user_packages WHERE business_date > ${date}::date ORDER BY member_id, id`);
  for (const row of later.rows)
    state.packageOf[Number(row.member_id)] = Number(row.package_id ?? 0);
  for (let from = 0; from <= maxId; from += LOAD_CHUNK) {
    const chunk = await tx.execute<{ text: string | null }>(sql`
      SELECT string_agg(concat_ws(',', member_id, total_left_sen, total_right_sen, carry_left_sen,
                                  carry_right_sen), ';') AS text
      FROM member_volumes WHERE member_id > ${from} AND member_id <= ${from + LOAD_CHUNK}`);
    for (const row of (chunk.rows[0].text ?? '').split(';')) {
      if (!row) continue;
      const [id, totalLeft, totalRight, carryLeft, carryRight] = row.split(',').map(Number);
      state.totalLeft[id] = totalLeft;
      state.totalRight[id] = totalRight;
      state.carryLeft[id] = carryLeft;
      state.carryRight[id] = carryRight;
    }
  }
  return state;
}

async function writeVolumes(
  tx: Tx,
  date: string,
  state: CloseState,
  touched: number[],
  options: CloseOptions,
) {
  for (let start = 0; start < touched.length; start += WRITE_CHUNK) {
    const ids = touched.slice(start, start + WRITE_CHUNK);
    await tx.execute(sql`
      INSERT INTO member_volumes AS v (member_id, total_left_sen, total_right_sen, carry_left_sen,
                                       carry_right_sen, business_date)
      SELECT x.id, x.tl, x.tr, x.cl, x.cr, ${date}::date
        FROM unnest(${pgArray(ids)}::int[],
                    ${pgArray(ids.map((id) => state.totalLeft[id]))}::bigint[],
                    ${pgArray(ids.map((id) => state.totalRight[id]))}::bigint[],
                    ${pgArray(ids.map((id) => state.carryLeft[id]))}::bigint[],
                    ${pgArray(ids.map((id) => state.carryRight[id]))}::bigint[])
          AS x(id, tl, tr, cl, cr)
      ON CONFLICT (member_id) DO UPDATE SET
        total_left_sen = excluded.total_left_sen, total_right_sen = excluded.total_right_sen,
        carry_left_sen = excluded.carry_left_sen, carry_right_sen = excluded.carry_right_sen,
        business_date = excluded.business_date`);
    options.onProgress?.('volumes', Math.min(start + WRITE_CHUNK, touched.length), touched.length);
  }
}

/** New ranks last: a member row stays locked only from here to the commit. */
async function writeRanks(tx: Tx, date: string, result: CloseResult) {
  const changes = result.rankChanges;
  for (let start = 0; start < changes.length; start += WRITE_CHUNK) {
    const chunk = changes.slice(start, start + WRITE_CHUNK);
    const ids = pgArray(chunk.map((c) => c.memberId));
    const to = pgArray(chunk.map((c) => c.to));
    await tx.execute(sql`
      INSERT INTO rank_history (member_id, business_date, from_rank, to_rank, small_bv_sen, direct_paid)
      SELECT x.id, ${date}::date, x.f, x.t, x.bv, x.d
        FROM unnest(${ids}::int[], ${pgArray(chunk.map((c) => c.from))}::int[], ${to}::int[],
                    ${pgArray(chunk.map((c) => c.smallBvSen))}::bigint[],
                    ${pgArray(chunk.map((c) => c.directPaid))}::int[]) AS x(id, f, t, bv, d)`);
    await tx.execute(sql`
      UPDATE members m SET rank_id = x.t, updated_at = now()
        FROM unnest(${ids}::int[], ${to}::int[]) AS x(id, t) WHERE m.id = x.id`);
  }
}

async function recordClose(
  tx: Tx,
  summary: CloseSummary,
  result: CloseResult | null,
  options: CloseOptions,
  started: number,
) {
  const carries = result
    ? { left: result.carryLeftSen, right: result.carryRightSen }
    : await outstandingCarries(tx);
  const finished = new Date();
  await tx.execute(sql`
    INSERT INTO bonus_closes (business_date, trigger, triggered_by, started_at, finished_at,
      duration_ms, purchases, sales_bv_sen, sponsor_sen, pairing_sen, level_sen, leadership_sen,
      bonus_count, members_paid, matched_bv_sen, flushed_bv_sen, carry_left_sen, carry_right_sen,
      rank_changes, members_touched)
    VALUES (${summary.businessDate}::date, ${options.trigger}, ${options.triggeredBy ?? null},
      ${new Date(started).toISOString()}::timestamptz, ${finished.toISOString()}::timestamptz,
      ${finished.getTime() - started}, ${summary.purchases}, ${summary.salesBvSen},
      ${summary.sponsorSen}, ${summary.pairingSen}, ${summary.levelSen}, ${summary.leadershipSen},
      ${summary.bonusCount}, ${summary.membersPaid}, ${result?.matchedBvSen ?? 0},
      ${result?.flushedBvSen ?? 0}, ${carries.left}, ${carries.right}, ${summary.rankChanges},
      ${summary.membersTouched})`);
  // Each member the close paid is told once, with the close's total.
  if (result) await notifyCloseBonuses(tx, summary.businessDate);
}

/** Carries outstanding when a date without purchases closes: the last close's, unchanged. */
async function outstandingCarries(tx: Tx) {
  const { rows } = await tx.execute<{ left: string; right: string }>(sql`
    SELECT carry_left_sen::text AS left, carry_right_sen::text AS right FROM bonus_closes
    ORDER BY business_date DESC LIMIT 1`);
  return { left: BigInt(rows[0]?.left ?? 0), right: BigInt(rows[0]?.right ?? 0) };
}

/**
 * Dates to close now, in order: from the day after the last closed date (or the first date with
 * purchases when none is closed) to yesterday. Empty when all are closed.
 */
export async function datesToClose(db: Executor, now?: Date): Promise<string[]> {
  const today = await currentBusinessDate(db, now);
  const { rows } = await db.execute<{ day: string }>(sql`
    SELECT d::date::text AS day FROM generate_series(
      coalesce((SELECT max(business_date) + 1 FROM bonus_closes),
               (SELECT min(business_date) FROM user_packages),
               ${today}::date - 1),
      ${today}::date - 1, interval '1 day') AS d`);
  return rows.map((r) => r.day);
}
