import {
  type AdminBonusClosesReply,
  type BonusCloseDay,
  bonusTypes,
  formatSen,
  PAGE_SIZE,
  type SalesSummary,
} from '@rangkai/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { PLACEMENT_TREE } from '../../db/schema/index.js';
import { pageOf, pageOffset } from '../../lib/pagination.js';
import { downlineSize } from '../genealogy/index.js';
import { readIntSetting } from '../settings/index.js';
import { datesToClose } from './dates-to-close.js';

const money = (value: string | bigint | number | null | undefined) => formatSen(BigInt(value ?? 0));

/** `bonus ÷ sales` rounded down to four decimals; "0.0000" without sales (issue 12). */
export function payoutRatio(bonusSen: bigint, salesSen: bigint): string {
  if (salesSen <= 0n) return '0.0000';
  const scaled = (bonusSen * 10_000n) / salesSen;
  return `${scaled / 10_000n}.${(scaled % 10_000n).toString().padStart(4, '0')}`;
}

/** A member's sales figures and bonus totals (`GET api/record/sales`). */
export async function salesSummary(db: Executor, memberId: number): Promise<SalesSummary> {
  const { rows } = await db.execute<{
    last_close: string | null;
    total_left: string | null;
    total_right: string | null;
    carry_left: string | null;
    carry_right: string | null;
    pending_left: string;
    pending_right: string;
    personal: string;
    direct: number;
    rank_id: number;
    rank_name: string;
  }>(sql`
    WITH me AS (SELECT id, rank_id FROM members WHERE id = ${memberId}),
    last AS (SELECT max(business_date) AS day FROM bonus_closes),
    legs AS (
      SELECT c.group_type, n.lo, n.hi FROM members c, me, tree_nodes n
      WHERE c.placement_parent_id = me.id AND n.tree = ${PLACEMENT_TREE} AND n.member_id = c.id),
    pending AS (
      SELECT l.group_type, sum(u.bv_sen) AS bv
      FROM user_packages u
      JOIN tree_nodes b ON b.tree = ${PLACEMENT_TREE} AND b.member_id = u.member_id
      JOIN legs l ON b.lo BETWEEN l.lo AND l.hi
      WHERE u.business_date > coalesce((SELECT day FROM last), '-infinity')
      GROUP BY l.group_type)
    SELECT (SELECT day FROM last)::text AS last_close,
      v.total_left_sen::text AS total_left, v.total_right_sen::text AS total_right,
      v.carry_left_sen::text AS carry_left, v.carry_right_sen::text AS carry_right,
      coalesce((SELECT bv FROM pending WHERE group_type = 1), 0)::text AS pending_left,
      coalesce((SELECT bv FROM pending WHERE group_type = 2), 0)::text AS pending_right,
      (SELECT coalesce(sum(bv_sen), 0) FROM user_packages WHERE member_id = me.id)::text AS personal,
      (SELECT count(*) FROM members d WHERE d.sponsor_id = me.id)::int AS direct,
      me.rank_id, r.rank_name_en AS rank_name
    FROM me JOIN ranks r ON r.id = me.rank_id
    LEFT JOIN member_volumes v ON v.member_id = me.id`);
  const row = rows[0];
  const totals = await db.execute<{ bonus_type: string; total: string }>(sql`
    SELECT bonus_type, sum(amount_sen)::text AS total FROM bonuses
    WHERE member_id = ${memberId} GROUP BY bonus_type`);
  const byType = new Map(totals.rows.map((t) => [t.bonus_type, BigInt(t.total)]));
  const left = BigInt(row.total_left ?? 0);
  const right = BigInt(row.total_right ?? 0);
  // Bonus earned: the credits less the sponsor bonuses taken back (§13). A debt repayment is
  // part of a credit already counted, not a bonus of its own.
  const all =
    bonusTypes.reduce((sum, type) => sum + (byType.get(type) ?? 0n), 0n) -
    (byType.get('sponsor_clawback') ?? 0n);
  return {
    last_close_date: row.last_close,
    total_left: money(left),
    total_right: money(right),
    big_group: money(left > right ? left : right),
    small_group: money(left < right ? left : right),
    carry_left: money(row.carry_left),
    carry_right: money(row.carry_right),
    pending_left: money(row.pending_left),
    pending_right: money(row.pending_right),
    personal: money(row.personal),
    team_size: await downlineSize(db, 'sponsor', memberId),
    direct_sponsored: Number(row.direct),
    rank: { id: Number(row.rank_id), name: row.rank_name },
    bonus_totals: {
      sponsor: money(byType.get('sponsor')),
      pairing: money(byType.get('pairing')),
      level: money(byType.get('level')),
      leadership: money(byType.get('leadership')),
      sponsor_clawback: money(byType.get('sponsor_clawback')),
      all: money(all),
    },
  };
}

