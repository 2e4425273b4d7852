import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { CloseOptions, CloseSummary } from './close-summary.js';
import type { CloseResult } from './engine.js';

/** The date's row in `bonus_closes` (its totals and the carries after it); the last credit batch tells the members. */
export async function recordClose(
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
}

/** Carries outstanding when a date without purchases closes: the last close's, unchanged. */
async function outstandingCarries(tx: Tx) {
  const { rows } = await tx.execute<{ left: string; right: string }>(sql`
    SELECT carry_left_sen::text AS left, carry_right_sen::text AS right FROM bonus_closes
    ORDER BY business_date DESC LIMIT 1`);
  return { left: BigInt(rows[0]?.left ?? 0), right: BigInt(rows[0]?.right ?? 0) };
}
