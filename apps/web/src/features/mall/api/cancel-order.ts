import type { CancelOrderReply, CancelOrderRequest } from '@rangkai/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderKeys } from './orders';

/**
 * BUSINESS_RULES §13: the member cancels their own mall order within its cooling-off period. The
 * key makes a retry after a lost reply safe (refunded once).
 */
export function cancelOrder(body: CancelOrderRequest, idempotencyKey: string) {
  return api.post<CancelOrderReply>('/api/mall/cancelOrder', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** After a cancellation (or a refusal saying the order changed): orders, balances, vouchers. */
export function refreshAfterOrderCancel(queryClient: QueryClient) {
  for (const root of ['orders', 'wallet', 'member', 'mall'])
    void queryClient.invalidateQueries({ queryKey: [root] });
  void queryClient.invalidateQueries({ queryKey: orderKeys.all });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: CancelOrderRequest; key: string }) =>
      cancelOrder(body, key),
    onSuccess: (reply) => {
      queryClient.setQueryData(orderKeys.detail(reply.order.id), reply.order);
      refreshAfterOrderCancel(queryClient);
    },
    meta: { silentError: true },
  });
}
