import { newsTypes } from '@rangkai/shared';
import { describe, expect, it } from 'vitest';
import {
  newsDetailsPath,
  newsIdParam,
  newsListSearch,
  newsTabParam,
  newsTabs,
} from './news-params';

const params = (search: string) => new URLSearchParams(search);

describe('news list parameters', () => {
  it('has every type after "all"', () => {
    expect(newsTabs).toEqual(['all', ...newsTypes]);
  });

  it('reads the type, unknown ones being every type', () => {
    expect(newsTabParam(params('type=promotion'))).toBe('promotion');
    expect(newsTabParam(params('type=banner'))).toBe('all');
    expect(newsTabParam(params(''))).toBe('all');
  });

  it('writes the search without defaults', () => {
    expect(newsListSearch('all', 1).toString()).toBe('');
    expect(newsListSearch('news', 3).toString()).toBe('type=news&page=3');
  });

  it('reads a details id, anything else being 0', () => {
    expect(newsIdParam(params('id=12'))).toBe(12);
    for (const bad of ['', 'id=', 'id=0', 'id=-1', 'id=1.5', 'id=abc']) {
      expect(newsIdParam(params(bad))).toBe(0);
    }
    expect(newsDetailsPath(7)).toBe('/web/general/newsDetails?id=7');
  });
});
