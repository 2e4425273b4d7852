import { describe, expect, it } from 'vitest';
import { holidayYears, isWeekend, validateHoliday, weekdayOf } from './holidays';

describe('the holidays screen', () => {
  it('offers two years back and three ahead', () => {
    expect(holidayYears(2026)).toEqual([2024, 2025, 2026, 2027, 2028, 2029]);
  });

  it('knows a weekend holiday and names the weekday in the reader’s language', () => {
    expect(isWeekend('2027-02-06')).toBe(true); // Saturday
    expect(isWeekend('2027-02-07')).toBe(true); // Sunday
    expect(isWeekend('2027-02-08')).toBe(false);
    expect(weekdayOf('2027-08-31', 'en')).toBe('Tue');
    expect(weekdayOf('2027-08-31', 'ms')).toMatch(/^Sel/);
  });

  it('asks for a date and a name', () => {
    expect(validateHoliday({ date: '', name: ' ' })).toEqual({
      date: 'REQUIRED',
      name: 'REQUIRED',
    });
    expect(validateHoliday({ date: '2027-03-03', name: 'Thaipusam' })).toEqual({
      date: null,
      name: null,
    });
  });
});
