import { describe, expect, it } from 'vitest';
import { businessToday, fromLocalInput, isDay, thisMonth, toLocalInput } from './business-time';

describe('business time (Asia/Kuala_Lumpur)', () => {
  it('turns a stored time into the input and back', () => {
    expect(toLocalInput('2026-11-26T10:30:00.000Z')).toBe('2026-11-26T18:30');
    expect(fromLocalInput('2026-11-26T18:30')).toBe('2026-11-26T18:30:00+08:00');
    expect(toLocalInput(null)).toBe('');
    expect(fromLocalInput('tomorrow')).toBe('');
  });

  it('starts the month on the first day in Kuala Lumpur, not in UTC', () => {
    // 30 Nov 2026 17:00 UTC is already 1 Dec 01:00 in Kuala Lumpur.
    const now = Date.parse('2026-11-30T17:00:00Z');
    expect(businessToday(now)).toBe('2026-12-01');
    expect(thisMonth(now)).toEqual({ from: '2026-12-01', to: '2026-12-01' });
    expect(thisMonth(Date.parse('2026-11-26T05:00:00Z'))).toEqual({
      from: '2026-11-01',
      to: '2026-11-26',
    });
  });

  it('knows a real day', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('26-2-1')).toBe(false);
  });
});
