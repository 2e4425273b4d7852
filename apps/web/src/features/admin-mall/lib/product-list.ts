import type { AdminProduct } from '@rangkai/shared';
import { pageParam } from '@/lib/member-page-query';

/** The product list's filters, kept in the address (`?q=&category=&active=&page=`). */
export interface ProductFilters {
  keyword: string;
  category: number | null;
  active: 'true' | 'false' | null;
  page: number;
}

/** At or under this many left, the stock is shown as running low. */
export const LOW_STOCK = 5;

export function productFilters(params: URLSearchParams): ProductFilters {
  const category = Number(params.get('category'));
  const active = params.get('active');
  return {
    keyword: (params.get('q') ?? '').trim().slice(0, 100),
    category: Number.isInteger(category) && category > 0 ? category : null,
    active: active === 'true' || active === 'false' ? active : null,
    page: pageParam(params),
  };
}

/** The address of `filters` (defaults left out). */
export function productSearch(filters: ProductFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.keyword) params.set('q', filters.keyword);
  if (filters.category) params.set('category', String(filters.category));
  if (filters.active) params.set('active', filters.active);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export type StockLevel = 'out' | 'low' | 'ok';

export function stockLevel(stock: number): StockLevel {
  if (stock <= 0) return 'out';
  return stock <= LOW_STOCK ? 'low' : 'ok';
}

/** The cover's small picture (the first), or null when the product has none. */
export function coverThumb(product: Pick<AdminProduct, 'product_image_path'>): string | null {
  return product.product_image_path[0]?.thumb_image_path ?? null;
}
