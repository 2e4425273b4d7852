import type { LookupReply } from '@rangkai/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getLookup(signal?: AbortSignal) {
  return api.get<LookupReply>('/api/global/lookup', { signal });
}

export const lookupQueryOptions = queryOptions({
  queryKey: ['global', 'lookup'],
  queryFn: ({ signal }) => getLookup(signal),
  staleTime: 10 * 60_000,
});

export function useLookup() {
  return useQuery(lookupQueryOptions);
}
