import type { SalesSummary } from '@rangkai/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Query keys of the sales feature. */
export const salesKeys = {
  all: ['sales'] as const,
  summary: ['sales', 'summary'] as const,
  rankHistory: ['sales', 'rank-history'] as const,
};

/**
 * The member's sales figures (legs as of the last daily close, today's volume, carries, team) and
 * bonus totals; a failure is shown in place (no global dialog).
 */
export const salesSummaryQueryOptions = queryOptions({
  queryKey: salesKeys.summary,
  queryFn: ({ signal }) => api.get<SalesSummary>('/api/record/sales', { signal }),
  meta: { silentError: true },
});

export function useSalesSummary() {
  return useQuery(salesSummaryQueryOptions);
}
