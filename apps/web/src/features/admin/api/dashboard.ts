import type { AdminDashboard } from '@rangkai/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api';

export const dashboardQuery = queryOptions({
  queryKey: ['admin', 'dashboard'],
  queryFn: ({ signal }) => adminApi.get<AdminDashboard>('/api/admin/dashboard', { signal }),
  meta: { silentError: true },
});

export function useDashboard() {
  return useQuery(dashboardQuery);
}
