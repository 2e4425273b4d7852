import type { ChangeWalletRequest } from '@rangkai/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshAfterMovement } from './keys';
import type { Movement } from './transfer';

export interface ChangeWalletBody {
  transfer_type: 'point2' | 'point3' | 'point4';
  amount: string;
  sec_password: string;
}

/** point1 into point2, point3 or point4, 1:1 (BUSINESS_RULES §2). */
export function changeWallet(body: ChangeWalletBody, idempotencyKey: string) {
  return api.post<Movement>('/api/wallet/changeWallet', body satisfies ChangeWalletRequest, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useChangeWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: ChangeWalletBody; key: string }) => changeWallet(body, key),
    onSuccess: () => refreshAfterMovement(queryClient),
    meta: { silentError: true },
  });
}
