import { keepPreviousData, type QueryKey, queryOptions } from '@tanstack/react-query';
import { api, type QueryValue } from '@/lib/api-client';

/**
 * One page of a member's list from `path` with `query`; the previous page stays on screen while
 * the next one loads, and a failure is shown in place (no global dialog).
 */
export function memberPageQuery<Page>(
  queryKey: QueryKey,
  path: string,
  query: Record<string, QueryValue>,
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => api.get<Page>(path, { query, signal }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

/** The `page` search parameter: a whole number from 1 (anything else is page 1). */
export function pageParam(params: URLSearchParams): number {
  return Math.max(1, Math.floor(Number(params.get('page'))) || 1);
}
