import type { AdminContentPage, LocalizedText, PageSlug } from '@rangkai/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api';

export function adminContentPageQuery(slug: PageSlug) {
  return queryOptions({
    queryKey: ['admin', 'pages', slug],
    queryFn: ({ signal }) => adminApi.get<AdminContentPage>(`/api/admin/pages/${slug}`, { signal }),
    meta: { silentError: true },
  });
}

export function useAdminContentPage(slug: PageSlug) {
  return useQuery(adminContentPageQuery(slug));
}

/** Replaces the terms or privacy text in every language; audited. */
export function useSaveContentPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, bodies }: { slug: PageSlug; bodies: LocalizedText }) =>
      adminApi.put<AdminContentPage>(`/api/admin/pages/${slug}`, { bodies }),
    onSuccess: (page) => {
      queryClient.setQueryData(adminContentPageQuery(page.slug).queryKey, page);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit-log'] });
    },
    meta: { silentError: true },
  });
}
