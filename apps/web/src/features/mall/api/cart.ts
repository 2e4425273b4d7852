import type { CartReply } from '@rangkai/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { mallKeys } from './keys';

export function cartQueryOptions(language: string) {
  return queryOptions({
    queryKey: [...mallKeys.cart, language],
    queryFn: ({ signal }) =>
      api.get<CartReply>('/api/mall/getCart', { query: { language }, signal }),
    meta: { silentError: true },
  });
}

export function useCart(language: string, enabled = true) {
  return useQuery({ ...cartQueryOptions(language), enabled });
}

export interface CartChange {
  mall_product_id: number;
  quantity: number;
}

/** Add to, set or remove a cart line; the cart is fetched again in the UI language after. */
export function useCartAction(action: 'addCart' | 'updateCart' | 'removeCart') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CartChange) =>
      api.post<CartReply>(
        `/api/mall/${action}`,
        action === 'removeCart' ? { mall_product_id: body.mall_product_id } : body,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mallKeys.cart }),
    meta: { silentError: true },
  });
}
