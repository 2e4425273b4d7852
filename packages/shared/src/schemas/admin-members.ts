import { z } from 'zod';
import { wallets } from '../constants.js';
import { idParams, moneyString, numberInput, paginated } from './common.js';
import { kycStatus } from './member.js';

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
  /** Clawback debt (BUSINESS_RULES §13): what the member owes, "0.00" when none. */
  clawback_debt: moneyString,
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
  /** A wallet, or `debt`: the clawback debt account (BUSINESS_RULES §13). */
  wallet: z.enum([...wallets, 'debt']),
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
