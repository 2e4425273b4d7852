import type { AdminProduct } from '@rangkai/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api';
import { adminPageQuery } from '@/lib/admin-page-query';
import type { ProductFilters } from '../lib/product-list';

export const productsKey = ['admin', 'mall', 'products'] as const;

interface ProductPage {
  records: AdminProduct[];
  total: number;
  last_page: number;
}

/** A page of products, any state, newest first (keyword, category, active). */
export function adminProductsQuery(filters: ProductFilters) {
  return adminPageQuery<ProductPage>(
    [...productsKey, 'list', filters],
    '/api/admin/mall/products',
    {
      keyword: filters.keyword || undefined,
      mall_category_id: filters.category ?? undefined,
      active: filters.active ?? undefined,
      page: filters.page,
    },
  );
}

export function useAdminProducts(filters: ProductFilters) {
  return useQuery(adminProductsQuery(filters));
}

export function adminProductQuery(id: number) {
  return queryOptions({
    queryKey: [...productsKey, 'item', id],
    queryFn: ({ signal }) =>
      adminApi.get<AdminProduct>(`/api/admin/mall/products/${id}`, { signal }),
    meta: { silentError: true },
  });
}

export function useAdminProduct(id: number) {
  return useQuery({ ...adminProductQuery(id), enabled: id > 0 });
}

/** Keeps a product the server answered with (the editor's copy) and refreshes the lists. */
export function useStoreProduct() {
  const queryClient = useQueryClient();
  return (product: AdminProduct) => {
    queryClient.setQueryData(adminProductQuery(product.id).queryKey, product);
    void queryClient.invalidateQueries({ queryKey: [...productsKey, 'list'] });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'mall', 'categories'] });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'audit-log'] });
  };
}

/** Create (no id) or change a product's names, descriptions, prices, stock and state; audited. */
export function useSaveProduct() {
  const store = useStoreProduct();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: Record<string, unknown> }) =>
      id
        ? adminApi.put<AdminProduct>(`/api/admin/mall/products/${id}`, body)
        : adminApi.post<AdminProduct>('/api/admin/mall/products', body),
    onSuccess: store,
    meta: { silentError: true },
  });
}
