import { z } from 'zod';
import { password } from '../password.js';
import { moneyString } from './common.js';

/* Go-live checklist */

/** What a new installation still holds from the seed or lacks before members may use it. */
export const goLiveKeys = [
  'deposit_address',
  'company',
  'terms',
  'privacy',
  'mail',
  'admin_password',
  'file_key',
  'daily_close',
  'collect_point',
  'backup',
] as const;
export type GoLiveKey = (typeof goLiveKeys)[number];

/**
 * One item of `GET api/admin/go-live`: `ok` when done; `message` says what is wrong in English (the
 * web says it by `key`); `path` is the back-office page that fixes it, `env` the environment
 * variable to set instead, `command` the CLI command to run (each null when it does not apply).
 */
export const goLiveItem = z.object({
  key: z.enum(goLiveKeys),
  ok: z.boolean(),
  message: z.string(),
  path: z.string().nullable(),
  env: z.string().nullable(),
  command: z.string().nullable(),
});
export type GoLiveItem = z.infer<typeof goLiveItem>;

export const goLiveReply = z.object({
  /** Every item done. */
  ready: z.boolean(),
  /** When the last backup was taken (ISO), null before the first. */
  last_backup_at: z.string().nullable(),
  items: z.array(goLiveItem),
});
export type GoLiveReply = z.infer<typeof goLiveReply>;

/** `POST api/admin/me/password`: the operator's own password, the current one checked. */
export const adminPasswordRequest = z
  .strictObject({
    current_password: z.string().min(1).max(100),
    password,
    password_confirmation: z.string(),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: 'password_not_same',
  })
  .refine((v) => v.password !== v.current_password, {
    path: ['password'],
    message: 'SAME_PASSWORD',
  });
export type AdminPasswordRequest = z.infer<typeof adminPasswordRequest>;

/* Reconciliation */

/** The longest range the reconciliation covers at once (a year and a day). */
export const RECONCILIATION_MAX_DAYS = 366;

const dayNumber = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000);

const businessDay = z.iso.date({
  error: (issue) => (issue.input === undefined ? 'REQUIRED' : 'VALIDATION_ERROR'),
});

/** Business dates (`YYYY-MM-DD` in the business time zone), both included. */
export const reconciliationQuery = z
  .object({ from: businessDay, to: businessDay })
  .refine((v) => v.to >= v.from, { path: ['to'], message: 'DATE_RANGE_REVERSED' })
  .refine((v) => dayNumber(v.to) - dayNumber(v.from) < RECONCILIATION_MAX_DAYS, {
    path: ['to'],
    message: 'DATE_RANGE_TOO_LONG',
  });
export type ReconciliationQuery = z.infer<typeof reconciliationQuery>;

/**
 * Money of a date range as the ledger holds it (journal lines by account and journal type):
 * - `revenue`: packages (purchases and upgrades less refunds of cancelled ones), the mall (paid orders net of vouchers, less
 *   refunds of cancelled orders) — both on `company_revenue` — and shipping (its own account,
 *   paid less refunded); `total` is their sum.
 * - `bonuses`: credits by type (`bonus_expense`), the sponsor bonuses taken back, `total` the
 *   credits less the clawbacks.
 * - `withdrawals`: paid ones (`withdraw_paid`): `amount` requested, `fee` kept (`fees`), `sent`
 *   to the bank (`bank_payouts`), `count`.
 * - `payout_ratio`: bonuses ÷ package sales (four decimals, as the closes show it).
 */
export const reconciliationReply = z.object({
  from: z.string(),
  to: z.string(),
  revenue: z.object({
    packages: moneyString,
    mall: moneyString,
    shipping: moneyString,
    total: moneyString,
  }),
  bonuses: z.object({
    sponsor: moneyString,
    pairing: moneyString,
    level: moneyString,
    leadership: moneyString,
    /** Sponsor bonuses taken back (BUSINESS_RULES §13), positive; `total` is net of them. */
    sponsor_clawback: moneyString,
    total: moneyString,
  }),
  withdrawals: z.object({
    count: z.number().int(),
    amount: moneyString,
    fee: moneyString,
    sent: moneyString,
  }),
  payout_ratio: z.string(),
});
export type ReconciliationReply = z.infer<typeof reconciliationReply>;

/* Cancellations (BUSINESS_RULES §13) */

/**
 * `GET api/admin/reports/cancellations` (the reconciliation's range): what members cancelled under
 * the cooling-off.
 * - `packages`: purchases cancelled on a business day of the range (`count`), the BV they took
 *   back (`bv`, positive) and the sen refunded (`refund`: price and shipping).
 * - `mall`: mall orders their members cancelled (processing) or sent back (shipped, marked
 *   returned) refunded in the range (`mall_refund` journals) and what they got back; not the
 *   orders the back-office cancelled.
 * - `refunds_total`: both refunds.
 * - `clawbacks`: sponsor bonuses taken back in the range (`count`, `amount`), the part the wallets
 *   could not cover and became debt (`debt`), and what bonus credits repaid of debts (`repaid`).
 * - `debts`: clawback debts outstanding now (not the range's): members who owe and the sum owed.
 */
export const cancellationsReply = z.object({
  from: z.string(),
  to: z.string(),
  packages: z.object({ count: z.number().int(), bv: moneyString, refund: moneyString }),
  mall: z.object({ count: z.number().int(), refund: moneyString }),
  refunds_total: moneyString,
  clawbacks: z.object({
    count: z.number().int(),
    amount: moneyString,
    debt: moneyString,
    repaid: moneyString,
  }),
  debts: z.object({ members: z.number().int(), outstanding: moneyString }),
});
export type CancellationsReply = z.infer<typeof cancellationsReply>;
