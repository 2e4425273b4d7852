import type { ReconciliationReply } from '@rangkai/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api';
import { rangeProblem } from '../lib/range';

/** Revenue, bonuses and paid withdrawals of a range of business days, from the ledger. */
export function reconciliationQuery(from: string, to: string) {
  return queryOptions({
    queryKey: ['admin', 'reports', 'reconciliation', from, to],
    queryFn: ({ signal }) =>
      adminApi.get<ReconciliationReply>('/api/admin/reports/reconciliation', {
        query: { from, to },
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

export function useReconciliation(from: string, to: string) {
  return useQuery({ ...reconciliationQuery(from, to), enabled: rangeProblem(from, to) === null });
}