export async function rankHistoryOf(db: Executor, memberId: number) {
  const { rows } = await db.execute<{
    day: string;
    from_rank: number;
    to_rank: number;
    bv: string;
    direct: number;
  }>(sql`
    SELECT business_date::text AS day, from_rank, to_rank, small_bv_sen::text AS bv,
           direct_paid AS direct
    FROM rank_history WHERE member_id = ${memberId} ORDER BY id DESC`);
  return rows.map((r) => ({
    business_date: r.day,
    from_rank: Number(r.from_rank),
    to_rank: Number(r.to_rank),
    small_group: money(r.bv),
    direct_paid: Number(r.direct),
  }));
}

interface CloseRow {
  business_date: string;
  trigger: BonusCloseDay['trigger'];
  triggered_by: string | null;
  finished_at: string | null;
  duration_ms: number | null;
  purchases: number;
  sales: string;
  sponsor: string;
  pairing: string;
  level: string;
  leadership: string;
  bonus_count: number;
  members_paid: number;
  matched: string;
  flushed: string;
  carry_left: string;
  carry_right: string;
  rank_changes: number;
}

const closeColumns = sql`
  business_date::text AS business_date, trigger, triggered_by,
  to_char(finished_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS finished_at,
  duration_ms, purchases, sales_bv_sen::text AS sales, sponsor_sen::text AS sponsor,
  pairing_sen::text AS pairing, level_sen::text AS level, leadership_sen::text AS leadership,
  bonus_count, members_paid, matched_bv_sen::text AS matched, flushed_bv_sen::text AS flushed,
  carry_left_sen::text AS carry_left, carry_right_sen::text AS carry_right, rank_changes`;

function closeDay(row: CloseRow): BonusCloseDay {
  const bonus =
    BigInt(row.sponsor) + BigInt(row.pairing) + BigInt(row.level) + BigInt(row.leadership);
  return {
    business_date: row.business_date,
    status: 'closed',
    trigger: row.trigger,
    triggered_by: row.triggered_by,
    finished_at: row.finished_at,
    duration_ms: row.duration_ms === null ? null : Number(row.duration_ms),
    purchases: Number(row.purchases),
    sales: money(row.sales),
    sponsor: money(row.sponsor),
    pairing: money(row.pairing),
    level: money(row.level),
    leadership: money(row.leadership),
    bonus: money(bonus),
    payout_ratio: payoutRatio(bonus, BigInt(row.sales)),
    bonus_count: Number(row.bonus_count),
    members_paid: Number(row.members_paid),
    matched: money(row.matched),
    flushed: money(row.flushed),
    carry_left: money(row.carry_left),
    carry_right: money(row.carry_right),
    rank_changes: Number(row.rank_changes),
  };
}

export async function loadCloseDay(db: Executor, date: string): Promise<BonusCloseDay | null> {
  const { rows } = await db.execute<CloseRow & Record<string, unknown>>(
    sql`SELECT ${closeColumns} FROM bonus_closes WHERE business_date = ${date}::date`,
  );
  return rows[0] ? closeDay(rows[0]) : null;
}

/**
 * A date waiting for its close: today's sales so far, no credits. Purchases count purchases, not
 * cancellations; BV is net of the day's cancellations and the sponsor bonuses net of the day's
 * clawbacks (§13), as the close records them.
 */
async function pendingDay(db: Executor, date: string): Promise<BonusCloseDay> {
  const { rows } = await db.execute<{ n: number; bv: string; sponsor: string }>(sql`
    SELECT (SELECT count(*) FROM user_packages
             WHERE business_date = ${date}::date AND kind <> 'cancel')::int AS n,
      (SELECT coalesce(sum(bv_sen), 0) FROM user_packages WHERE business_date = ${date}::date)::text AS bv,
      (SELECT coalesce(sum(CASE bonus_type WHEN 'sponsor' THEN amount_sen ELSE -amount_sen END), 0)
         FROM bonuses WHERE business_date = ${date}::date
          AND bonus_type IN ('sponsor', 'sponsor_clawback'))::text AS sponsor`);
  const r = rows[0];
  const zero = money(0);
  return {
    business_date: date,
    status: 'pending',
    trigger: null,
    triggered_by: null,
    finished_at: null,
    duration_ms: null,
    purchases: Number(r.n),
    sales: money(r.bv),
    sponsor: money(r.sponsor),
    pairing: zero,
    level: zero,
    leadership: zero,
    bonus: money(r.sponsor),
    payout_ratio: payoutRatio(BigInt(r.sponsor), BigInt(r.bv)),
    bonus_count: 0,
    members_paid: 0,
    matched: zero,
    flushed: zero,
    carry_left: zero,
    carry_right: zero,
    rank_changes: 0,
  };
}

