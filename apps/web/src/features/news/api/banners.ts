import type { BannerPage } from '@rangkai/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { newsKeys } from './keys';

/** `GET api/news/banner-list`: the banners (the first page). */
export function bannersQueryOptions(language: string) {
  return queryOptions({
    queryKey: newsKeys.banners(language),
    queryFn: ({ signal }) =>
      api.get<BannerPage>('/api/news/banner-list', { query: { language, page: 1 }, signal }),
    staleTime: 5 * 60_000,
    meta: { silentError: true },
  });
}

/** The home page's and the mall's banners. */
export function useBanners(language: string) {
  return useQuery(bannersQueryOptions(language));
}
