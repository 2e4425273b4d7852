import type { NewsList } from '@rangkai/shared';
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
