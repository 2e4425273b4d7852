import { type AdminVoucher, adminVoucherRequest } from '@rangkai/shared';
import { fromLocalInput, toLocalInput } from '@/lib/business-time';
import { schemaErrors } from './field-errors';

export type DiscountType = 'fixed' | 'percent';

/** The voucher dialog's values, named as the server names its fields. */
export interface VoucherFormValues {
  code: string;
  name: string;
  discount_type: DiscountType;
  amount: string;
  percent: number | string;
  max_discount: string;
  min_spend: string;
  /** `datetime-local` values in the business time zone. */
  starts_at: string;
  ends_at: string;
  total_quantity: number | string;
  per_member_limit: number | string;
  active: boolean;
}

export function emptyVoucherValues(): VoucherFormValues {
  return {
    code: '',
    name: '',
    discount_type: 'fixed',
    amount: '',
    percent: '',
    max_discount: '',
    min_spend: '0.00',
    starts_at: '',
    ends_at: '',
    total_quantity: 100,
    per_member_limit: 1,
    active: true,
  };
}

export function voucherValues(voucher: AdminVoucher): VoucherFormValues {
  return {
    code: voucher.code,
    name: voucher.name,
    discount_type: voucher.discount_type,
    amount: voucher.amount ?? '',
    percent: voucher.percent ?? '',
    max_discount: voucher.max_discount ?? '',
    min_spend: voucher.min_spend,
    starts_at: toLocalInput(voucher.starts_at),
    ends_at: toLocalInput(voucher.ends_at),
    total_quantity: voucher.total_quantity,
    per_member_limit: voucher.per_member_limit,
    active: voucher.active,
  };
}

const number = (value: number | string) => (value === '' ? undefined : Number(value));

/**
 * The request body (`adminVoucherRequest`): a fixed voucher sends its amount, a percent one its
 * share and cap (the other kind's fields are left out); times typed in the business time zone
 * (TZ_BUSINESS), sent with its offset.
 */
export function voucherBody(values: VoucherFormValues) {
  const fixed = values.discount_type === 'fixed';
  const cap = values.max_discount.trim();
  return {
    code: values.code.trim().toUpperCase(),
    name: values.name.trim(),
    discount_type: values.discount_type,
    ...(fixed
      ? { amount: values.amount.trim() }
      : { percent: number(values.percent), ...(cap ? { max_discount: cap } : {}) }),
    min_spend: values.min_spend.trim() || '0',
    starts_at: fromLocalInput(values.starts_at),
    ends_at: fromLocalInput(values.ends_at),
    total_quantity: number(values.total_quantity),
    per_member_limit: number(values.per_member_limit),
    active: values.active,
  };
}

/** The form's own checks (the shared schema's), as `errors` keys by field. */
export function validateVoucher(values: VoucherFormValues): Record<string, string> {
  const errors = schemaErrors(adminVoucherRequest, voucherBody(values));
  for (const field of ['starts_at', 'ends_at'] as const) {
    if (!values[field].trim()) errors[field] = 'REQUIRED';
  }
  if (values.total_quantity === '') errors.total_quantity = 'REQUIRED';
  if (values.discount_type === 'percent' && values.percent === '') errors.percent = 'REQUIRED';
  if (values.discount_type === 'fixed' && !values.amount.trim()) errors.amount = 'REQUIRED';
  const starts = Date.parse(fromLocalInput(values.starts_at));
  const ends = Date.parse(fromLocalInput(values.ends_at));
  if (ends <= starts) errors.ends_at = 'VALIDATION_ERROR';
  return Object.fromEntries(
    Object.entries(errors).map(([field, code]) => [field, voucherErrorKey(field, code)]),
  );
}

/** The key under a field for a code of the form's checks or the server's. */
export function voucherErrorKey(field: string, code: string): string {
  if (code === 'VALIDATION_ERROR' && field === 'code') return 'adminMall:vouchers.errors.code';
  if (code === 'VALIDATION_ERROR' && field === 'ends_at') {
    return 'adminMall:vouchers.errors.ends_after_starts';
  }
  if (code === 'CONFLICT' && field === 'code') return 'adminMall:vouchers.errors.code_taken';
  if (code === 'VALIDATION_ERROR' && field === 'total_quantity') {
    return 'adminMall:vouchers.errors.below_claimed';
  }
  return code;
}
