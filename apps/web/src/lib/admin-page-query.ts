import { keepPreviousData, type QueryKey, queryOptions } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api';
import type { QueryValue } from '@/lib/api-client';

/**
 * One page of a back-office list from `path` with `query`; the previous page stays on screen
 * while the next one loads, and a failure is shown in place (no global dialog).
 */
export function adminPageQuery<Page>(
  queryKey: QueryKey,
  path: string,
  query: Record<string, QueryValue>,
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => adminApi.get<Page>(path, { query, signal }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}
