import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.js';
import { businessDate, setBusinessTimeZone } from '../../lib/business-time.js';
import { addDays, canCancelOn, checkStay, freeCancelUntil, nightsOf } from './stay.js';

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return err instanceof AppError ? [err.code, err.data] : err;
  }
  return null;
};

describe('nights of a stay', () => {
  it('holds check-in up to the night before check-out', () => {
    expect(nightsOf('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
    ]);
    expect(nightsOf('2028-02-28', '2028-03-01')).toEqual(['2028-02-28', '2028-02-29']);
    expect(nightsOf('2026-12-01', '2026-12-01')).toEqual([]);
    expect(nightsOf('2026-12-02', '2026-12-01')).toEqual([]);
  });

  it('takes check-in from tomorrow, 1 to 30 nights', () => {
    const today = '2026-11-27';
    expect(checkStay('2026-11-28', '2026-11-29', today)).toEqual(['2026-11-28']);
    expect(checkStay('2026-11-28', '2026-12-28', today)).toHaveLength(30);
    expect(refusal(() => checkStay('2026-11-27', '2026-11-29', today))).toEqual([
      'INVALID_STAY_DATES',
      { check_in: 'INVALID_STAY_DATES' },
    ]);
    expect(refusal(() => checkStay('2026-11-28', '2026-12-29', today))).toEqual([
      'INVALID_STAY_DATES',
      { check_out: 'INVALID_STAY_DATES' },
    ]);
    expect(refusal(() => checkStay('2026-12-05', '2026-12-05', today))).toEqual([
      'INVALID_STAY_DATES',
      { check_out: 'INVALID_STAY_DATES' },
    ]);
    expect(refusal(() => checkStay('2026-12-05', '2026-12-04', today))).toEqual([
      'INVALID_STAY_DATES',
      { check_out: 'INVALID_STAY_DATES' },
    ]);
  });

  it('counts tomorrow in the business time zone, not UTC', () => {
    // 17:30 UTC on 27 Nov is already 01:30 on 28 Nov in Kuala Lumpur: tomorrow there is the 29th.
    setBusinessTimeZone('Asia/Kuala_Lumpur');
    const today = businessDate(new Date('2026-11-27T17:30:00Z'));
    expect(today).toBe('2026-11-28');
    expect(refusal(() => checkStay('2026-11-28', '2026-11-29', today))).toEqual([
      'INVALID_STAY_DATES',
      { check_in: 'INVALID_STAY_DATES' },
    ]);
    expect(checkStay('2026-11-29', '2026-11-30', today)).toEqual(['2026-11-29']);
  });
});

describe('free cancellation deadline', () => {
  it('runs until free_cancel_days before check-in, inclusive', () => {
    expect(freeCancelUntil('2026-12-10', 3)).toBe('2026-12-07');
    expect(canCancelOn('2026-12-07', '2026-12-10', 3)).toBe(true);
    expect(canCancelOn('2026-12-08', '2026-12-10', 3)).toBe(false);
    expect(freeCancelUntil('2027-01-02', 3)).toBe('2026-12-30');
    expect(canCancelOn('2026-12-10', '2026-12-10', 0)).toBe(true);
    expect(canCancelOn('2026-12-11', '2026-12-10', 0)).toBe(false);
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('is a business date: late evening UTC is already the next day in Kuala Lumpur', () => {
    setBusinessTimeZone('Asia/Kuala_Lumpur');
    const before = businessDate(new Date('2026-12-07T15:59:00Z')); // 23:59 on the 7th in KL
    const after = businessDate(new Date('2026-12-07T16:00:00Z')); // 00:00 on the 8th in KL
    expect(canCancelOn(before, '2026-12-10', 3)).toBe(true);
    expect(canCancelOn(after, '2026-12-10', 3)).toBe(false);
  });
});
