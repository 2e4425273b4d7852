import { z } from 'zod';
import { wallets } from '../constants.js';
import { parseMoney } from '../money.js';
import { password } from '../password.js';
import { idParams, moneyString, numberInput, paginated, pathId } from './common.js';
import { kycStatus } from './member.js';

/** Back-office roles: `admin` does everything, `support` reads members (and answers tickets). */
export const adminRole = z.enum(['admin', 'support']);
export type AdminRole = z.infer<typeof adminRole>;

export const adminMe = z.object({ id: z.number().int(), username: z.string(), role: adminRole });
export type AdminMe = z.infer<typeof adminMe>;

/** Every admin action names its reason; it goes to the audit log. */
export const adminReason = z.string().trim().min(1).max(500);

export const adminActionRequest = z.strictObject({ reason: adminReason });
export type AdminActionRequest = z.infer<typeof adminActionRequest>;

/** Audit-log action names written by the back-office (later features append their own). */
export const adminActions = [
  'member.suspend',
  'member.unsuspend',
  'member.reset_sec_password',
  'member.reset_bank',
  'member.update_profile',
  'member.password_reset',
  'kyc.release_ic',
  'setting.update',
  'package.update',
  'admin.create',
  'admin.password_change',
  'package.upgrade',
  'package.register_member',
  'order.ship',
  'order.ready_for_collection',
  'order.complete',
  'bonus.close',
  'kyc.approve',
  'kyc.fail',
  'kyc.view_image',
  'withdrawal.approve',
  'withdrawal.reject',
  'withdrawal.pay',
  'withdrawal.export',
  'list.export',
  'notification.send',
  'ticket.reply',
  'ticket.close',
  'order.cancel',
  'news.create',
  'news.update',
  'news.delete',
  'page.update',
  'mall.category.create',
  'mall.category.update',
  'mall.product.create',
  'mall.product.update',
  'mall.product_image.add',
  'mall.product_image.delete',
  'mall.product_image.order',
  'mall.voucher.create',
  'mall.voucher.update',
  'collect_point.create',
  'collect_point.update',
  'country.update',
  'state.update',
] as const;
export type AdminAction = (typeof adminActions)[number];

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

/* Members */

export const adminMemberStatus = z.enum(['active', 'suspended']);
export type AdminMemberStatus = z.infer<typeof adminMemberStatus>;

export const adminMemberSearchQuery = z.object({
  q: z.string().trim().max(100).default(''),
  page: numberInput(z.number().int().min(1).max(100_000)).default(1),
});

export const adminMemberRow = z.object({
  id: z.number().int(),
  username: z.string(),
  member_code: z.string(),
  fullname: z.string(),
  email: z.string().nullable(),
  contact_number: z.string().nullable(),
  ic: z.string().nullable(),
  status: adminMemberStatus,
  package_name_en: z.string(),
  rank_name_en: z.string(),
  kyc_status: kycStatus,
  created_at: z.string(),
});
export type AdminMemberRow = z.infer<typeof adminMemberRow>;

export const adminMemberPage = paginated(adminMemberRow);
export type AdminMemberPage = z.infer<typeof adminMemberPage>;

export const adminMemberIdParams = idParams;

export const adminMemberRef = z.object({
  id: z.number().int(),
  username: z.string(),
  member_code: z.string(),
});
export type AdminMemberRef = z.infer<typeof adminMemberRef>;

export const adminLeg = z.enum(['left', 'right']);

export const adminMemberDetail = z.object({
  id: z.number().int(),
  username: z.string(),
  member_code: z.string(),
  fullname: z.string(),
  ic: z.string().nullable(),
  email: z.string().nullable(),
  contact_number: z.string().nullable(),
  country_id: z.number().int(),
  state_id: z.number().int().nullable(),
  locale: z.string(),
  status: adminMemberStatus,
  kyc_status: kycStatus,
  created_at: z.string(),
  updated_at: z.string(),
  shipping: z.object({
    address: z.string().nullable(),
    postcode: z.string().nullable(),
    receiver_fullname: z.string().nullable(),
    receiver_phone: z.string().nullable(),
    self_pickup: z.number().int(),
  }),
  bank: z.object({
    bank_country: z.string().nullable(),
    bank_name: z.string().nullable(),
    bank_user: z.string().nullable(),
    bank_number: z.string().nullable(),
    branch: z.string().nullable(),
  }),
  security: z.object({
    sec_password_set: z.boolean(),
    sec_fail_count: z.number().int(),
    sec_locked_until: z.string().nullable(),
  }),
  package: z.object({
    id: z.number().int(),
    package_name_en: z.string(),
    price: moneyString,
    premium: z.boolean(),
  }),
  rank: z.object({ id: z.number().int(), rank_name_en: z.string() }),
  invest: moneyString,
  sponsor: adminMemberRef.nullable(),
  placement_parent: adminMemberRef.extend({ leg: adminLeg }).nullable(),
  placement_children: z.object({
    left: adminMemberRef.nullable(),
    right: adminMemberRef.nullable(),
  }),
  direct_sponsored: z.number().int(),
  wallets: z.object({
    point1: moneyString,
    point2: moneyString,
    point3: moneyString,
    point4: moneyString,
  }),
});
export type AdminMemberDetail = z.infer<typeof adminMemberDetail>;

