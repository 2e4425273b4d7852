import { describe, expect, it } from 'vitest';
import {
  formatSen,
  MAX_INPUT_SEN,
  mulDivFloor,
  parseMoney,
  percentOf,
  senToUsdt,
} from './money.js';

describe('parseMoney', () => {
  it('reads numbers and strings with up to two decimals as integer sen', () => {
    expect(parseMoney('1234.5')).toBe(123450n);
    expect(parseMoney('0.01')).toBe(1n);
    expect(parseMoney(' 7 ')).toBe(700n);
    expect(parseMoney(100)).toBe(10000n);
    expect(parseMoney(0.3)).toBe(30n);
    expect(parseMoney('0')).toBe(0n);
  });

  it('refuses floats that are not what they look like, and more than two decimals', () => {
    expect(parseMoney(0.1 + 0.2)).toBeNull();
    expect(parseMoney('0.001')).toBeNull();
    expect(parseMoney('1.234')).toBeNull();
    expect(parseMoney(1e21)).toBeNull();
    expect(parseMoney(1e-7)).toBeNull();
  });

  it('refuses negatives, junk and non-finite values', () => {
    for (const bad of ['-1', '1,000', '1e3', '', '.5', '5.', 'abc', '0x10', '١٢'])
      expect(parseMoney(bad), bad).toBeNull();
    expect(parseMoney(-1)).toBeNull();
    expect(parseMoney(Number.NaN)).toBeNull();
    expect(parseMoney(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('handles huge values without losing a sen, up to the input limit', () => {
    expect(parseMoney('999999999999999.99')).toBe(99999999999999999n);
    expect(parseMoney('999999999999999.99')).toBe(MAX_INPUT_SEN);
    expect(parseMoney('9999999999999999')).toBeNull();
    expect(formatSen(parseMoney('123456789012345.67')!)).toBe('123456789012345.67');
  });
});

describe('formatSen', () => {
  it('always prints two places', () => {
    expect(formatSen(0n)).toBe('0.00');
    expect(formatSen(5n)).toBe('0.05');
    expect(formatSen(123450n)).toBe('1234.50');
    expect(formatSen(-5n)).toBe('-0.05');
    expect(formatSen('99999999999999999999')).toBe('999999999999999999.99');
  });
});

describe('percentages round down to the sen', () => {
  it('floors', () => {
    expect(percentOf(999n, 2000)).toBe(199n); // 20% of 9.99 = 1.998 → 1.99
    expect(percentOf(30000n, 1000)).toBe(3000n);
    expect(mulDivFloor(-7n, 1n, 2n)).toBe(-4n);
    expect(() => mulDivFloor(1n, 1n, 0n)).toThrow();
  });

  it('converts to USDT for display only', () => {
    expect(senToUsdt(42000n, '4.20')).toBe('100.00');
    expect(senToUsdt(100n, '4.20')).toBe('0.23');
    expect(senToUsdt(100n, '0')).toBe('0.00');
  });
});
