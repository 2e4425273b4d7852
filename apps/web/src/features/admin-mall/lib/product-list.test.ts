import { describe, expect, it } from 'vitest';
import { coverThumb, productFilters, productSearch, stockLevel } from './product-list';

describe('product list filters', () => {
  it('reads the address, ignoring what is not a filter', () => {
    expect(
      productFilters(new URLSearchParams('q=%20soap%20&category=3&active=false&page=2')),
    ).toEqual({ keyword: 'soap', category: 3, active: 'false', page: 2 });
    expect(productFilters(new URLSearchParams('category=x&active=yes&page=-1'))).toEqual({
      keyword: '',
      category: null,
      active: null,
      page: 1,
    });
  });

  it('writes only what differs from the defaults, and reads it back', () => {
    const filters = { keyword: 'tea', category: 2, active: 'true' as const, page: 3 };
    expect(productSearch(filters).toString()).toBe('q=tea&category=2&active=true&page=3');
    expect(productFilters(productSearch(filters))).toEqual(filters);
    expect(productSearch({ keyword: '', category: null, active: null, page: 1 }).toString()).toBe(
      '',
    );
  });
});

describe('stock and cover', () => {
  it('flags an empty shelf and a low one', () => {
    expect(stockLevel(0)).toBe('out');
    expect(stockLevel(1)).toBe('low');
    expect(stockLevel(5)).toBe('low');
    expect(stockLevel(6)).toBe('ok');
  });

  it('takes the first picture as the cover', () => {
    const image = (id: number) => ({
      id,
      public_image_path: `/p/${id}.webp`,
      thumb_image_path: `/t/${id}.webp`,
    });
    expect(coverThumb({ product_image_path: [image(7), image(3)] })).toBe('/t/7.webp');
    expect(coverThumb({ product_image_path: [] })).toBeNull();
  });
});
