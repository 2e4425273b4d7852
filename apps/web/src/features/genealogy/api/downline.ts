import type { DownlineReply } from '@rangkai/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TreeSource } from './tree-source';

/** Oldest first (`downline`, join order) or newest first (`downline-new`). */
export type DownlineOrder = 'downline' | 'downline-new';

/** The members `parent` (null: the viewer) sponsored, a page at a time ("load more"). */
export function downlineQueryOptions(
  source: TreeSource,
  parent: number | null,
  order: DownlineOrder,
) {
  return infiniteQueryOptions({
    queryKey: [...source.key, order, parent ?? 'me'],
    queryFn: ({ pageParam, signal }) =>
      source.get<DownlineReply>(order, { parent: parent ?? undefined, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.last_page ? last.page + 1 : undefined),
    meta: { silentError: true },
  });
}

export function useDownline(source: TreeSource, parent: number | null, order: DownlineOrder) {
  return useInfiniteQuery(downlineQueryOptions(source, parent, order));
}
