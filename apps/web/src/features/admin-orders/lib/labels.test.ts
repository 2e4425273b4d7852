import { describe, expect, it } from 'vitest';
import { detailEntries, formatBusinessDate, itemsSummary } from './labels';

const item = (name: string, name_en: string, quantity = 1) => ({
  name,
  name_en,
  name_ms: null,
  quantity,
  price: '0.00',
});

describe('items summary', () => {
  it('summarises the first item and counts the rest', () => {
    expect(itemsSummary([item('A', 'A', 2), item('B', 'B')], 'en')).toEqual({
      first: 'A × 2',
      more: 1,
    });
    expect(itemsSummary([], 'en')).toEqual({ first: '—', more: 0 });
  });
});

describe('business dates', () => {
  it('shows the calendar day given, whatever the reader’s time zone', () => {
    expect(formatBusinessDate('2026-01-01', 'en-GB')).toBe('1 Jan 2026');
    expect(formatBusinessDate('2026-12-31', 'en-GB')).toBe('31 Dec 2026');
    expect(formatBusinessDate('soon', 'en')).toBe('soon');
  });
});

describe('bonus details', () => {
  it('lists the working, percentages signed, nested values as JSON, empty ones left out', () => {
    expect(
      detailEntries({ bv: '300.00', percent: 10, package: 'Silver', none: null, legs: { l: 1 } }),
    ).toEqual([
      ['bv', '300.00'],
      ['percent', '10%'],
      ['package', 'Silver'],
      ['legs', '{"l":1}'],
    ]);
  });
});
