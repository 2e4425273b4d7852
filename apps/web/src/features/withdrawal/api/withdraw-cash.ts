import type { WithdrawRecord } from '@rangkai/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshAfterWithdrawal } from './keys';

export interface WithdrawBody {
  /** Whole MYR, digits only. */
  amount: string;
  sec_password: string;
}

/** Cash wallet → the saved bank account; the key makes a retry after a lost reply safe. */
export function withdrawCash(body: WithdrawBody, idempotencyKey: string) {
  return api.post<WithdrawRecord>('/api/wallet/withdrawCash', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useWithdrawCash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: WithdrawBody; key: string }) => withdrawCash(body, key),
    onSuccess: () => refreshAfterWithdrawal(queryClient),
    meta: { silentError: true },
  });
}
