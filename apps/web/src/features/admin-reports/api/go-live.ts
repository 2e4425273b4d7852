import type { GoLiveReply } from '@rangkai/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api';

export const goLiveQuery = queryOptions({
  queryKey: ['admin', 'go-live'],
  queryFn: ({ signal }) => adminApi.get<GoLiveReply>('/api/admin/go-live', { signal }),
  meta: { silentError: true },
});

/** What still holds a placeholder or is missing before going live. */
export function useGoLive() {
  return useQuery(goLiveQuery);
}
