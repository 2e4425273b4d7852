import { adminWithdrawalQuery } from '@rangkai/shared';
import { describe, expect, it } from 'vitest';
import {
  exportApiQuery,
  readWithdrawalFilters,
  withdrawalFilterParams,
  withdrawalsApiQuery,
} from './filters';

const params = (query: string) => new URLSearchParams(query);

describe('withdrawal filters', () => {
  it('opens on the queue: pending, every date and member, page 1', () => {
    expect(readWithdrawalFilters(params(''))).toEqual({
      status: 'pending',
      from: undefined,
      to: undefined,
      search: '',
      page: 1,
    });
  });

  it('reads the URL and ignores values it does not know', () => {
    expect(
      readWithdrawalFilters(
        params('status=approved&from=2026-11-01&to=2026-11-15&q=%20alice%20&page=2'),
      ),
    ).toEqual({
      status: 'approved',
      from: '2026-11-01',
      to: '2026-11-15',
      search: 'alice',
      page: 2,
    });
    expect(
      readWithdrawalFilters(params('status=paid&from=1/11/2026&to=2026-13-45&page=0')),
    ).toEqual({ status: 'pending', from: undefined, to: undefined, search: '', page: 1 });
  });

  it('puts a range given backwards the right way round', () => {
    expect(readWithdrawalFilters(params('from=2026-11-30&to=2026-11-01'))).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-30',
    });
  });

  it('round-trips through the URL, defaults left out', () => {
    expect(withdrawalFilterParams(readWithdrawalFilters(params('')))).toEqual({});
    const filters = readWithdrawalFilters(params('status=completed&from=2026-10-01&q=RK1&page=3'));
    expect(
      readWithdrawalFilters(
        params(new URLSearchParams(withdrawalFilterParams(filters)).toString()),
      ),
    ).toEqual(filters);
  });

  it('asks the server in its query schema', () => {
    const filters = readWithdrawalFilters(params('status=rejected&from=2026-11-01&q=bob&page=2'));
    expect(adminWithdrawalQuery.parse(withdrawalsApiQuery(filters))).toEqual({
      status: 'rejected',
      from: '2026-11-01',
      q: 'bob',
      page: 2,
    });
    expect(
      adminWithdrawalQuery.parse(withdrawalsApiQuery(readWithdrawalFilters(params('')))),
    ).toEqual({ status: 'pending', page: 1 });
  });

  it('exports the approved withdrawals of the same dates and member, whatever the tab', () => {
    const filters = readWithdrawalFilters(params('status=pending&to=2026-11-15&q=ali&page=4'));
    const query = exportApiQuery(filters);
    expect(query).toEqual({ status: 'approved', from: undefined, to: '2026-11-15', q: 'ali' });
    expect(adminWithdrawalQuery.safeParse(query).success).toBe(true);
  });
});
