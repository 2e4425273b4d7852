import { describe, expect, it } from 'vitest';
import { fromLocalInput, nowLocalInput, toLocalInput } from './business-time';

describe('business time (UTC+8) for the datetime-local inputs', () => {
  it('shows a stored time in Malaysia time', () => {
    expect(toLocalInput('2026-11-26T10:30:00.000Z')).toBe('2026-11-26T18:30');
    expect(toLocalInput('2026-11-26T20:00:00+00:00')).toBe('2026-11-27T04:00');
    expect(toLocalInput('2026-11-26T18:30:00+08:00')).toBe('2026-11-26T18:30');
  });

  it('is empty for no time or a broken one', () => {
    expect(toLocalInput(null)).toBe('');
    expect(toLocalInput('')).toBe('');
    expect(toLocalInput('soon')).toBe('');
  });

  it('sends what was typed with the +08:00 offset', () => {
    expect(fromLocalInput('2026-11-26T18:30')).toBe('2026-11-26T18:30:00+08:00');
    expect(fromLocalInput('2026-11-26T18:30:15')).toBe('2026-11-26T18:30:15+08:00');
    expect(fromLocalInput('')).toBe('');
    expect(fromLocalInput('26/11/2026')).toBe('');
  });

  it('round-trips', () => {
    const iso = fromLocalInput('2026-01-01T00:05');
    expect(new Date(iso).toISOString()).toBe('2025-12-31T16:05:00.000Z');
    expect(toLocalInput(iso)).toBe('2026-01-01T00:05');
  });

  it('starts a new item now, to the minute', () => {
    expect(nowLocalInput(Date.parse('2026-11-26T10:30:59.999Z'))).toBe('2026-11-26T18:30');
  });
});
