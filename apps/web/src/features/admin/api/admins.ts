import type { AdminAccount, CreateAdminReply, CreateAdminRequest } from '@rangkai/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api';

export const adminsQuery = queryOptions({
  queryKey: ['admin', 'admins'],
  queryFn: ({ signal }) => adminApi.get<AdminAccount[]>('/api/admin/admins', { signal }),
  meta: { silentError: true },
});

export function useAdmins() {
  return useQuery(adminsQuery);
}

export function useCreateAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAdminRequest) =>
      adminApi.post<CreateAdminReply>('/api/admin/admins', body),
    meta: { silentError: true },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminsQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit-log'] });
    },
  });
}
