import type {
  CheckoutQuoteRequest,
  CheckoutReply,
  CheckoutRequest,
  QuoteReply,
} from '@rangkai/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { mallKeys, refreshAfterOrder } from './keys';

/** What the order would cost and take from each wallet; nothing changes on the server. */
export function useQuote(body: CheckoutQuoteRequest | null) {
  return useQuery({
    queryKey: mallKeys.quote(body ?? {}),
    queryFn: ({ signal }) =>
      api.post<QuoteReply>('/api/mall/caclculatePay', body as CheckoutQuoteRequest, { signal }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    retry: false,
    meta: { silentError: true },
  });
}

/** Places the order (delivery or collection); the key makes a retry after a lost reply safe. */
export function placeOrder(body: CheckoutRequest, idempotencyKey: string) {
  const path = body.self_pickup === 1 ? '/api/mall/checkoutSelfPickup' : '/api/mall/checkout';
  return api.post<CheckoutReply>(path, body, { headers: { 'Idempotency-Key': idempotencyKey } });
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: CheckoutRequest; key: string }) => placeOrder(body, key),
    onSuccess: () => refreshAfterOrder(queryClient),
    meta: { silentError: true },
  });
}
