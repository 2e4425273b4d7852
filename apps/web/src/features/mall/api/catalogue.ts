import type { categoriesReply, ProductDetail, ProductPage, productSorts } from '@rangkai/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { mallKeys } from './keys';

export type CategoriesReply = z.infer<typeof categoriesReply>;
export type ProductSort = (typeof productSorts)[number];

export interface ProductFilter {
  categoryId?: number;
  keyword?: string;
  featured?: boolean;
  sort?: ProductSort;
  language: string;
  /** Prices differ for a member (their own price) and a visitor. */
  signedIn: boolean;
}

export function categoriesQueryOptions(language: string) {
  return queryOptions({
    queryKey: mallKeys.categories(language),
    queryFn: ({ signal }) =>
      api.get<CategoriesReply>('/api/mall/getCategory', { query: { language }, signal }),
    staleTime: 5 * 60_000,
    meta: { silentError: true },
  });
}

export function useCategories(language: string) {
  return useQuery(categoriesQueryOptions(language));
}

/** One page of products (the grid shows pages 1…n, adding the next when asked). */
export function productsQueryOptions(filter: ProductFilter, page: number) {
  return queryOptions({
    queryKey: mallKeys.products({ ...filter, page }),
    queryFn: ({ signal }) =>
      api.get<ProductPage>('/api/mall/getProduct', {
        query: {
          mall_category_id: filter.categoryId,
          keyword: filter.keyword || undefined,
          featured: filter.featured ? '1' : undefined,
          sort: filter.sort,
          language: filter.language,
          page,
        },
        signal,
      }),
    // Fresh for a minute: the mall's front page, asked for while its code loads, is not asked
    // again when it draws (and paging back and forth does not ask each time).
    staleTime: 60_000,
    meta: { silentError: true },
  });
}

/** The mall's front page (no search, no category): its featured row and its newest products. */
export function frontPageFilters(language: string, signedIn: boolean) {
  return {
    featured: { featured: true, language, signedIn } satisfies ProductFilter,
    newest: { sort: 'newest', language, signedIn } satisfies ProductFilter,
  };
}

export function useProducts(filter: ProductFilter, page: number) {
  return useQuery(productsQueryOptions(filter, page));
}

export function productQueryOptions(id: number, language: string) {
  return queryOptions({
    queryKey: mallKeys.product(id, language),
    queryFn: ({ signal }) =>
      api.get<ProductDetail>('/api/mall/getProductDetail', {
        query: { mall_product_id: id, language },
        signal,
      }),
    meta: { silentError: true },
  });
}

export function useProduct(id: number, language: string) {
  return useQuery({ ...productQueryOptions(id, language), enabled: id > 0 });
}
