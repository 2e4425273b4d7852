import type { AdminVoucher } from '@rangkai/shared';
import { describe, expect, it } from 'vitest';
import {
  emptyVoucherValues,
  validateVoucher,
  voucherBody,
  voucherErrorKey,
  voucherValues,
} from './voucher-form';

const fixed = {
  ...emptyVoucherValues(),
  code: ' save10 ',
  name: 'RM10 off',
  amount: '10.00',
  min_spend: '50',
  starts_at: '2026-12-01T00:00',
  ends_at: '2026-12-31T23:59',
};

describe('voucher form', () => {
  it('sends a fixed voucher with its amount only, code upper-cased, times at +08:00', () => {
    const body = voucherBody({ ...fixed, percent: 15, max_discount: '20' });
    expect(body).toEqual({
      code: 'SAVE10',
      name: 'RM10 off',
      discount_type: 'fixed',
      amount: '10.00',
      min_spend: '50',
      starts_at: '2026-12-01T00:00:00+08:00',
      ends_at: '2026-12-31T23:59:00+08:00',
      total_quantity: 100,
      per_member_limit: 1,
      active: true,
    });
    expect(validateVoucher(fixed)).toEqual({});
  });

  it('sends a percent voucher with its share and cap, not an amount', () => {
    const body = voucherBody({
      ...fixed,
      discount_type: 'percent',
      amount: '10',
      percent: '15',
      max_discount: '20',
    });
    expect(body).toMatchObject({ discount_type: 'percent', percent: 15, max_discount: '20' });
    expect(body).not.toHaveProperty('amount');
  });

  it('asks for what the kind needs', () => {
    expect(validateVoucher({ ...fixed, amount: '' })).toEqual({ amount: 'REQUIRED' });
    expect(validateVoucher({ ...fixed, discount_type: 'percent' })).toEqual({
      percent: 'REQUIRED',
    });
    expect(validateVoucher({ ...fixed, discount_type: 'percent', percent: 101 })).toEqual({
      percent: 'invalid_value',
    });
  });

  it('names a bad code, a missing time and a window that ends before it starts', () => {
    expect(validateVoucher({ ...fixed, code: 'a b' }).code).toBe('adminMall:vouchers.errors.code');
    expect(validateVoucher({ ...fixed, starts_at: '' }).starts_at).toBe('REQUIRED');
    expect(validateVoucher({ ...fixed, ends_at: '2026-11-30T00:00' })).toEqual({
      ends_at: 'adminMall:vouchers.errors.ends_after_starts',
    });
  });

  it('places the server refusals', () => {
    expect(voucherErrorKey('code', 'CONFLICT')).toBe('adminMall:vouchers.errors.code_taken');
    expect(voucherErrorKey('total_quantity', 'VALIDATION_ERROR')).toBe(
      'adminMall:vouchers.errors.below_claimed',
    );
    expect(voucherErrorKey('amount', 'INCORRECT_AMOUNT')).toBe('INCORRECT_AMOUNT');
  });

  it('reads a stored voucher back in the business time zone', () => {
    const voucher = {
      id: 1,
      code: 'PCT',
      name: '15%',
      discount_type: 'percent',
      amount: null,
      percent: 15,
      max_discount: '20.00',
      min_spend: '0.00',
      starts_at: '2026-11-30T16:00:00.000Z',
      ends_at: '2026-12-31T15:59:00.000Z',
      remaining: 90,
      per_member_limit: 2,
      total_quantity: 100,
      claimed: 10,
      used: 3,
      active: true,
    } as AdminVoucher;
    expect(voucherValues(voucher)).toMatchObject({
      amount: '',
      percent: 15,
      max_discount: '20.00',
      starts_at: '2026-12-01T00:00',
      ends_at: '2026-12-31T23:59',
    });
  });
});
