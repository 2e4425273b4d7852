import type { BonusCloseDay } from '@rangkai/shared';
import { describe, expect, it } from 'vitest';
import { chartDays, formatDuration, formatRatio, ratioBasisPoints, ratioLevel } from './figures';

describe('payout ratio', () => {
  it('reads the four-decimal ratio exactly and shows it as a percentage', () => {
    expect(ratioBasisPoints('0.1234')).toBe(1234);
    expect(ratioBasisPoints('1.5')).toBe(15_000);
    expect(ratioBasisPoints('0.0000')).toBe(0);
    expect(ratioBasisPoints('n/a')).toBe(0);
    expect(formatRatio('0.1234')).toBe('12.34%');
    expect(formatRatio('0.4000')).toBe('40.00%');
    expect(formatRatio('0.0005')).toBe('0.05%');
    expect(formatRatio('1.2000')).toBe('120.00%');
  });

  it('warns above the alert ratio, and from 80 % of it', () => {
    expect(ratioLevel('0.4001', '0.4000')).toBe('alert');
    expect(ratioLevel('0.4000', '0.4000')).toBe('near');
    expect(ratioLevel('0.3200', '0.4000')).toBe('near');
    expect(ratioLevel('0.3199', '0.4000')).toBe('ok');
    expect(ratioLevel('0.9000', '0.0000')).toBe('ok');
  });
});

describe('close figures', () => {
  it('shows durations in ms, seconds or minutes', () => {
    expect(formatDuration(null)).toBe('—');
    expect(formatDuration(850)).toBe('850 ms');
    expect(formatDuration(12_400)).toBe('12.4 s');
    expect(formatDuration(185_000)).toBe('3 min 5 s');
  });

  it('charts closed dates only, oldest first', () => {
    const day = (business_date: string, status: 'closed' | 'pending', pairing = '0.00') =>
      ({
        business_date,
        status,
        payout_ratio: '0.2500',
        sponsor: '10.00',
        pairing,
        level: '1.50',
        leadership: '0.00',
      }) as BonusCloseDay;
    const days = chartDays([
      day('2026-01-03', 'pending'),
      day('2026-01-02', 'closed', '30.00'),
      day('2026-01-01', 'closed'),
    ]);
    expect(days.map((d) => d.date)).toEqual(['2026-01-01', '2026-01-02']);
    expect(days[1]).toEqual({
      date: '2026-01-02',
      ratio: 25,
      sponsor: 10,
      pairing: 30,
      level: 1.5,
      leadership: 0,
    });
  });
});
