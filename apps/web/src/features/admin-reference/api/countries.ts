import type { AdminCountry, AdminCountryRequest } from '@rangkai/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api';

const key = ['admin', 'reference', 'countries'] as const;

/** Every country with its exchange rate, its switches and its member count. */
export const adminCountriesQuery = queryOptions({
  queryKey: key,
  queryFn: ({ signal }) =>
    adminApi
      .get<{ records: AdminCountry[] }>('/api/admin/countries', { signal })
      .then((r) => r.records),
  meta: { silentError: true },
});

export function useAdminCountries() {
  return useQuery(adminCountriesQuery);
}

/** Changes a country's rate, deposits or registration switch; audited. */
export function useUpdateCountry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AdminCountryRequest }) =>
      adminApi.put<AdminCountry>(`/api/admin/countries/${id}`, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: ['global'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit-log'] });
    },
    meta: { silentError: true },
  });
}
