import { z } from 'zod';
import { wallets } from '../constants.js';
import { moneyInput, moneyString, numberInput, paginated } from './common.js';

export const wallet = z.enum(wallets);
const secPassword = z.string().min(1, { message: 'REQUIRED' }).max(64);

export const checkReceiverRequest = z.strictObject({
  username: z.string().trim().min(1, { message: 'REQUIRED' }).max(64),
});
export const receiverInfo = z.object({
  member_code: z.string(),
  username: z.string(),
  contact_number: z.string().nullable(),
  country: z.object({ id: z.number().int(), name_en: z.string() }),
});

export const transferRequest = z.strictObject({
  transfer_type: z.enum(['point1', 'point3']),
  username: z.string().trim().min(1, { message: 'REQUIRED' }).max(64),
  amount: moneyInput,
  remark: z.string().trim().max(200).optional().nullable(),
  sec_password: secPassword,
});
export type TransferRequest = z.input<typeof transferRequest>;

export const changeWalletRequest = z.strictObject({
  transfer_type: z.enum(['point2', 'point3', 'point4']),
  amount: moneyInput,
  sec_password: secPassword,
});
export type ChangeWalletRequest = z.input<typeof changeWalletRequest>;

export const movementReply = z.object({
  id: z.number().int(),
  journal_id: z.number().int(),
  amount: moneyString,
  from_wallet: wallet,
  to_wallet: wallet,
  balance: moneyString,
  created_at: z.string(),
});

export const depositMethod = z.enum(['fpx', 'local']);
export const depositStatus = z.enum(['pending', 'approved', 'rejected']);
export const depositRecord = z.object({
  id: z.number().int(),
  amount: moneyString,
  method: depositMethod,
  reference: z.string().nullable(),
  has_receipt: z.boolean(),
  status: depositStatus,
  reason: z.string().nullable(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
});
export type DepositRecord = z.infer<typeof depositRecord>;

export const getWalletReply = z.object({
  address: z.string(),
  qr_code: z.string(),
  usdt_rate: z.string(),
  pending_deposit: depositRecord.nullable(),
});
export type GetWalletReply = z.infer<typeof getWalletReply>;

export const walletRecordQuery = z.object({
  wallet: wallet.optional(),
  found_type: z.string().trim().max(40).optional(),
  page: numberInput(z.number().int().min(1).max(100_000)).default(1),
});
export const walletRecord = z.object({
  id: z.number().int(),
  wallet: wallet,
  type: z.string(),
  amount: moneyString,
  balance: moneyString,
  memo: z.string().nullable(),
  created_at: z.string(),
});
export const walletRecordPage = paginated(walletRecord);

export const transferRecord = z.object({
  id: z.number().int(),
  direction: z.enum(['in', 'out']),
  wallet: wallet,
  amount: moneyString,
  remark: z.string().nullable(),
  counterparty: z.object({ username: z.string(), member_code: z.string() }),
  created_at: z.string(),
});
export const transferRecordPage = paginated(transferRecord);
export const depositRecordPage = paginated(depositRecord);

/** Journal types members see in their records (`found_type`). */
export const journalTypes = [
  'transfer',
  'change_wallet',
  'deposit',
  'withdraw',
  'withdraw_refund',
  'adjustment',
  'package_purchase',
  'package_upgrade',
  'sponsor_bonus',
  'pairing_bonus',
  'level_bonus',
  'leadership_bonus',
  'mall_purchase',
  'mall_refund',
  'package_cancel_refund',
  'sponsor_clawback',
  'debt_repayment',
  'hotel_booking',
  'hotel_refund',
] as const;

export const adminDepositReview = z.strictObject({
  reason: z.string().trim().min(3, { message: 'REQUIRED' }).max(500),
});
export const adminDepositApprove = z.strictObject({
  reason: z.string().trim().max(500).optional(),
});
export const adminWalletAdjust = z.strictObject({
  username: z.string().trim().min(1).max(64),
  wallet,
  direction: z.enum(['credit', 'debit']),
  amount: moneyInput,
  /** Internal: audited and shown to operators, never to the member. */
  reason: z.string().trim().min(3, { message: 'REQUIRED' }).max(500),
  /** Optional text the member sees beside the movement in their records. */
  description: z.string().trim().max(200).optional(),
});
export const ledgerReport = z.object({
  ok: z.boolean(),
  journals: z.number().int(),
  accounts: z.number().int(),
  unbalanced_journals: z.array(z.object({ journal_id: z.number().int(), sum: z.string() })),
  balance_mismatches: z.array(
    z.object({ account_id: z.number().int(), balance: z.string(), lines: z.string() }),
  ),
  negative_member_accounts: z.array(
    z.object({ account_id: z.number().int(), balance: z.string() }),
  ),
  total: z.string(),
  checked_at: z.string(),
});
export type LedgerReport = z.infer<typeof ledgerReport>;

/** Deposit request (multipart fields or JSON); method true/fpx = FPX, false/local = local depositor. */
export const depositRequest = z.object({
  amount: moneyInput,
  method: z
    .union([z.enum(['fpx', 'local']), z.enum(['true', 'false']), z.boolean()])
    .transform((m) =>
      m === true || m === 'true' || m === 'fpx' ? ('fpx' as const) : ('local' as const),
    ),
  reference: z
    .string()
    .trim()
    .max(100)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
});
