import type { adminCategory } from '@rangkai/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminApi } from '@/lib/admin-api';
import type { CategoryFormValues } from '../lib/category-form';

export type AdminCategory = z.infer<typeof adminCategory>;

const categoriesKey = ['admin', 'mall', 'categories'] as const;

/** Every category (any state) with its product count, in its sort order. */
export const adminCategoriesQuery = queryOptions({
  queryKey: categoriesKey,
  queryFn: ({ signal }) =>
    adminApi
      .get<{ records: AdminCategory[] }>('/api/admin/mall/categories', { signal })
      .then((r) => r.records),
  meta: { silentError: true },
});

export function useAdminCategories() {
  return useQuery(adminCategoriesQuery);
}

/** Create (no id) or change a category; audited. */
export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: number | null; values: CategoryFormValues }) =>
      id
        ? adminApi.put<AdminCategory>(`/api/admin/mall/categories/${id}`, values)
        : adminApi.post<AdminCategory>('/api/admin/mall/categories', values),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: categoriesKey });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit-log'] });
    },
    meta: { silentError: true },
  });
}
