import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './download';

describe('fileNameFromDisposition', () => {
  it('takes the quoted or bare file name', () => {
    expect(
      fileNameFromDisposition('attachment; filename="withdrawals-2026-11-26.csv"', 'x.csv'),
    ).toBe('withdrawals-2026-11-26.csv');
    expect(fileNameFromDisposition('attachment; filename=payout.csv', 'x.csv')).toBe('payout.csv');
  });

  it('prefers the UTF-8 name and keeps no folder', () => {
    expect(
      fileNameFromDisposition(
        `attachment; filename="a.csv"; filename*=UTF-8''pay%20out%E2%82%AC.csv`,
        'x.csv',
      ),
    ).toBe('pay out€.csv');
    expect(fileNameFromDisposition('attachment; filename="../../etc/payout.csv"', 'x.csv')).toBe(
      'payout.csv',
    );
  });

  it('falls back when there is no usable name', () => {
    expect(fileNameFromDisposition(null, 'x.csv')).toBe('x.csv');
    expect(fileNameFromDisposition('attachment', 'x.csv')).toBe('x.csv');
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''%E2%28`, 'x.csv')).toBe('x.csv');
  });
});
