import { adminBonusesQuery, adminOrdersQuery } from '@rangkai/shared';
import { describe, expect, it } from 'vitest';
import {
  bonusesApiQuery,
  bonusFilterParams,
  orderFilterParams,
  ordersApiQuery,
  readBonusFilters,
  readOrderFilters,
} from './filters';

const params = (query: string) => new URLSearchParams(query);

describe('order filters', () => {
  it('opens on the work queue: processing, every type, page 1', () => {
    expect(readOrderFilters(params(''))).toEqual({
      status: 'processing',
      type: undefined,
      search: '',
      page: 1,
    });
  });

  it('reads the URL and ignores values it does not know', () => {
    expect(readOrderFilters(params('status=delivery&type=mall&q=%20ali%20&page=3'))).toEqual({
      status: 'delivery',
      type: 'mall',
      search: 'ali',
      page: 3,
    });
    expect(readOrderFilters(params('status=lost&type=x&page=-2'))).toMatchObject({
      status: 'processing',
      type: undefined,
      page: 1,
    });
  });

  it('writes back only what differs from the defaults', () => {
    expect(orderFilterParams(readOrderFilters(params('')))).toEqual({});
    const filters = readOrderFilters(params('status=all&type=package&q=PK1&page=2'));
    expect(orderFilterParams(filters)).toEqual({
      status: 'all',
      type: 'package',
      q: 'PK1',
      page: '2',
    });
  });

  it('asks the server for every status when "all" is chosen, in its query schema', () => {
    const query = ordersApiQuery(readOrderFilters(params('status=all&q=ali')));
    expect(query.status).toBeUndefined();
    expect(adminOrdersQuery.safeParse(query).success).toBe(true);
    const queue = ordersApiQuery(readOrderFilters(params('')));
    expect(adminOrdersQuery.parse(queue)).toEqual({ status: 'processing', page: 1 });
  });
});

describe('bonus filters', () => {
  it('reads type, search and a date range, ignoring malformed dates', () => {
    expect(readBonusFilters(params('bonus=pairing&q=bob&from=2026-01-01&to=2026-01-31'))).toEqual({
      bonus: 'pairing',
      search: 'bob',
      from: '2026-01-01',
      to: '2026-01-31',
      page: 1,
    });
    expect(readBonusFilters(params('bonus=sponsor_clawback')).bonus).toBe('sponsor_clawback');
    expect(readBonusFilters(params('bonus=debt_repayment')).bonus).toBe('debt_repayment');
    expect(readBonusFilters(params('bonus=gift&from=1/2/2026'))).toMatchObject({
      bonus: undefined,
      from: undefined,
    });
  });

  it('puts a range given backwards the right way round', () => {
    expect(readBonusFilters(params('from=2026-02-10&to=2026-02-01'))).toMatchObject({
      from: '2026-02-01',
      to: '2026-02-10',
    });
  });

  it('round-trips through the URL and fits the server query schema', () => {
    const filters = readBonusFilters(params('bonus=level&q=x&from=2026-03-01&page=4'));
    expect(
      readBonusFilters(params(new URLSearchParams(bonusFilterParams(filters)).toString())),
    ).toEqual(filters);
    expect(adminBonusesQuery.safeParse(bonusesApiQuery(filters)).success).toBe(true);
  });
});