export const adminWallet = z.enum(wallets);

export const adminLedgerQuery = z.object({
  wallet: adminWallet.optional(),
  page: numberInput(z.number().int().min(1).max(100_000)).default(1),
});

export const adminLedgerLine = z.object({
  id: z.number().int(),
  journal_id: z.number().int(),
  wallet: adminWallet,
  type: z.string(),
  memo: z.string().nullable(),
  /** Internal note (an adjustment's reason): operators only. */
  note: z.string().nullable(),
  amount: moneyString,
  balance_after: moneyString,
  created_at: z.string(),
});
export type AdminLedgerLine = z.infer<typeof adminLedgerLine>;

export const adminLedgerPage = paginated(adminLedgerLine);
export type AdminLedgerPage = z.infer<typeof adminLedgerPage>;

/* Settings and packages */

export const adminSetting = z.object({
  key: z.string(),
  group: z.string(),
  type: z.string(),
  value: z.string(),
  default: z.string(),
  public: z.boolean(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  updated_at: z.string().nullable(),
});
export type AdminSetting = z.infer<typeof adminSetting>;

export const adminSettingKeyParams = z.object({ key: z.string().min(1).max(64) });

export const updateSettingRequest = z.strictObject({
  value: z.union([z.string().max(500), z.number()]).transform((v) => String(v)),
  reason: adminReason.optional(),
});
export type UpdateSettingRequest = z.input<typeof updateSettingRequest>;

/** Money that may be zero (package 1 is free): number or decimal string, at most two decimals. */
export const adminMoneyInput = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const sen = parseMoney(value);
  if (sen === null) {
    ctx.addIssue({ code: 'custom', message: 'INCORRECT_AMOUNT' });
    return z.NEVER;
  }
  return sen;
});

export const ADMIN_MAX_LEVEL_DEPTH = 10;

export const adminPackage = z.object({
  id: z.number().int(),
  package_name: z.string(),
  package_name_en: z.string(),
  price: moneyString,
  bv: moneyString,
  pairing_cap: moneyString,
  level_depth: z.number().int(),
  premium: z.boolean(),
  members: z.number().int(),
});
export type AdminPackage = z.infer<typeof adminPackage>;

export const adminPackageIdParams = z.object({ id: pathId(1000) });

export const updatePackageRequest = z.strictObject({
  price: adminMoneyInput.optional(),
  bv: adminMoneyInput.optional(),
  pairing_cap: adminMoneyInput.optional(),
  level_depth: numberInput(z.number().int().min(0).max(ADMIN_MAX_LEVEL_DEPTH)).optional(),
  reason: adminReason.optional(),
});
export type UpdatePackageRequest = z.input<typeof updatePackageRequest>;

/* Audit log */

export const auditLogQuery = z.object({
  q: z.string().trim().max(100).default(''),
  action: z.string().trim().max(64).optional(),
  target_type: z.string().trim().max(32).optional(),
  target_id: z.string().trim().max(64).optional(),
  page: numberInput(z.number().int().min(1).max(100_000)).default(1),
});

export const auditLogEntry = z.object({
  id: z.number().int(),
  admin_id: z.number().int().nullable(),
  admin_username: z.string(),
  action: z.string(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  /** A readable name of the target (member username, setting key…), when known. */
  target_label: z.string().nullable(),
  reason: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  created_at: z.string(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntry>;

export const auditLogPage = paginated(auditLogEntry);
export type AuditLogPage = z.infer<typeof auditLogPage>;

/* Admin accounts */

export const adminUsername = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.-]{3,32}$/, 'invalid_username');

export const adminAccount = z.object({
  id: z.number().int(),
  username: z.string(),
  role: adminRole,
  status: z.enum(['active', 'suspended']),
  created_at: z.string(),
});
export type AdminAccount = z.infer<typeof adminAccount>;

export const createAdminRequest = z.strictObject({
  username: adminUsername,
  role: adminRole,
  /** Absent → a password is generated and returned once. */
  password: password.optional(),
});
export type CreateAdminRequest = z.input<typeof createAdminRequest>;

export const createAdminReply = adminAccount.extend({ generated_password: z.string().nullable() });
export type CreateAdminReply = z.infer<typeof createAdminReply>;
