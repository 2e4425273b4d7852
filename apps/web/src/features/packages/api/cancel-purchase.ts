import type { CancelPurchaseRequest, cancelPurchaseReply } from '@rangkai/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { refreshAfterPurchase } from './keys';

export type PurchaseCancelled = z.infer<typeof cancelPurchaseReply>;

/**
 * BUSINESS_RULES §13: the member who paid cancels a purchase within its cooling-off period; the
 * refund goes back to their point3. The key makes a retry after a lost reply safe.
 */
export function cancelPurchase(body: CancelPurchaseRequest, idempotencyKey: string) {
  return api.post<PurchaseCancelled>('/api/package/cancel-purchase', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/**
 * After a cancellation (or a refusal saying the purchase changed): balances, package, the wallet
 * lists, the package records (`['packages']`), orders (the starter kit) and bonuses.
 */
export function refreshAfterCancel(queryClient: QueryClient) {
  refreshAfterPurchase(queryClient);
  for (const root of ['packages', 'orders', 'bonus'])
    void queryClient.invalidateQueries({ queryKey: [root] });
}

export function useCancelPurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: CancelPurchaseRequest; key: string }) =>
      cancelPurchase(body, key),
    onSuccess: () => refreshAfterCancel(queryClient),
    meta: { silentError: true },
  });
}
