import type { Country } from '@rangkai/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getCountryList(signal?: AbortSignal) {
  return api.get<Country[]>('/api/global/country_list', { signal });
}

export const countryListQueryOptions = queryOptions({
  queryKey: ['global', 'country-list'],
  queryFn: ({ signal }) => getCountryList(signal),
  staleTime: 10 * 60_000,
});

export function useCountryList() {
  return useQuery(countryListQueryOptions);
}
