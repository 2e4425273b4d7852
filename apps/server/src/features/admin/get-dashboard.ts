import { type AdminDashboard, formatSen } from '@rangkai/shared';
import { count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { deposits, members, withdrawals } from '../../db/schema/index.js';
import { bonusJournalType } from '../bonus/index.js';
import { payoutRatio } from '../compensation/index.js';

/**
 * Journal types of package sales (purchase and upgrade) and of a cancelled purchase's refund
 * (BUSINESS_RULES §13): revenue is their company line, so it is net of refunds.
 */
export const SALES_JOURNAL_TYPES = [
  'package_purchase',
  'package_upgrade',
  'package_cancel_refund',
] as const;
/** Journal types of the mall: a paid order (net of its voucher) and a cancelled order's refund. */
export const MALL_JOURNAL_TYPES = ['mall_purchase', 'mall_refund'] as const;
/** Journal type of a sponsor bonus taken back (§13): it gives `bonus_expense` back. */
export const CLAWBACK_JOURNAL_TYPE = 'sponsor_clawback';
/**
 * Journal types of bonus credits (every type) and of clawbacks: bonuses paid are what they took
 * from `bonus_expense` net, the credits less the clawbacks. (A debt repayment moves a credit's
 * part from the wallets to the debt account, never `bonus_expense`: it is not bonus again.)
 */
export const BONUS_JOURNAL_TYPES = [...Object.values(bonusJournalType), CLAWBACK_JOURNAL_TYPE];
export const DASHBOARD_DAYS = 30;

interface DayRow extends Record<string, unknown> {
  date: string;
  new_members: number;
  package_sales: string;
  mall_sales: string;
  bonuses_paid: string;
}

/**
 * Today's figures and the last 30 business days (calendar days in `timeZone`, BUSINESS_RULES §5).
 * New members are those who joined with a sponsor: the root member, seeded at start-up, is not
 * one. Package sales and mall sales are what their journals moved on company revenue (shipping
 * is another account: not a sale), so together they are that account's movement for the day; package
 * sales are net of the refunds of purchases cancelled that day, mall sales net of vouchers and of
 * refunds of orders cancelled that day. BV is the BV of today's package purchases net of today's
 * cancellations. Bonuses paid are the bonus credits of the day less the sponsor bonuses taken back
 * that day (bonus expense), and the payout ratio is bonuses paid ÷ package sales, as the closes
 * compute it. Withdrawals and tickets have no tables yet: they show 0 until their features exist.
 */
export async function getDashboard(
  db: Executor,
  { timeZone }: { timeZone: string },
): Promise<AdminDashboard> {
  const list = (types: readonly string[]) =>
    sql.join(
      types.map((t) => sql`${t}`),
      sql`, `,
    );
  const revenue = (
    types: readonly string[],
    code = 'company_revenue',
  ) => sql`(SELECT coalesce(sum(l.amount), 0)
        FROM journals j
        JOIN journal_lines l ON l.journal_id = j.id
        JOIN accounts a ON a.id = l.account_id AND a.code = ${code}
        WHERE j.type IN (${list(types)})
          AND j.created_at >= days.starts AND j.created_at < days.ends)::text`;
  const series = await db.execute<DayRow>(sql`
    WITH days AS (
      SELECT day,
             day::timestamp AT TIME ZONE ${timeZone} AS starts,
             (day + 1)::timestamp AT TIME ZONE ${timeZone} AS ends
      FROM (
        SELECT (now() AT TIME ZONE ${timeZone})::date - offs AS day
        FROM generate_series(0, ${DASHBOARD_DAYS - 1}) AS offs
      ) d
    )
    SELECT to_char(days.day, 'YYYY-MM-DD') AS date,
      (SELECT count(*) FROM members m
        WHERE m.sponsor_id IS NOT NULL
          AND m.created_at >= days.starts AND m.created_at < days.ends)::int AS new_members,
      ${revenue(SALES_JOURNAL_TYPES)} AS package_sales,
      ${revenue(MALL_JOURNAL_TYPES)} AS mall_sales,
      (-${revenue(BONUS_JOURNAL_TYPES, 'bonus_expense')}::bigint)::text AS bonuses_paid
    FROM days
    ORDER BY days.day`);

  const [[pendingDeposits], [pendingKyc], [pendingWithdrawals], todayBv] = await Promise.all([
    db.select({ n: count() }).from(deposits).where(eq(deposits.status, 'pending')),
    db.select({ n: count() }).from(members).where(eq(members.kycStatus, 'pending')),
    db.select({ n: count() }).from(withdrawals).where(eq(withdrawals.status, 'pending')),
    db.execute<{ bv: string }>(sql`
      SELECT coalesce(sum(bv_sen), 0)::text AS bv FROM user_packages
      WHERE business_date = (now() AT TIME ZONE ${timeZone})::date`),
  ]);

  const sums = { package_sales: 0n, mall_sales: 0n, bonuses_paid: 0n };
  const days = series.rows.map((row) => {
    sums.package_sales += BigInt(row.package_sales);
    sums.mall_sales += BigInt(row.mall_sales);
    sums.bonuses_paid += BigInt(row.bonuses_paid);
    return {
      date: String(row.date),
      new_members: Number(row.new_members),
      package_sales: formatSen(BigInt(row.package_sales)),
      mall_sales: formatSen(BigInt(row.mall_sales)),
      bonuses_paid: formatSen(BigInt(row.bonuses_paid)),
    };
  });
  const last = series.rows[series.rows.length - 1];
  const today = days[days.length - 1];
  return {
    business_date: today.date,
    last_30_days: {
      package_sales: formatSen(sums.package_sales),
      mall_sales: formatSen(sums.mall_sales),
      bonuses_paid: formatSen(sums.bonuses_paid),
      payout_ratio: payoutRatio(sums.bonuses_paid, sums.package_sales),
    },
    today: {
      new_members: today.new_members,
      package_sales: today.package_sales,
      mall_sales: today.mall_sales,
      bonuses_paid: today.bonuses_paid,
      payout_ratio: payoutRatio(BigInt(last.bonuses_paid), BigInt(last.package_sales)),
      bv: formatSen(BigInt(todayBv.rows[0].bv)),
      pending_deposits: Number(pendingDeposits.n),
      pending_kyc: Number(pendingKyc.n),
      pending_withdrawals: Number(pendingWithdrawals.n),
      open_tickets: 0,
    },
    series: days,
  };
}
