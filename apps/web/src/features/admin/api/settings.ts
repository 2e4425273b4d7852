import type { AdminPackage, AdminSetting, UpdatePackageRequest } from '@rangkai/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api';

export const settingsQuery = queryOptions({
  queryKey: ['admin', 'settings'],
  queryFn: ({ signal }) => adminApi.get<AdminSetting[]>('/api/admin/settings', { signal }),
  meta: { silentError: true },
});

export function useSettings() {
  return useQuery(settingsQuery);
}

/** Field errors are shown beside the input, so the global dialog stays quiet. */
export function useUpdateSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, value, reason }: { key: string; value: string; reason?: string }) =>
      adminApi.put<AdminSetting>(`/api/admin/settings/${encodeURIComponent(key)}`, {
        value,
        reason,
      }),
    meta: { silentError: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsQuery.queryKey, (list) =>
        list?.map((s) => (s.key === saved.key ? saved : s)),
      );
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit-log'] });
    },
  });
}

export const packagesQuery = queryOptions({
  queryKey: ['admin', 'packages'],
  queryFn: ({ signal }) => adminApi.get<AdminPackage[]>('/api/admin/packages', { signal }),
  meta: { silentError: true },
});

export function usePackages() {
  return useQuery(packagesQuery);
}

export function useUpdatePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdatePackageRequest }) =>
      adminApi.put<AdminPackage>(`/api/admin/packages/${id}`, body),
    meta: { silentError: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(packagesQuery.queryKey, (list) =>
        list?.map((p) => (p.id === saved.id ? saved : p)),
      );
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit-log'] });
    },
  });
}
