import type { DepositRecord } from '@rangkai/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { walletKeys } from './keys';

export interface DepositBody {
  amount: string;
  method: 'fpx' | 'local';
  reference: string;
  receipt: File | null;
}

/** A deposit request (multipart: the receipt image is optional); one pending at a time. */
export function requestDeposit(body: DepositBody) {
  const form = new FormData();
  form.set('amount', body.amount);
  form.set('method', body.method);
  if (body.reference.trim()) form.set('reference', body.reference.trim());
  if (body.receipt) form.set('receipt', body.receipt, body.receipt.name);
  return api.post<DepositRecord>('/api/wallet/deposit', form);
}

export function useRequestDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestDeposit,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: walletKeys.depositInfo });
      void queryClient.invalidateQueries({ queryKey: walletKeys.deposits });
    },
    meta: { silentError: true },
  });
}
