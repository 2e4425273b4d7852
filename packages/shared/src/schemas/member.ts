import { z } from 'zod';
import { moneyString } from './common.js';

export const kycStatus = z.enum(['not_started', 'pending', 'approved', 'failed']);
export type KycStatus = z.infer<typeof kycStatus>;

/** A KYC submission as its member sees it; image fields are authenticated API paths. */
export const kycInfo = z.object({
  id: z.number().int(),
  id_number: z.string(),
  fullname: z.string(),
  status: kycStatus,
  reason: z.string().nullable(),
  ic_front: z.string(),
  ic_back: z.string(),
  selfie: z.string().nullable(),
  /** Base path of the images (each needs the member's bearer token; never cached). */
  public_path: z.string(),
  submitted_at: z.string(),
  reviewed_at: z.string().nullable(),
});
export type KycInfo = z.infer<typeof kycInfo>;

/** Identity fields common to the member info and the profile. */
export const memberIdentity = z.object({
  id: z.number().int(),
  username: z.string(),
  member_code: z.string(),
  fullname: z.string(),
  ic: z.string().nullable(),
  contact_number: z.string().nullable(),
  email: z.string().nullable(),
  country_id: z.number().int(),
});

export const rankInfo = z.object({
  id: z.number().int(),
  rank_name: z.string(),
  rank_name_en: z.string(),
});

/** Spec §3 "User info". */
export const memberInfo = memberIdentity.extend({
  created_at: z.string(),
  point1: moneyString,
  point2: moneyString,
  point3: moneyString,
  point4: moneyString,
  password2: z.string().nullable(),
  rank: rankInfo,
  package: z.object({ package_name: z.string(), package_name_en: z.string(), price: moneyString }),
  user_group_id: z.number().int(),
  premium_member: z.boolean(),
  invest: moneyString,
  check_kyc: z.object({ can_withdraw: kycStatus }),
  /** The latest KYC submission (null before the first). */
  kycInfo: kycInfo.nullable(),
  /**
   * What the member owes from sponsor bonuses taken back that their wallets could not cover
   * (BUSINESS_RULES §13), repaid first from their next bonus credits; "0.00" when none.
   */
  clawback_debt: moneyString,
});
export type MemberInfo = z.infer<typeof memberInfo>;
