import { formatSen } from '@rangkai/shared';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { BonusCredit } from '../bonus/index.js';
import { CLOSE_LOCK, DATE_LOCK, dayNumber } from './close-locks.js';
import { type CloseOptions, type CloseSummary, emptySummary } from './close-summary.js';
import { payCreditBatches, stageCredits } from './credit-batches.js';
import { currentBusinessDate } from './current-business-date.js';
import { computeClose } from './engine.js';
import { loadCloseState } from './load-close-state.js';
import { loadPlan } from './load-plan.js';
import { recordClose } from './record-close.js';
import { writeRanks } from './write-ranks.js';
import { writeVolumes } from './write-volumes.js';

/**
 * Closes one business date (BUSINESS_RULES §5.2–§5.5, §6). One transaction computes ranks,
 * pairing with carry, flush and cap, level bonuses and the leadership pool, and writes the members'
 * new volumes and ranks, the date's row in `bonus_closes` and the credits to pay
 * (`close_credit_batches`); then the credits — each a ledger movement and a bonus record — are paid
 * in batches of their own short transactions (a member's accounts are locked for one batch, not the
 * whole close), the last batch telling the members. Exactly once: closes queue on one advisory
 * lock, a closed date returns `closed: false` without a change, and a close stopped while paying
 * (crash, kill) is finished from its first unpaid batch by the next close. Refused (INVALID_STATE,
 * field `date`) before the date has ended or while an earlier date with purchases is still open.
 * A failure before the credits rolls everything back.
 */
export async function closeBusinessDate(
  db: Db,
  date: string,
  options: CloseOptions,
): Promise<CloseSummary> {
  // A close stopped while paying its credits is finished first, whatever its date.
  await payCreditBatches(db, null);
  const started = Date.now();
  const timings: Record<string, number> = {};
  let mark = started;
  const lap = (name: string) => {
    const now = Date.now();
    timings[name] = now - mark;
    mark = now;
  };
  // Whether the date has any volume (purchases or cancellations): only then are there credits.
  let volume = false;
  const summary = await db.transaction(async (tx) => {
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

    // BV net of the date's cancellations (§13); a cancellation is volume, not a purchase.
    const sales = await tx.execute<{ member_id: number; bv: string; n: number }>(sql`
      SELECT member_id, sum(bv_sen)::text AS bv, count(*) FILTER (WHERE kind <> 'cancel')::int AS n
      FROM user_packages WHERE business_date = ${date}::date GROUP BY member_id`);
    const purchases = sales.rows.reduce((sum, r) => sum + Number(r.n), 0);
    const sponsorSen = await sponsorBonusTotal(tx, date);
    volume = sales.rows.length > 0;
    if (!volume) {
      // No purchase or cancellation, no volume, no pool: nothing can be paid or change rank (§5, §6).
      const summary = emptySummary(date, true, 0);
      summary.sponsorSen = sponsorSen;
      await recordClose(tx, summary, null, options, started);
      await options.onClosed?.(tx, summary);
      return summary;
    }

    const state = await loadCloseState(tx, date, options);
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
      // One journal per member, type and date (stageCredits groups by reference).
      reference: `${date}:${c.memberId}`,
    }));
    const bonusCount = await stageCredits(tx, date, credits, options.creditBatch);
    lap('stage');
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
  if (!summary.closed || !volume) return summary;
  lap('commit');
  await payCreditBatches(db, date, options.onProgress);
  lap('credits');
  summary.durationMs = Date.now() - started;
  return summary;
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

/** The date's sponsor bonuses less those taken back on it (§13): what the closes report as paid. */
async function sponsorBonusTotal(tx: Tx, date: string): Promise<bigint> {
  const { rows } = await tx.execute<{ total: string }>(sql`
    SELECT coalesce(sum(CASE bonus_type WHEN 'sponsor' THEN amount_sen ELSE -amount_sen END), 0)::text
             AS total
      FROM bonuses
     WHERE business_date = ${date}::date AND bonus_type IN ('sponsor', 'sponsor_clawback')`);
  return BigInt(rows[0].total);
}
