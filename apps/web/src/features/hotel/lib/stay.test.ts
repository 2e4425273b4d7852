import { describe, expect, it } from 'vitest';
import { addDays, firstCheckIn, nightsBetween, stayFrom, stayProblem } from './stay';

// 2026-03-10 23:30 in Kuala Lumpur (UTC+8) is still 2026-03-10 15:30 UTC.
const now = Date.parse('2026-03-10T15:30:00Z');

describe('hotel stay dates', () => {
  it('counts nights across a month end', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(nightsBetween('2026-02-27', '2026-03-02')).toBe(3);
  });

  it('starts from tomorrow in the business time zone', () => {
    expect(firstCheckIn(now)).toBe('2026-03-11');
    expect(firstCheckIn(Date.parse('2026-03-10T16:30:00Z'))).toBe('2026-03-12');
  });

  it('refuses today, reversed dates and more than 30 nights', () => {
    expect(stayProblem('2026-03-10', '2026-03-12', now)).toBe('check_in_past');
    expect(stayProblem('2026-03-12', '2026-03-12', now)).toBe('check_out_before');
    expect(stayProblem('2026-03-11', '2026-04-10', now)).toBeNull();
    expect(stayProblem('2026-03-11', '2026-04-11', now)).toBe('too_many_nights');
    expect(stayProblem('', '2026-04-11', now)).toBe('dates_required');
  });

  it('reads the stay from the address, else one night from tomorrow', () => {
    expect(stayFrom(new URLSearchParams(''), now)).toEqual({
      checkIn: '2026-03-11',
      checkOut: '2026-03-12',
    });
    expect(stayFrom(new URLSearchParams('check_in=2026-04-01&check_out=2026-04-03'), now)).toEqual({
      checkIn: '2026-04-01',
      checkOut: '2026-04-03',
    });
  });
});
