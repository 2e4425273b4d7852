import { describe, expect, it } from 'vitest';
import {
  addDays,
  COOLING_OFF_WORKING_DAYS,
  isWithinCoolingOff,
  isWorkingDay,
  lastCoolingOffDay,
} from './window.js';

/** BUSINESS_RULES §13: ten working days commencing on the day after the purchase. */
const none = new Set<string>();
const weekday = (date: string) =>
  ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][new Date(`${date}T00:00:00Z`).getUTCDay()];

describe('the calendar', () => {
  it('adds calendar days across months, years and a leap day', () => {
    expect(addDays('2027-01-31', 1)).toBe('2027-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
  });

  it('works Monday to Friday, except public holidays', () => {
    expect(weekday('2027-01-04')).toBe('Mon');
    expect(['04', '05', '06', '07', '08'].map((d) => isWorkingDay(`2027-01-${d}`, none))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(isWorkingDay('2027-01-09', none)).toBe(false); // Saturday
    expect(isWorkingDay('2027-01-10', none)).toBe(false); // Sunday
    expect(isWorkingDay('2027-01-06', new Set(['2027-01-06']))).toBe(false);
  });
});

describe('the last day to cancel', () => {
  it('is the tenth working day after a Monday purchase: two weeks and a day', () => {
    // Tue 5 … Fri 8 (4), Mon 11 … Fri 15 (9), Mon 18 (10).
    expect(lastCoolingOffDay('2027-01-04', none)).toBe('2027-01-18');
  });

  it('does not count the weekend after a Friday, Saturday or Sunday purchase', () => {
    expect(weekday('2027-01-08')).toBe('Fri');
    // Mon 11 … Fri 15 (5), Mon 18 … Fri 22 (10).
    expect(lastCoolingOffDay('2027-01-08', none)).toBe('2027-01-22');
    expect(lastCoolingOffDay('2027-01-09', none)).toBe('2027-01-22'); // Saturday
    expect(lastCoolingOffDay('2027-01-10', none)).toBe('2027-01-22'); // Sunday
  });

  it('moves one working day later for each weekday holiday in the period', () => {
    expect(lastCoolingOffDay('2027-01-04', new Set(['2027-01-06']))).toBe('2027-01-19');
    expect(lastCoolingOffDay('2027-01-04', new Set(['2027-01-06', '2027-01-13']))).toBe(
      '2027-01-20',
    );
    // The tenth day itself a holiday: the next working day.
    expect(lastCoolingOffDay('2027-01-04', new Set(['2027-01-18']))).toBe('2027-01-19');
  });

  it('is not moved by a holiday on a weekend, on the purchase day or after the period', () => {
    expect(lastCoolingOffDay('2027-01-08', new Set(['2027-01-09', '2027-01-17']))).toBe(
      '2027-01-22',
    );
    expect(lastCoolingOffDay('2027-01-04', new Set(['2027-01-04']))).toBe('2027-01-18');
    expect(lastCoolingOffDay('2027-01-04', new Set(['2027-01-19']))).toBe('2027-01-18');
  });

  it('skips a weekend holiday and its replacement Monday (Chinese New Year 2027)', () => {
    const cny = new Set(['2027-02-06', '2027-02-07', '2027-02-08']);
    expect(weekday('2027-02-05')).toBe('Fri');
    // Tue 9 … Fri 12 (4), Mon 15 … Fri 19 (9), Mon 22 (10).
    expect(lastCoolingOffDay('2027-02-05', cny)).toBe('2027-02-22');
    expect(lastCoolingOffDay('2027-02-05', none)).toBe('2027-02-19');
  });

  it('runs across the year boundary with Christmas and New Year', () => {
    expect(weekday('2026-12-24')).toBe('Thu');
    // Fri 25 (1), Mon 28 … Thu 31 (5), Fri 1 (6), Mon 4 … Thu 7 (10).
    expect(lastCoolingOffDay('2026-12-24', none)).toBe('2027-01-07');
    // Christmas and New Year's Day off: Mon 28 … Thu 31 (4), Mon 4 … Fri 8 (9), Mon 11 (10).
    expect(lastCoolingOffDay('2026-12-24', new Set(['2026-12-25', '2027-01-01']))).toBe(
      '2027-01-11',
    );
    expect(lastCoolingOffDay('2026-12-31', new Set(['2027-01-01']))).toBe('2027-01-15');
  });

  it('always lands on a working day with exactly ten working days after the purchase', () => {
    let seed = 20261127;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let run = 0; run < 300; run++) {
      const purchase = addDays('2026-01-01', Math.floor(random() * 730));
      const holidays = new Set(
        Array.from({ length: Math.floor(random() * 8) }, () =>
          addDays(purchase, Math.floor(random() * 30)),
        ),
      );
      const last = lastCoolingOffDay(purchase, holidays);
      expect(isWorkingDay(last, holidays)).toBe(true);
      let working = 0;
      for (let d = addDays(purchase, 1); d <= last; d = addDays(d, 1))
        if (isWorkingDay(d, holidays)) working++;
      expect(working).toBe(COOLING_OFF_WORKING_DAYS);
    }
  });
});

describe('a cancellation on a given day', () => {
  const cny = new Set(['2027-02-06', '2027-02-07', '2027-02-08']);

  it('is accepted from the purchase day up to the last day, and refused the day after', () => {
    expect(isWithinCoolingOff('2027-01-04', '2027-01-04', none)).toBe(true);
    expect(isWithinCoolingOff('2027-01-04', '2027-01-10', none)).toBe(true);
    expect(isWithinCoolingOff('2027-01-04', '2027-01-18', none)).toBe(true);
    expect(isWithinCoolingOff('2027-01-04', '2027-01-19', none)).toBe(false);
    expect(isWithinCoolingOff('2027-02-05', '2027-02-22', cny)).toBe(true);
    expect(isWithinCoolingOff('2027-02-05', '2027-02-23', cny)).toBe(false);
  });

  it('is accepted on the last day across a year boundary, refused the next', () => {
    const holidays = new Set(['2026-12-25', '2027-01-01']);
    expect(isWithinCoolingOff('2026-12-24', '2027-01-11', holidays)).toBe(true);
    expect(isWithinCoolingOff('2026-12-24', '2027-01-12', holidays)).toBe(false);
  });

  it('is refused before the purchase was made', () => {
    expect(isWithinCoolingOff('2027-01-04', '2027-01-03', none)).toBe(false);
  });
});
