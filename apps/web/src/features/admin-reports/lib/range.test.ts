import { describe, expect, it } from 'vitest';
import { rangeProblem, ratioPercent } from './range';

describe('reconciliation range', () => {
  it('names what is wrong with a range as the server does', () => {
    expect(rangeProblem('2026-01-01', '2026-01-31')).toBeNull();
    expect(rangeProblem('2024-01-01', '2024-12-31')).toBeNull(); // 366 days
    expect(rangeProblem('2025-01-01', '2026-01-02')).toBe('DATE_RANGE_TOO_LONG');
    expect(rangeProblem('2026-02-01', '2026-01-31')).toBe('DATE_RANGE_REVERSED');
    expect(rangeProblem('2026-02-30', '2026-03-01')).toBe('VALIDATION_ERROR');
  });

  it('shows a ratio as a percentage', () => {
    expect(ratioPercent('0.1264')).toBe('12.64 %');
    expect(ratioPercent('0.0000')).toBe('0.00 %');
    expect(ratioPercent('1.2500')).toBe('125.00 %');
  });
});
