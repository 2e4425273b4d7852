import { z } from 'zod';
import { moneyString, numberInput, paginated } from './common.js';
import { kycInfo, kycStatus } from './member.js';

const secPassword = z.string().min(1, { message: 'REQUIRED' }).max(64);
const requiredText = (max: number) =>
  z.string().trim().min(1, { message: 'REQUIRED' }).max(max, { message: 'VALIDATION_ERROR' });

// ---------------------------------------------------------------------------------------------
// KYC (BUSINESS_RULES §8)

/** The images of a KYC submission: both sides of the identity document and an optional selfie. */
export const kycSides = ['ic_front', 'ic_back', 'selfie'] as const;
export const kycSide = z.enum(kycSides);
export type KycSide = z.infer<typeof kycSide>;
/** Largest identity image accepted (spec §5). */
export const KYC_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Identity number: letters and digits only (MyKad: 12 digits, YYMMDD…; passports: letters too). */
export const identityNumber = z
  .string()
  .trim()
  .min(1, { message: 'REQUIRED' })
  .regex(/^[A-Za-z0-9]{5,20}$/, { message: 'VALIDATION_ERROR' })
  .transform((v) => v.toUpperCase());

/** `POST api/member/UserKyc` text fields (multipart; the images are files ic_front, ic_back, selfie). */
export const kycRequest = z.object({
  id_number: identityNumber,
  fullname: requiredText(100),
  sec_password: secPassword,
});

/** Back-office: a submission with its member, for the review queue and a member's history. */
/** The member a back-office record belongs to. */
export const recordMember = z.object({
  id: z.number().int(),
  username: z.string(),
  member_code: z.string(),
  fullname: z.string(),
});

export const adminKycItem = kycInfo.extend({
  member: recordMember,
  reviewed_by: z.string().nullable(),
  /** A failed submission whose number its member still holds: an admin may release it. */
  ic_releasable: z.boolean(),
});
export type AdminKycItem = z.infer<typeof adminKycItem>;
export const adminKycQuery = z.object({
  status: z.enum(['pending', 'approved', 'failed']).default('pending'),
  page: numberInput(z.number().int().min(1).max(100_000)).default(1),
});
export const adminKycPage = paginated(adminKycItem);
export const adminKycApprove = z.strictObject({ reason: z.string().trim().max(500).optional() });
export const adminKycFail = z.strictObject({
  reason: z.string().trim().min(3, { message: 'REQUIRED' }).max(500),
});

// ---------------------------------------------------------------------------------------------
// Bank details (BUSINESS_RULES §9: read-only to the member once saved)

/** Banks licensed in Malaysia, offered when the bank country is Malaysia. */
export const malaysianBanks = [
  'Affin Bank',
  'Agrobank',
  'Alliance Bank',
  'AmBank',
  'Bank Islam',
  'Bank Muamalat',
  'Bank Rakyat',
  'Bank Simpanan Nasional (BSN)',
  'CIMB Bank',
  'Citibank',
  'GX Bank',
  'Hong Leong Bank',
  'HSBC Bank',
  'Kuwait Finance House',
  'Maybank',
  'MBSB Bank',
  'OCBC Bank',
  'Public Bank',
  'RHB Bank',
  'Standard Chartered',
  'UOB Malaysia',
] as const;

export const bankDetailsFields = z.object({
  /** The bank's country by its English name (a country of `api/global/lookup`). */
  bank_country: requiredText(60),
  bank_name: requiredText(80),
  /** Account holder's name. */
  bank_user: requiredText(100),
  /** Account number: digits; spaces and dashes are ignored. */
  bank_number: z
    .string()
    .trim()
    .min(1, { message: 'REQUIRED' })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{5,20}$/, { message: 'VALIDATION_ERROR' })),
  branch: requiredText(100),
});
export const userBankRequest = z.strictObject({
  ...bankDetailsFields.shape,
  sec_password: secPassword,
});
export type UserBankRequest = z.input<typeof userBankRequest>;

