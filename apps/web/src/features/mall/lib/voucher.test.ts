import type { Voucher } from '@rangkai/shared';
import { describe, expect, it } from 'vitest';
import { hasMinSpend, voucherOff } from './voucher';

const base: Voucher = {
  id: 1,
  member_voucher_id: null,
  code: 'SAVE15',
  name: 'Save',
  discount_type: 'fixed',
  amount: '10.00',
  percent: null,
  max_discount: null,
  min_spend: '0.00',
  starts_at: '2026-01-01T00:00:00Z',
  ends_at: '2027-01-01T00:00:00Z',
  remaining: 5,
  per_member_limit: 1,
  status: 'available',
};

describe('voucherOff', () => {
  it('reads a fixed amount', () => {
    expect(voucherOff(base)).toEqual({ kind: 'fixed', amount: '10.00' });
  });
  it('reads a percent with its cap', () => {
    expect(
      voucherOff({
        ...base,
        discount_type: 'percent',
        amount: null,
        percent: 15,
        max_discount: '20.00',
      }),
    ).toEqual({ kind: 'percent', percent: 15, cap: '20.00' });
  });
  it('knows a minimum spend', () => {
    expect(hasMinSpend(base)).toBe(false);
    expect(hasMinSpend({ ...base, min_spend: '50.00' })).toBe(true);
    expect(hasMinSpend({ ...base, min_spend: '0.50' })).toBe(true);
  });
});
