import { goLiveKeys } from '@rangkai/shared';
import { describe, expect, it } from 'vitest';
import { has, sources, staticKeys } from '@/locales/key-check';
import { adminReportsNavItems } from './routes';

/**
 * Every key the go-live checklist, the dashboard's money, the reconciliation, the cancellations
 * report and the password page ask for exists in `en/adminReports.json` (the locale test holds the other languages to `en`).
 */
describe('adminReports translations', () => {
  it('has every static key used in the feature', () => {
    const keys = staticKeys(sources(new URL('./', import.meta.url)));
    expect(keys.size).toBeGreaterThan(20);
    expect([...keys].filter((k) => !has('adminReports', k))).toEqual([]);
  });

  it('has the keys built from lists', () => {
    const figures = ['package_sales', 'mall_sales', 'bonuses_paid', 'payout_ratio'];
    const built = [
      ...adminReportsNavItems.map((i) => i.label.replace('adminReports:', '')),
      ...goLiveKeys.map((k) => `go_live.items.${k}`),
      ...figures.flatMap((f) => [`dashboard.${f}`, `dashboard.${f}_hint`]),
      ...['today', 'last_30_days'].map((p) => `dashboard.period_${p}`),
      ...['VALIDATION_ERROR', 'DATE_RANGE_REVERSED', 'DATE_RANGE_TOO_LONG'].map(
        (c) => `reconciliation.errors.${c}`,
      ),
      ...['packages', 'mall', 'shipping', 'total'].map((k) => `reconciliation.revenue.${k}`),
      ...[
        'sponsor',
        'pairing',
        'level',
        'leadership',
        'sponsor_clawback',
        'total',
        'payout_ratio',
      ].map((k) => `reconciliation.bonuses.${k}`),
      ...['packages', 'bv', 'package_refund', 'mall', 'mall_refund', 'total'].map(
        (k) => `cancellations.refunds.${k}`,
      ),
      ...['count', 'amount', 'debt', 'repaid'].map((k) => `cancellations.clawbacks.${k}`),
      ...['members', 'outstanding'].map((k) => `cancellations.debts.${k}`),
      ...['refunds', 'clawbacks', 'debts'].map((s) => `cancellations.${s}.title`),
      ...['count', 'amount', 'fee', 'sent'].map((k) => `reconciliation.withdrawals.${k}`),
      ...['revenue', 'bonuses', 'withdrawals'].flatMap((b) => [
        `reconciliation.${b}.title`,
        `reconciliation.${b}.hint`,
      ]),
      'password.changed',
    ];
    expect(built.filter((k) => !has('adminReports', k))).toEqual([]);
  });
});
