import type { NewsItem } from '@rangkai/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { newsKeys } from './keys';

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