/**
 * The back-office's closes: dates waiting to be closed first (on the first page), then closed
 * dates newest first, with totals over the range and the carries outstanding after its last close.
 */
export async function pageCloses(
  db: Executor,
  filter: { from?: string; to?: string },
  page: number,
): Promise<AdminBonusClosesReply> {
  const range = sql`business_date >= coalesce(${filter.from ?? null}::date, '-infinity')
    AND business_date <= coalesce(${filter.to ?? null}::date, 'infinity')`;
  const waiting = await datesToClose(db);
  const pendingDates = waiting.filter(
    (d) => (!filter.from || d >= filter.from) && (!filter.to || d <= filter.to),
  );
  const { rows } = await db.execute<CloseRow & Record<string, unknown>>(sql`
    SELECT ${closeColumns} FROM bonus_closes WHERE ${range}
    ORDER BY business_date DESC LIMIT ${PAGE_SIZE} OFFSET ${pageOffset(page)}`);
  const sums = await db.execute<Record<string, string>>(sql`
    SELECT count(*)::text AS n, coalesce(sum(purchases), 0)::text AS purchases,
      coalesce(sum(sales_bv_sen), 0)::text AS sales, coalesce(sum(sponsor_sen), 0)::text AS sponsor,
      coalesce(sum(pairing_sen), 0)::text AS pairing, coalesce(sum(level_sen), 0)::text AS level,
      coalesce(sum(leadership_sen), 0)::text AS leadership,
      coalesce(sum(bonus_count), 0)::text AS bonus_count,
      coalesce(sum(matched_bv_sen), 0)::text AS matched,
      coalesce(sum(flushed_bv_sen), 0)::text AS flushed
    FROM bonus_closes WHERE ${range}`);
  const series = await db.execute<CloseRow & Record<string, unknown>>(sql`
    SELECT * FROM (SELECT ${closeColumns} FROM bonus_closes WHERE ${range}
                   ORDER BY business_date DESC LIMIT 366) s
    ORDER BY business_date`);
  // Paid: credited a bonus (a clawback or a debt repayment alone pays nobody, §13).
  const paid = await db.execute<{ n: number }>(sql`
    SELECT count(DISTINCT member_id)::int AS n FROM bonuses
    WHERE business_date IN (SELECT business_date FROM bonus_closes WHERE ${range})
      AND bonus_type IN ('sponsor', 'pairing', 'level', 'leadership')`);
  const last = await db.execute<{ left: string; right: string }>(sql`
    SELECT carry_left_sen::text AS left, carry_right_sen::text AS right FROM bonus_closes
    WHERE ${range} ORDER BY business_date DESC LIMIT 1`);
  const s = sums.rows[0];
  const bonus = BigInt(s.sponsor) + BigInt(s.pairing) + BigInt(s.level) + BigInt(s.leadership);
  const pending =
    page === 1 ? await Promise.all([...pendingDates].reverse().map((d) => pendingDay(db, d))) : [];
  const alertPercent = await readIntSetting(db, 'payout_ratio_alert_percent');
  // Page 1 lists the waiting dates above the closed ones; the count covers both.
  const total = Number(s.n) + pendingDates.length;
  return {
    ...pageOf([...pending, ...rows.map(closeDay)], page, total),
    pending: waiting,
    series: series.rows.map(closeDay),
    totals: {
      purchases: Number(s.purchases),
      sales: money(s.sales),
      sponsor: money(s.sponsor),
      pairing: money(s.pairing),
      level: money(s.level),
      leadership: money(s.leadership),
      bonus: money(bonus),
      payout_ratio: payoutRatio(bonus, BigInt(s.sales)),
      bonus_count: Number(s.bonus_count),
      matched: money(s.matched),
      flushed: money(s.flushed),
      members_paid: Number(paid.rows[0].n),
    },
    outstanding: { carry_left: money(last.rows[0]?.left), carry_right: money(last.rows[0]?.right) },
    alert_ratio: payoutRatio(BigInt(alertPercent), 100n),
  };
}
