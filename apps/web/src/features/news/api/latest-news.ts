import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { newsListQueryOptions } from './news-list';

/**
 * The announcements in their window (the popup carousel, spec §2), from the first page of the
 * news list in `language` (the list page then starts from the same answer). A failure just
 * shows no popup; a language switch keeps the open popup until the new texts arrive.
 */
export function useLatestNews(language: string, enabled: boolean) {
  return useQuery({
    ...newsListQueryOptions(language, 'all', 1),
    enabled,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
    select: (data) => data.latest,
  });
}
