import { describe, expect, it } from 'vitest';
import { bonusWorking, looksLikeMoney, wasCapped, workingValue } from './bonus-working';

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

  const pairing = {
    left: '3000.00',
    right: '1500.00',
    day_left: '1000.00',
    day_right: '1500.00',
    matched: '1500.00',
    percent: 10,
    cap: '100.00',
    flushed: '500.00',
    carry_left: '1500.00',
    carry_right: '0.00',
  };

  it('reads a pairing bonus as the close wrote it: legs, today, match, cap, flush, carries', () => {
    const working = bonusWorking('pairing', pairing);
    expect(working).toEqual({
      kind: 'pairing',
      left: '3000.00',
      right: '1500.00',
      dayLeft: '1000.00',
      dayRight: '1500.00',
      matched: '1500.00',
      percent: '10',
      cap: '100.00',
      flushed: '500.00',
      carryLeft: '1500.00',
      carryRight: '0.00',
    });
    expect(working.kind === 'pairing' && wasCapped(working)).toBe(true);
    const uncapped = bonusWorking('pairing', { ...pairing, flushed: '0.00' });
    expect(uncapped.kind === 'pairing' && wasCapped(uncapped)).toBe(false);
  });

  it('reads level and leadership bonuses', () => {
    expect(bonusWorking('level', { level: 2, percent: 5, pairing: '150.00' })).toEqual({
      kind: 'level',
      level: '2',
      percent: '5',
      pairing: '150.00',
    });
    expect(
      bonusWorking('leadership', {
        rank: 1,
        pool: '300.00',
        part: '100.00',
        holders: 2,
        sales: '10000.00',
      }),
    ).toEqual({
      kind: 'leadership',
      rank: 1,
      pool: '300.00',
      part: '100.00',
      holders: 2,
      sales: '10000.00',
    });
    expect(
      bonusWorking('leadership', { rank: 3, pool: '300.00', part: '100.00', holders: 1 }),
    ).toMatchObject({ kind: 'leadership', sales: null });
  });

  it('lists details of another shape key by key, skipping what has no face', () => {
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
    expect(bonusWorking('pairing', { ...pairing, cap: 'none' })).toMatchObject({ kind: 'fields' });
    expect(bonusWorking('level', { level: 1, percent: 10 })).toEqual({
      kind: 'fields',
      fields: [
        { key: 'level', value: '1' },
        { key: 'percent', value: '10' },
      ],
    });
    expect(
      bonusWorking('leadership', { rank: 'top', pool: '1.00', part: '1.00', holders: 1 }),
    ).toMatchObject({ kind: 'fields' });
  });

  it('reads a sponsor bonus taken back with the debt it left, and a debt repayment', () => {
    expect(bonusWorking('sponsor_clawback', { debt: '30.00', user_package_id: 7 })).toEqual({
      kind: 'clawback',
      debt: '30.00',
    });
    expect(bonusWorking('sponsor_clawback', { debt: '0.00', user_package_id: 7 })).toEqual({
      kind: 'clawback',
      debt: null,
    });
    expect(bonusWorking('sponsor_clawback', {})).toEqual({ kind: 'clawback', debt: null });
    expect(bonusWorking('sponsor_clawback', { debt: 'lots' })).toEqual({
      kind: 'fields',
      fields: [{ key: 'debt', value: 'lots' }],
    });
    expect(bonusWorking('debt_repayment', { bonus_id: 12 })).toEqual({ kind: 'repayment' });
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
