import { describe, expect, it } from 'vitest';
import {
  amountToSen,
  exceedsBalance,
  myrToUsdt,
  normaliseAmount,
  sanitizeAmountInput,
} from './amount';

describe('sanitizeAmountInput', () => {
  it('keeps digits and one decimal point, never a minus sign', () => {
    expect(sanitizeAmountInput('-12', '')).toBe('12');
    expect(sanitizeAmountInput('1e5', '')).toBe('15');
    expect(sanitizeAmountInput('12.3', '12.')).toBe('12.3');
    expect(sanitizeAmountInput('12,3', '12')).toBe('12.3');
    expect(sanitizeAmountInput('', '5')).toBe('');
  });

  it('refuses a third decimal or a second point by keeping the previous text', () => {
    expect(sanitizeAmountInput('12.345', '12.34')).toBe('12.34');
    expect(sanitizeAmountInput('1.2.3', '1.2')).toBe('1.2');
  });

  it('drops leading zeros and completes a bare point', () => {
    expect(sanitizeAmountInput('007', '00')).toBe('7');
    expect(sanitizeAmountInput('0.5', '0.')).toBe('0.5');
    expect(sanitizeAmountInput('.5', '')).toBe('0.5');
  });

  it('caps the whole part at 13 digits', () => {
    expect(sanitizeAmountInput('12345678901234', '1234567890123')).toBe('1234567890123');
  });
});

describe('amount helpers', () => {
  it('parses without floats', () => {
    expect(amountToSen('0.1')).toBe(10n);
    expect(amountToSen('0.30')).toBe(30n);
    expect(amountToSen('0')).toBeNull();
    expect(amountToSen('1.234')).toBeNull();
    expect(amountToSen('9999999999999.99')).toBe(999999999999999n);
  });

  it('compares with the balance in sen', () => {
    expect(exceedsBalance('100.01', '100.00')).toBe(true);
    expect(exceedsBalance('100', '100.00')).toBe(false);
    expect(exceedsBalance('', '0.00')).toBe(false);
  });

  it('shows USDT rounded down and normalises for display', () => {
    expect(myrToUsdt('100.00', '4.20')).toBe('23.80');
    expect(myrToUsdt('-42.00', '4.20')).toBe('-10.00');
    expect(myrToUsdt('1.00', '0')).toBe('0.00');
    expect(normaliseAmount('12.5')).toBe('12.50');
  });
});
