import type { rankHistoryReply } from '@rangkai/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { salesKeys } from './sales-summary';

export type RankHistoryRecord = z.infer<typeof rankHistoryReply>['records'][number];

/** Every rank the member reached at a daily close, newest first (BUSINESS_RULES §6). */
export const rankHistoryQueryOptions = queryOptions({
  queryKey: salesKeys.rankHistory,
  queryFn: ({ signal }) =>
    api.get<z.infer<typeof rankHistoryReply>>('/api/record/rank-history', { signal }),
  meta: { silentError: true },
});

export function useRankHistory() {
  return useQuery(rankHistoryQueryOptions);
}
