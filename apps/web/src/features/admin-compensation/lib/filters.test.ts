import { describe, expect, it } from 'vitest';
import { closeFilterParams, closesApiQuery, readCloseFilters } from './filters';

describe('close filters', () => {
  it('reads the range and page from the URL, ignoring what is not a date', () => {
    expect(readCloseFilters(new URLSearchParams('from=2026-01-01&to=2026-01-31&page=2'))).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
      page: 2,
    });
    expect(readCloseFilters(new URLSearchParams('from=yesterday&page=-3'))).toEqual({
      from: undefined,
      to: undefined,
      page: 1,
    });
  });

  it('puts a backwards range the right way round', () => {
    const filters = readCloseFilters(new URLSearchParams('from=2026-02-01&to=2026-01-01'));
    expect([filters.from, filters.to]).toEqual(['2026-01-01', '2026-02-01']);
  });

  it('writes only what differs from the defaults, and the API query', () => {
    expect(closeFilterParams({ page: 1 })).toEqual({});
    expect(closeFilterParams({ from: '2026-01-01', page: 3 })).toEqual({
      from: '2026-01-01',
      page: '3',
    });
    expect(closesApiQuery({ to: '2026-01-31', page: 1 })).toEqual({
      from: undefined,
      to: '2026-01-31',
      page: 1,
    });
  });
});
