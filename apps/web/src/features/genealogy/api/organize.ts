import type { OrganizeReply } from '@rangkai/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TreeSource } from './tree-source';

/** Levels the placement chart shows (spec: a binary chart of 4 levels). */
export const CHART_DEPTH = 4;

/**
 * The placement view from `top` (null: the viewer); the previous view stays on screen while the
 * next one loads, and a failure is shown in place.
 */
export function organizeQueryOptions(source: TreeSource, top: number | null) {
  return queryOptions({
    queryKey: [...source.key, 'organize', top ?? 'me'],
    queryFn: ({ signal }) =>
      source.get<OrganizeReply>(
        'organize',
        { parent: top ?? undefined, depth: CHART_DEPTH },
        signal,
      ),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

export function useOrganize(source: TreeSource, top: number | null) {
  return useQuery(organizeQueryOptions(source, top));
}
