import type { BannerPage } from '@rangkai/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { newsKeys } from './keys';

/** `GET api/news/banner-list`: the home page's banners (the first page). */
export function useBanners(language: string) {
  return useQuery({
    queryKey: newsKeys.banners(language),
    queryFn: ({ signal }) =>
      api.get<BannerPage>('/api/news/banner-list', { query: { language, page: 1 }, signal }),
    staleTime: 5 * 60_000,
    meta: { silentError: true },
  });
}
