import type { AdminNewsItem, AdminNewsPage, NewsKind, NewsStatus } from '@rangkai/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api';
import { adminPageQuery } from '@/lib/admin-page-query';
import { getAdminToken } from '@/lib/admin-session';
import { api } from '@/lib/api-client';

const newsKey = ['admin', 'news'] as const;

/** A page of news or banners, every state or one. */
export function adminNewsListQuery(kind: NewsKind, status: NewsStatus | null, page: number) {
  return adminPageQuery<AdminNewsPage>(
    [...newsKey, 'list', kind, status, page],
    '/api/admin/news',
    { kind, status, page },
  );
}

export function useAdminNewsList(kind: NewsKind, status: NewsStatus | null, page: number) {
  return useQuery(adminNewsListQuery(kind, status, page));
}

export function adminNewsItemQuery(id: number) {
  return queryOptions({
    queryKey: [...newsKey, 'item', id],
    queryFn: ({ signal }) => adminApi.get<AdminNewsItem>(`/api/admin/news/${id}`, { signal }),
    meta: { silentError: true },
  });
}

export function useAdminNewsItem(id: number) {
  return useQuery({ ...adminNewsItemQuery(id), enabled: id > 0 });
}

/** Create (no id) or replace an item from the editor's multipart form; audited. */
export function useSaveNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id: number | null; form: FormData }) =>
      id
        ? adminApi.put<AdminNewsItem>(`/api/admin/news/${id}`, form)
        : adminApi.post<AdminNewsItem>('/api/admin/news', form),
    onSuccess: (item) => {
      queryClient.setQueryData(adminNewsItemQuery(item.id).queryKey, item);
      void queryClient.invalidateQueries({ queryKey: [...newsKey, 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit-log'] });
    },
    meta: { silentError: true },
  });
}

/** Deletes an item (the back-office client has no DELETE, so the token is passed here). */
export function useDeleteNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.delete<unknown>(`/api/admin/news/${id}`, { token: getAdminToken() }),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: adminNewsItemQuery(id).queryKey });
      void queryClient.invalidateQueries({ queryKey: [...newsKey, 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit-log'] });
    },
    meta: { silentError: true },
  });
}

/** `POST api/admin/news/preview`: a body sanitised as members will get it. */
export function usePreviewHtml() {
  return useMutation({
    mutationFn: (html: string) =>
      adminApi.post<{ html: string }>('/api/admin/news/preview', { html }).then((r) => r.html),
    meta: { silentError: true },
  });
}
