import type { AdminPasswordRequest } from '@rangkai/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api';
import { goLiveQuery } from './go-live';

/** The operator's own password (the current one checked by the server). */
export function useChangeAdminPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminPasswordRequest) =>
      adminApi.post<{ changed: true }>('/api/admin/me/password', body),
    meta: { silentError: true },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: goLiveQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit-log'] });
    },
  });
}
