import type { LedgerReport } from '@rangkai/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

/**
 * Self-audit of the ledger: every journal sums to zero, every member balance equals the sum of its
 * lines, no member wallet is negative and no clawback debt account (wallet `debt`, what a member
 * owes, BUSINESS_RULES §13) is positive, and (double entry) all accounts together — member
 * balances, debts included, plus the system accounts' lines, which are their balances — sum to
 * zero. (`negative_member_accounts` lists the member accounts on the wrong side of zero.)
 */
export async function verifyLedger(db: Executor): Promise<LedgerReport> {
  const [unbalanced, mismatches, negatives, totals] = await Promise.all([
    db.execute<{ journal_id: number; sum: string }>(sql`
      SELECT j.id::int AS journal_id, coalesce(sum(l.amount), 0)::text AS sum
      FROM journals j LEFT JOIN journal_lines l ON l.journal_id = j.id
      GROUP BY j.id HAVING coalesce(sum(l.amount), 0) <> 0 OR count(l.id) < 2
      ORDER BY j.id LIMIT 100`),
    db.execute<{ account_id: number; balance: string; lines: string }>(sql`
      SELECT a.id::int AS account_id, a.balance::text AS balance, coalesce(s.total, 0)::text AS lines
      FROM accounts a LEFT JOIN (SELECT account_id, sum(amount) AS total FROM journal_lines GROUP BY account_id) s
        ON s.account_id = a.id
      WHERE a.balance <> CASE WHEN a.member_id IS NULL THEN 0 ELSE coalesce(s.total, 0) END
      ORDER BY a.id LIMIT 100`),
    db.execute<{ account_id: number; balance: string }>(sql`
      SELECT id::int AS account_id, balance::text AS balance FROM accounts
      WHERE member_id IS NOT NULL AND CASE WHEN wallet = 'debt' THEN balance > 0 ELSE balance < 0 END
      ORDER BY id LIMIT 100`),
    db.execute<{ journals: number; accounts: number; total: string }>(sql`
      SELECT (SELECT count(*) FROM journals)::int AS journals,
             (SELECT count(*) FROM accounts)::int AS accounts,
             ((SELECT coalesce(sum(balance), 0) FROM accounts WHERE member_id IS NOT NULL)
              + (SELECT coalesce(sum(l.amount), 0) FROM journal_lines l
                   JOIN accounts a ON a.id = l.account_id WHERE a.member_id IS NULL))::text AS total`),
  ]);
  const t = totals.rows[0];
  const report: LedgerReport = {
    ok: false,
    journals: Number(t.journals),
    accounts: Number(t.accounts),
    unbalanced_journals: unbalanced.rows.map((r) => ({
      journal_id: Number(r.journal_id),
      sum: r.sum,
    })),
    balance_mismatches: mismatches.rows.map((r) => ({
      account_id: Number(r.account_id),
      balance: r.balance,
      lines: r.lines,
    })),
    negative_member_accounts: negatives.rows.map((r) => ({
      account_id: Number(r.account_id),
      balance: r.balance,
    })),
    total: t.total,
    checked_at: new Date().toISOString(),
  };
  report.ok =
    report.unbalanced_journals.length === 0 &&
    report.balance_mismatches.length === 0 &&
    report.negative_member_accounts.length === 0 &&
    t.total === '0';
  return report;
}
