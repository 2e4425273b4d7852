import { type CancellationsReply, formatSen } from '@rangkai/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

/**
 * What members cancelled under the cooling-off in a range of business dates (BUSINESS_RULES §13,
 * `GET api/admin/reports/cancellations`): package purchases cancelled on a day of the range (their
 * `cancel` rows: BV taken back, price and shipping refunded), mall orders their members cancelled
 * (still processing) or sent back (shipped, then marked returned) refunded in it (their
 * `mall_refund` journals: what went back to the members' wallets; an order the back-office
 * cancelled is no cooling-off cancellation and is not counted), the sponsor bonuses taken back
 * on a day of it (the part that became debt read from the clawback journals' debt lines) and the
 * debt repaid from credits; and the clawback debts outstanding now, whatever the range.
 */
export async function cancellationsReport(
  db: Executor,
  range: { from: string; to: string; timeZone: string },
): Promise<CancellationsReply> {
  const days = sql`business_date BETWEEN ${range.from}::date AND ${range.to}::date`;
  const { rows } = await db.execute<Record<string, string>>(sql`
    WITH member_refunds AS (
      SELECT j.id FROM journals j
       WHERE j.type = 'mall_refund'
         AND j.created_at >= ${range.from}::date::timestamp AT TIME ZONE ${range.timeZone}
         AND j.created_at < (${range.to}::date + 1)::timestamp AT TIME ZONE ${range.timeZone}
         AND EXISTS (SELECT 1 FROM order_events e
                      WHERE e.order_id = split_part(j.reference, ':', 2)::int
                        AND e.actor_type = 'member'
                        AND e.status IN ('cancelled', 'return_requested')))
    SELECT
      (SELECT count(*) FROM user_packages WHERE kind = 'cancel' AND ${days})::text AS packages,
      (SELECT coalesce(-sum(bv_sen), 0) FROM user_packages WHERE kind = 'cancel' AND ${days})::text AS bv,
      (SELECT coalesce(sum(amount_sen + shipping_sen), 0) FROM user_packages
        WHERE kind = 'cancel' AND ${days})::text AS package_refund,
      (SELECT count(*) FROM member_refunds)::text AS mall,
      (SELECT coalesce(sum(l.amount), 0) FROM member_refunds j
        JOIN journal_lines l ON l.journal_id = j.id
        JOIN accounts a ON a.id = l.account_id AND a.member_id IS NOT NULL)::text AS mall_refund,
      (SELECT count(*) FROM bonuses WHERE bonus_type = 'sponsor_clawback' AND ${days})::text
        AS clawbacks,
      (SELECT coalesce(sum(amount_sen), 0) FROM bonuses
        WHERE bonus_type = 'sponsor_clawback' AND ${days})::text AS clawback_amount,
      (SELECT coalesce(-sum(l.amount), 0) FROM bonuses b
        JOIN journal_lines l ON l.journal_id = b.journal_id
        JOIN accounts a ON a.id = l.account_id AND a.member_id = b.member_id AND a.wallet = 'debt'
        WHERE b.bonus_type = 'sponsor_clawback'
          AND b.business_date BETWEEN ${range.from}::date AND ${range.to}::date)::text AS clawback_debt,
      (SELECT coalesce(sum(amount_sen), 0) FROM bonuses
        WHERE bonus_type = 'debt_repayment' AND ${days})::text AS repaid,
      (SELECT count(*) FROM accounts WHERE wallet = 'debt' AND balance < 0)::text AS debtors,
      (SELECT coalesce(-sum(balance), 0) FROM accounts WHERE wallet = 'debt' AND balance < 0)::text
        AS outstanding`);
  const r = rows[0];
  const money = (key: string) => formatSen(BigInt(r[key]));
  return {
    from: range.from,
    to: range.to,
    packages: { count: Number(r.packages), bv: money('bv'), refund: money('package_refund') },
    mall: { count: Number(r.mall), refund: money('mall_refund') },
    refunds_total: formatSen(BigInt(r.package_refund) + BigInt(r.mall_refund)),
    clawbacks: {
      count: Number(r.clawbacks),
      amount: money('clawback_amount'),
      debt: money('clawback_debt'),
      repaid: money('repaid'),
    },
    debts: { members: Number(r.debtors), outstanding: money('outstanding') },
  };
}