/** `GET api/member/get-bank-info`: the saved details (null when none) and whether they may change. */
export const bankInfo = z.object({
  bank_country: z.string().nullable(),
  bank_name: z.string().nullable(),
  bank_user: z.string().nullable(),
  bank_number: z.string().nullable(),
  branch: z.string().nullable(),
  /** False once saved (spec §4): only an administrator can reset them. */
  editable: z.boolean(),
});
export type BankInfo = z.infer<typeof bankInfo>;

// ---------------------------------------------------------------------------------------------
// Withdrawals (BUSINESS_RULES §9)

/** Whole MYR (spec §5 amount_must_be_integer): a number or a string of digits. */
export const wholeMyr = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const text = String(value).trim();
  if (!/^\d{1,9}$/.test(text) || Number(text) <= 0) {
    ctx.addIssue({ code: 'custom', message: 'INCORRECT_AMOUNT' });
    return z.NEVER;
  }
  return BigInt(text) * 100n;
});

export const withdrawRequest = z.strictObject({
  amount: wholeMyr,
  sec_password: secPassword,
});
export type WithdrawRequest = z.input<typeof withdrawRequest>;

export const withdrawStatuses = ['pending', 'approved', 'completed', 'rejected'] as const;
export const withdrawStatus = z.enum(withdrawStatuses);
export type WithdrawStatus = z.infer<typeof withdrawStatus>;

export const withdrawRecord = z.object({
  id: z.number().int(),
  amount: moneyString,
  fee: moneyString,
  amount_received: moneyString,
  /** USDT beside MYR at the `usdt_rate` setting (display only). */
  amount_usdt: moneyString,
  amount_received_usdt: moneyString,
  bank_country: z.string(),
  bank_name: z.string(),
  bank_user: z.string(),
  bank_number: z.string(),
  branch: z.string(),
  /** `YYYY-MM-1` (days 1–15) or `YYYY-MM-2` (day 16 to the end), Asia/Kuala_Lumpur. */
  phase: z.string(),
  status: withdrawStatus,
  reason: z.string().nullable(),
  bank_reference: z.string().nullable(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
  paid_at: z.string().nullable(),
});
export type WithdrawRecord = z.infer<typeof withdrawRecord>;

export const withdrawRecordQuery = z.object({
  status: withdrawStatus.optional(),
  page: numberInput(z.number().int().min(1).max(100_000)).default(1),
});
export const withdrawRecordPage = paginated(withdrawRecord);

/** `GET api/wallet/withdraw-info`: what the withdraw dialog needs to explain itself. */
export const withdrawInfo = z.object({
  balance: moneyString,
  min_amount: z.number().int(),
  fee_percent: z.number().int(),
  usdt_rate: z.string(),
  kyc_status: kycStatus,
  bank: bankInfo,
  /** A withdrawal is pending: another is refused (LAST_WITHDRAWAL_PENDING). */
  pending: z.boolean(),
  /** This phase's withdrawal is used: the next is possible from `next_phase_start` (a date). */
  phase_used: z.boolean(),
  phase: z.string(),
  next_phase_start: z.string(),
});
export type WithdrawInfo = z.infer<typeof withdrawInfo>;

export const adminWithdrawal = withdrawRecord.extend({
  member: recordMember,
  reviewed_by: z.string().nullable(),
});
export type AdminWithdrawal = z.infer<typeof adminWithdrawal>;
export const adminWithdrawalQuery = z.object({
  status: withdrawStatus.default('pending'),
  /** Requested from/to (dates, YYYY-MM-DD, Asia/Kuala_Lumpur, inclusive). */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  /** Username or member code (prefix). */
  q: z.string().trim().max(64).optional(),
  page: numberInput(z.number().int().min(1).max(100_000)).default(1),
});
export const adminWithdrawalPage = paginated(adminWithdrawal).extend({
  totals: z.object({
    count: z.number().int(),
    amount: moneyString,
    fee: moneyString,
    amount_received: moneyString,
  }),
});
export const adminWithdrawalApprove = z.strictObject({
  reason: z.string().trim().max(500).optional(),
});
export const adminWithdrawalReject = z.strictObject({
  reason: z.string().trim().min(3, { message: 'REQUIRED' }).max(500),
});
export const adminWithdrawalPay = z.strictObject({
  bank_reference: z.string().trim().min(1, { message: 'REQUIRED' }).max(100),
});
