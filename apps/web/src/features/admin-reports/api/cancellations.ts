import type { CancellationsReply } from '@rangkai/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api';
import { rangeProblem } from '../lib/range';

/** What the cooling-off undid in a range of business days, and the debts owed now (§13). */
export function cancellationsQuery(from: string, to: string) {
  return queryOptions({
    queryKey: ['admin', 'reports', 'cancellations', from, to],
    queryFn: ({ signal }) =>
      adminApi.get<CancellationsReply>('/api/admin/reports/cancellations', {
        query: { from, to },
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

export function useCancellations(from: string, to: string) {
  return useQuery({ ...cancellationsQuery(from, to), enabled: rangeProblem(from, to) === null });
}
