import type { CartLine } from '@rangkai/shared';
import { describe, expect, it } from 'vitest';
import { canBuy, chosenTotals, clampQuantity, parseIds } from './cart';

const line = (
  id: number,
  credit: string,
  cash: string,
  quantity: number,
  problem: CartLine['problem'] = null,
): CartLine => ({
  mall_product_id: id,
  name: `P${id}`,
  product_name: `P${id}`,
  product_name_cn: null,
  thumb_image_path: null,
  my_price: { credit, cash },
  quantity,
  stock: 10,
  problem,
});

describe('clampQuantity', () => {
  it('keeps a whole number between 1 and the stock', () => {
    expect(clampQuantity(3, 10)).toBe(3);
    expect(clampQuantity(0, 10)).toBe(1);
    expect(clampQuantity(-4, 10)).toBe(1);
    expect(clampQuantity(12, 10)).toBe(10);
    expect(clampQuantity('2.7', 10)).toBe(2);
    expect(clampQuantity('abc', 10)).toBe(1);
    expect(clampQuantity(5, 0)).toBe(1);
    expect(clampQuantity(5000, 100000)).toBe(999);
  });
});

describe('chosenTotals', () => {
  it('adds the chosen lines that can be bought, in sen', () => {
    const lines = [
      line(1, '0.10', '0.20', 3),
      line(2, '19.99', '9.99', 1),
      line(3, '5.00', '5.00', 1, 'unavailable'),
    ];
    expect(chosenTotals(lines, new Set([1, 2, 3]))).toEqual({
      credit: '20.29',
      cash: '10.59',
      units: 4,
    });
    expect(chosenTotals(lines, new Set([2]))).toEqual({ credit: '19.99', cash: '9.99', units: 1 });
    expect(chosenTotals(lines, new Set())).toEqual({ credit: '0.00', cash: '0.00', units: 0 });
  });

  it('says which lines can be bought', () => {
    expect(canBuy(line(1, '1.00', '1.00', 1))).toBe(true);
    expect(canBuy(line(1, '1.00', '1.00', 1, 'short_of_stock'))).toBe(false);
  });
});

describe('parseIds', () => {
  it('reads positive whole ids once each', () => {
    expect(parseIds('3,5,3, 7')).toEqual([3, 5, 7]);
    expect(parseIds('a,-1,0,2.5,4')).toEqual([4]);
    expect(parseIds(null)).toEqual([]);
  });
});
