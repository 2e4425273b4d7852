import type { AdminState, AdminStateRequest } from '@rangkai/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api';

const key = ['admin', 'reference', 'states'] as const;

/** The Malaysian states with their shipping area. */
export const adminStatesQuery = queryOptions({
  queryKey: key,
  queryFn: ({ signal }) =>
    adminApi.get<{ records: AdminState[] }>('/api/admin/states', { signal }).then((r) => r.records),
  meta: { silentError: true },
});

export function useAdminStates() {
  return useQuery(adminStatesQuery);
}

/** Moves a state to the West or East shipping area; audited. */
export function useUpdateState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AdminStateRequest }) =>
      adminApi.put<AdminState>(`/api/admin/states/${id}`, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: ['global'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit-log'] });
    },
    meta: { silentError: true },
  });
}
