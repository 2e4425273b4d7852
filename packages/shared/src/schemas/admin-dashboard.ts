import { z } from 'zod';
import { moneyString } from './common.js';

/* Dashboard */

/**
 * Sales are company revenue by what earned it: packages (purchases and upgrades), and the mall
 * (paid orders net of vouchers, less refunds of orders cancelled that day). Shipping is in neither.
 */
export const adminDashboardDay = z.object({
  date: z.string(),
  new_members: z.number().int(),
  package_sales: moneyString,
  mall_sales: moneyString,
  /** Bonuses credited that day (every type), from the ledger's `bonus_expense`. */
  bonuses_paid: moneyString,
});

/** Sales, bonuses and `payout_ratio` = bonuses paid ÷ package sales (four decimals). */
export const adminDashboardTotals = z.object({
  package_sales: moneyString,
  mall_sales: moneyString,
  bonuses_paid: moneyString,
  payout_ratio: z.string(),
});

export const adminDashboard = z.object({
  business_date: z.string(),
  /** The last 30 business days together (today included). */
  last_30_days: adminDashboardTotals,
  today: z.object({
    new_members: z.number().int(),
    package_sales: moneyString,
    mall_sales: moneyString,
    bonuses_paid: moneyString,
    payout_ratio: z.string(),
    bv: moneyString,
    pending_deposits: z.number().int(),
    pending_kyc: z.number().int(),
    pending_withdrawals: z.number().int(),
    open_tickets: z.number().int(),
  }),
  /** The last 30 business days, oldest first, today last. */
  series: z.array(adminDashboardDay),
});
export type AdminDashboard = z.infer<typeof adminDashboard>;
