import type { AdminMe } from '@rangkai/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api';

/** The signed-in back-office operator (username, role), read by the layout and the pages. */
export const adminMeQuery = queryOptions({
  queryKey: ['admin', 'me'],
  queryFn: ({ signal }) => adminApi.get<AdminMe>('/api/admin/me', { signal }),
  staleTime: 5 * 60_000,
});

export function useAdminMe() {
  return useQuery(adminMeQuery);
}

/** Whether the operator may change things: admins do, support only reads (the server checks). */
export function useIsAdmin(): boolean {
  return useAdminMe().data?.role === 'admin';
}
