import { describe, expect, it } from 'vitest';
import { kindParam, listSearch, statusFilterParam } from './news-list';

describe('news list search parameters', () => {
  it('reads the kind, news by default', () => {
    expect(kindParam(new URLSearchParams('kind=banner'))).toBe('banner');
    expect(kindParam(new URLSearchParams('kind=popup'))).toBe('news');
    expect(kindParam(new URLSearchParams())).toBe('news');
  });

  it('reads the state filter, none by default', () => {
    expect(statusFilterParam(new URLSearchParams('status=live'))).toBe('live');
    expect(statusFilterParam(new URLSearchParams('status=deleted'))).toBeNull();
  });

  it('writes only what differs from the defaults', () => {
    expect(listSearch({ kind: 'news', status: null, page: 1 }).toString()).toBe('');
    expect(listSearch({ kind: 'banner', status: 'ended', page: 3 }).toString()).toBe(
      'kind=banner&status=ended&page=3',
    );
  });
});
