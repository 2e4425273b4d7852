import type { Order, OrderStatus, orderHistoryReply } from '@rangkai/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { memberPageQuery } from '@/lib/member-page-query';

export type OrderHistoryPage = z.infer<typeof orderHistoryReply>;
export type OrderType = Order['order_type'];

export interface OrderHistoryFilter {
  orderType: OrderType;
  status?: OrderStatus;
  page: number;
}

/** Query keys of orders; everything under `['orders']` is refreshed after an order changes. */
export const orderKeys = {
  all: ['orders'] as const,
  history: (filter: OrderHistoryFilter) => ['orders', 'history', filter] as const,
  downline: (page: number) => ['orders', 'downline', page] as const,
  detail: (id: number) => ['orders', 'detail', id] as const,
};

/** The member's own orders of one type (package starter kits now, mall orders later). */
export function orderHistoryQueryOptions(filter: OrderHistoryFilter) {
  return memberPageQuery<OrderHistoryPage>(orderKeys.history(filter), '/api/mall/getOrderHistory', {
    order_type: filter.orderType,
    status: filter.status,
    page: filter.page,
  });
}

export function useOrderHistory(filter: OrderHistoryFilter) {
  return useQuery(orderHistoryQueryOptions(filter));
}

/** Orders of the member's sponsor downline (e.g. starter kits of members they registered). */
export function downlineOrdersQueryOptions(page: number) {
  return memberPageQuery<OrderHistoryPage>(
    orderKeys.downline(page),
    '/api/mall/getDownlineOrderHistory',
    { page },
  );
}

export function useDownlineOrders(page: number) {
  return useQuery(downlineOrdersQueryOptions(page));
}

/** One order with its status changes, oldest first. */
export function orderDetailQueryOptions(id: number) {
  return queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) =>
      api.get<Order>('/api/mall/getOrderDetail', { query: { order_id: id }, signal }),
    meta: { silentError: true },
  });
}

export function useOrderDetail(id: number) {
  return useQuery(orderDetailQueryOptions(id));
}

/** The member confirms receipt of an order in delivery (BUSINESS_RULES §12) → completed. */
export function confirmItemReceived(orderId: number) {
  return api.post<Order>('/api/mall/itemReceived', { order_id: orderId });
}

export function useConfirmItemReceived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmItemReceived,
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order.id), order);
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['packages', 'records'] });
    },
    // INVALID_STATE: the order moved on meanwhile; show it as it is now (the dialog says why).
    onError: () => void queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
