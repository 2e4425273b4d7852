import type { ContentPage, PageSlug } from '@rangkai/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { newsKeys } from './keys';

/** `GET api/global/page`: the terms or the privacy policy in `language` (else English). */
export function useContentPage(language: string, slug: PageSlug) {
  return useQuery({
    queryKey: newsKeys.page(language, slug),
    queryFn: ({ signal }) =>
      api.get<ContentPage>('/api/global/page', { query: { slug, language }, signal }),
    meta: { silentError: true },
  });
}
