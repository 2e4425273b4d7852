import { describe, expect, it } from 'vitest';
import { formatRm, groupMoney } from './money';

describe('money display', () => {
  it('groups thousands without float maths', () => {
    expect(groupMoney('1234567.50')).toBe('1,234,567.50');
    expect(groupMoney('-1000')).toBe('-1,000.00');
  });

  it('shows every mall amount, credit or cash, in ringgit', () => {
    expect(formatRm('33.00')).toBe('RM 33.00');
    expect(formatRm('1234.5')).toBe('RM 1,234.50');
    expect(formatRm('0')).toBe('RM 0.00');
  });
});
