import type { AdminCollectPoint, AdminCollectPointRequest } from '@rangkai/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api';

const key = ['admin', 'reference', 'collect-points'] as const;

/** Every collection centre, active or not, with its order count. */
export const adminCollectPointsQuery = queryOptions({
  queryKey: key,
  queryFn: ({ signal }) =>
    adminApi
      .get<{ records: AdminCollectPoint[] }>('/api/admin/collect-points', { signal })
      .then((r) => r.records),
  meta: { silentError: true },
});

export function useAdminCollectPoints() {
  return useQuery(adminCollectPointsQuery);
}

/** Adds (no id) or changes a centre; audited. Members' lists follow on their next load. */
export function useSaveCollectPoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: AdminCollectPointRequest }) =>
      id
        ? adminApi.put<AdminCollectPoint>(`/api/admin/collect-points/${id}`, body)
        : adminApi.post<AdminCollectPoint>('/api/admin/collect-points', body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit-log'] });
    },
    meta: { silentError: true },
  });
}
