import { describe, expect, it } from 'vitest';
import { parsePhase, phaseMonth } from './phase';

describe('withdrawal phases', () => {
  it('reads the month and its half', () => {
    expect(parsePhase('2026-11-1')).toEqual({ year: 2026, month: 11, half: 1 });
    expect(parsePhase('2026-02-2')).toEqual({ year: 2026, month: 2, half: 2 });
  });

  it('leaves anything else out', () => {
    for (const text of ['', '2026-11', '2026-11-3', '2026-13-1', '26-11-1']) {
      expect(parsePhase(text)).toBeNull();
    }
  });

  it('names the month in the reader language, whatever the time zone', () => {
    const phase = { year: 2026, month: 11, half: 1 as const };
    expect(phaseMonth(phase, 'en')).toBe('Nov 2026');
    expect(phaseMonth({ ...phase, month: 1 }, 'en')).toBe('Jan 2026');
  });
});
