import type { Order } from '@rangkai/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api';
import { adminPageQuery } from '@/lib/admin-page-query';
import { type OrderFilters, ordersApiQuery } from '../lib/filters';
import type { OrderAction } from '../lib/order-actions';

export interface AdminOrderPage {
  records: Order[];
  page: number;
  page_size: number;
  total: number;
  last_page: number;
}

const ordersKey = ['admin', 'orders'] as const;

/** One page of orders (the queue: processing), filtered by status, type and a search. */
export function ordersQuery(filters: OrderFilters) {
  const query = ordersApiQuery(filters);
  return adminPageQuery<AdminOrderPage>([...ordersKey, 'list', query], '/api/admin/orders', query);
}

export function useOrders(filters: OrderFilters) {
  return useQuery(ordersQuery(filters));
}

/** One order with its items and every status change. */
export function orderQuery(id: number) {
  return queryOptions({
    queryKey: [...ordersKey, 'detail', id],
    queryFn: ({ signal }) => adminApi.get<Order>(`/api/admin/orders/${id}`, { signal }),
    meta: { silentError: true },
  });
}

export function useOrder(id: number | null) {
  return useQuery({ ...orderQuery(id ?? 0), enabled: id !== null });
}

export interface OrderActionInput {
  id: number;
  action: OrderAction;
  tracking_number?: string;
  note?: string;
}

/**
 * Moves an order one step (audited by the server; a cancel refunds) with an `Idempotency-Key`, so
 * a retry of the same step refunds at most once; the lists and the member pages refresh.
 */
export function useOrderAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input: { id, ...body }, key }: { input: OrderActionInput; key: string }) =>
      adminApi.post<Order>(`/api/admin/orders/${id}/action`, body, {
        headers: { 'Idempotency-Key': key },
      }),
    onSuccess: (order) => {
      queryClient.setQueryData(orderQuery(order.id).queryKey, order);
      void queryClient.invalidateQueries({ queryKey: ordersKey });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'member'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit-log'] });
    },
    meta: { silentError: true },
  });
}
