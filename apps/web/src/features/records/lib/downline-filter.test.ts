import { describe, expect, it } from 'vitest';
import {
  cleanKeyword,
  isFiltered,
  readDownlineFilter,
  withDownlineFilter,
} from './downline-filter';

const params = (search: string) => new URLSearchParams(search);

describe('downline record filters', () => {
  it('reads level, package, keyword and page from the URL', () => {
    expect(readDownlineFilter(params('level=2&package=3&keyword=%20ali%20&page=4'))).toEqual({
      page: 4,
      level: 2,
      packageId: 3,
      keyword: 'ali',
    });
    expect(readDownlineFilter(params(''))).toEqual({ page: 1 });
  });

  it('leaves out what the server would refuse', () => {
    expect(readDownlineFilter(params('level=0&package=1001&keyword=%20%20&page=-2'))).toEqual({
      page: 1,
    });
    expect(readDownlineFilter(params('level=1.5&package=abc'))).toEqual({ page: 1 });
    expect(readDownlineFilter(params('level=1000001'))).toEqual({ page: 1 });
    expect(readDownlineFilter(params('level=1000000')).level).toBe(1_000_000);
  });

  it('trims the keyword and cuts it at 64 characters', () => {
    expect(cleanKeyword('  bob  ')).toBe('bob');
    expect(cleanKeyword('')).toBeUndefined();
    expect(cleanKeyword(undefined)).toBeUndefined();
    expect(cleanKeyword('x'.repeat(80))).toHaveLength(64);
  });

  it('goes back to page 1 when a filter changes and keeps the others', () => {
    const current = params('level=2&keyword=al&page=3');
    expect(withDownlineFilter(current, { packageId: 4 }).toString()).toBe(
      'level=2&package=4&keyword=al',
    );
    expect(withDownlineFilter(current, { level: undefined }).toString()).toBe('keyword=al');
    expect(withDownlineFilter(current, { page: 5 }).toString()).toBe('level=2&keyword=al&page=5');
    expect(withDownlineFilter(current, { keyword: '  ' }).toString()).toBe('level=2');
  });

  it('tells a filtered list from the whole downline', () => {
    expect(isFiltered({ page: 2 })).toBe(false);
    expect(isFiltered({ page: 1, level: 1 })).toBe(true);
    expect(isFiltered({ page: 1, keyword: 'a' })).toBe(true);
    expect(isFiltered({ page: 1, packageId: 2 })).toBe(true);
  });
});
