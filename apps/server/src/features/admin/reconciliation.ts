import { formatSen, type ReconciliationReply } from '@rangkai/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { bonusJournalType } from '../bonus/index.js';
import { payoutRatio } from '../compensation/index.js';
import { CLAWBACK_JOURNAL_TYPE, MALL_JOURNAL_TYPES, SALES_JOURNAL_TYPES } from './get-dashboard.js';

/** The system accounts the reconciliation reads. */
const ACCOUNTS = [
  'company_revenue',
  'shipping',
  'bonus_expense',
  'withdrawals_payable',
  'fees',
  'bank_payouts',
] as const;

/**
 * A date range's money as the ledger holds it (`GET api/admin/reports/reconciliation`): what each
 * system account moved, by journal type, between the start of `from` and the end of `to` in the
 * business time zone. Package and mall revenue are `company_revenue` by journal type (the
 * dashboard's split; both net of refunds), shipping is its own account (packages and mall),
 * bonuses are what `bonus_expense` paid out by type, less the sponsor bonuses taken back
 * (BUSINESS_RULES §13: `sponsor_clawback`, what it gave back to `bonus_expense`), and a paid
 * withdrawal (`withdraw_paid`) is its fee on `fees`
 * plus what went to the bank on `bank_payouts`.
 */
export async function reconciliation(
  db: Executor,
  range: { from: string; to: string; timeZone: string },
): Promise<ReconciliationReply> {
  const { rows } = await db.execute<{ code: string; type: string; sum: string; n: number }>(sql`
    SELECT a.code, j.type, sum(l.amount)::text AS sum, count(DISTINCT j.id)::int AS n
      FROM journals j
      JOIN journal_lines l ON l.journal_id = j.id
      JOIN accounts a ON a.id = l.account_id
     WHERE a.code IN (${sql.join(
       ACCOUNTS.map((c) => sql`${c}`),
       sql`, `,
     )})
       AND j.created_at >= ${range.from}::date::timestamp AT TIME ZONE ${range.timeZone}
       AND j.created_at < (${range.to}::date + 1)::timestamp AT TIME ZONE ${range.timeZone}
     GROUP BY a.code, j.type`);
  const moved = (code: string, types?: readonly string[]) =>
    rows
      .filter((r) => r.code === code && (!types || types.includes(r.type)))
      .reduce((total, r) => total + BigInt(r.sum), 0n);

  const packages = moved('company_revenue', SALES_JOURNAL_TYPES);
  const mall = moved('company_revenue', MALL_JOURNAL_TYPES);
  const shipping = moved('shipping');
  const bonus = (type: keyof typeof bonusJournalType) =>
    -moved('bonus_expense', [bonusJournalType[type]]);
  const bonuses = {
    sponsor: bonus('sponsor'),
    pairing: bonus('pairing'),
    level: bonus('level'),
    leadership: bonus('leadership'),
  };
  const clawback = moved('bonus_expense', [CLAWBACK_JOURNAL_TYPE]);
  const bonusTotal =
    bonuses.sponsor + bonuses.pairing + bonuses.level + bonuses.leadership - clawback;
  const fee = moved('fees', ['withdraw_paid']);
  const sent = moved('bank_payouts', ['withdraw_paid']);
  // A paid withdrawal leaves withdrawals payable in full: its fee and what the bank sent.
  const paid = rows.find((r) => r.code === 'withdrawals_payable' && r.type === 'withdraw_paid');

  return {
    from: range.from,
    to: range.to,
    revenue: {
      packages: formatSen(packages),
      mall: formatSen(mall),
      shipping: formatSen(shipping),
      total: formatSen(packages + mall + shipping),
    },
    bonuses: {
      sponsor: formatSen(bonuses.sponsor),
      pairing: formatSen(bonuses.pairing),
      level: formatSen(bonuses.level),
      leadership: formatSen(bonuses.leadership),
      sponsor_clawback: formatSen(clawback),
      total: formatSen(bonusTotal),
    },
    withdrawals: {
      count: Number(paid?.n ?? 0),
      amount: formatSen(-moved('withdrawals_payable', ['withdraw_paid'])),
      fee: formatSen(fee),
      sent: formatSen(sent),
    },
    payout_ratio: payoutRatio(bonusTotal, packages),
  };
}
