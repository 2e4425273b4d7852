import type { BannerPage, ContentPage, NewsItem, NewsList, PageSlug } from '@rangkai/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { NewsTab } from '../lib/news-params';
import { newsKeys } from './keys';

/**
 * `GET api/news/news-list`: one page of articles in `language` (all types or one), with the
 * announcements in their window (`latest`). Public; a failure is shown in place.
 */
export function newsListQueryOptions(language: string, tab: NewsTab, page: number) {
  return queryOptions({
    queryKey: newsKeys.list(language, tab, page),
    queryFn: ({ signal }) =>
      api.get<NewsList>('/api/news/news-list', {
        query: { language, news_type: tab === 'all' ? undefined : tab, page },
        signal,
      }),
    meta: { silentError: true },
  });
}

export function useNewsList(language: string, tab: NewsTab, page: number) {
  return useQuery({
    ...newsListQueryOptions(language, tab, page),
    placeholderData: keepPreviousData,
  });
}

/** `GET api/news/news-details`: one article in `language`; id 0 asks nothing. */
export function useNewsDetails(language: string, id: number) {
  return useQuery({
    queryKey: newsKeys.details(language, id),
    queryFn: ({ signal }) =>
      api.get<NewsItem>('/api/news/news-details', { query: { news_id: id, language }, signal }),
    enabled: id > 0,
    retry: false,
    meta: { silentError: true },
  });
}

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

/** `GET api/global/page`: the terms or the privacy policy in `language` (else English). */
export function useContentPage(language: string, slug: PageSlug) {
  return useQuery({
    queryKey: newsKeys.page(language, slug),
    queryFn: ({ signal }) =>
      api.get<ContentPage>('/api/global/page', { query: { slug, language }, signal }),
    meta: { silentError: true },
  });
}
