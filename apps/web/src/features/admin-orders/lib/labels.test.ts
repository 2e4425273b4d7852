import { describe, expect, it } from 'vitest';
import { detailEntries, itemsSummary } from './labels';

const item = (name: string, name_en: string, quantity = 1) => ({
  name,
  name_en,
  name_ms: null,
  quantity,
  price: '0.00',
});

describe('items summary', () => {
  it('summarises the first item and counts the rest', () => {
    expect(itemsSummary([item('A', 'A', 2), item('B', 'B')], (i) => i.name_en)).toEqual({
      first: 'A × 2',
      more: 1,
    });
    expect(itemsSummary([], (i) => i.name_en)).toEqual({ first: '—', more: 0 });
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
