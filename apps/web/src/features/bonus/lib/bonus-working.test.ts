import { describe, expect, it } from 'vitest';
import { bonusWorking, looksLikeMoney, workingValue } from './bonus-working';

describe('bonusWorking', () => {
  it('reads a sponsor bonus as percent of BV with its package', () => {
    const gold = { id: 3, package_name: '金', package_name_en: 'Gold' };
    expect(bonusWorking('sponsor', { bv: '1200.00', percent: '10', package: gold })).toEqual({
      kind: 'sponsor',
      bv: '1200.00',
      percent: '10',
      package: gold,
    });
    expect(bonusWorking('sponsor', { bv: 500, percent: 10, package: 'Silver' })).toEqual({
      kind: 'sponsor',
      bv: '500',
      percent: '10',
      package: 'Silver',
    });
  });

  it('lists the details of other bonuses, skipping what has no face', () => {
    expect(
      bonusWorking('pairing', {
        left: '3000.00',
        right: '1500.00',
        matched: '1500.00',
        note: '',
        extra: { nested: true },
        levels: [1, 2],
      }),
    ).toEqual({
      kind: 'fields',
      fields: [
        { key: 'left', value: '3000.00' },
        { key: 'right', value: '1500.00' },
        { key: 'matched', value: '1500.00' },
        { key: 'levels', value: '1, 2' },
      ],
    });
  });

  it('has nothing to show for empty details', () => {
    expect(bonusWorking('leadership', {})).toEqual({ kind: 'none' });
    expect(bonusWorking('sponsor', { bv: '100.00' })).toEqual({
      kind: 'fields',
      fields: [{ key: 'bv', value: '100.00' }],
    });
  });
});

describe('workingValue', () => {
  it('keeps text, numbers and booleans, and drops the rest', () => {
    expect(workingValue('-1234567.50')).toBe('-1234567.50');
    expect(looksLikeMoney('-1234567.50')).toBe(true);
    expect(looksLikeMoney('10')).toBe(false);
    expect(workingValue('10')).toBe('10');
    expect(workingValue(Number.NaN)).toBeNull();
    expect(workingValue(null)).toBeNull();
    expect(workingValue(true)).toBe('true');
  });
});
