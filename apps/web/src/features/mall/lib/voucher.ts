import type { Voucher } from '@rangkai/shared';

/** What a voucher takes off, for its card: a fixed MYR amount, or a percent with its cap. */
export type VoucherOff =
  | { kind: 'fixed'; amount: string }
  | { kind: 'percent'; percent: number; cap: string | null };

export function voucherOff(voucher: Voucher): VoucherOff {
  if (voucher.discount_type === 'percent') {
    return { kind: 'percent', percent: voucher.percent ?? 0, cap: voucher.max_discount };
  }
  return { kind: 'fixed', amount: voucher.amount ?? '0.00' };
}

/** Whether a voucher asks for a minimum spend (any amount above zero). */
export function hasMinSpend(voucher: Voucher): boolean {
  return /[1-9]/.test(voucher.min_spend);
}
