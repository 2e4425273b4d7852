import type { Wallet } from '@rangkai/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api';

export interface AdjustBody {
  username: string;
  wallet: Wallet;
  direction: 'credit' | 'debit';
  amount: string;
  /** Internal: audit log and back-office ledger only. */
  reason: string;
  /** Optional: what the member sees beside the movement. */
  description?: string;
}

export interface AdjustResult {
  journal_id: number;
  username: string;
  wallet: Wallet;
  balance: string;
}

/** Credit or debit a member wallet against the adjustments account; audited with its reason. */
export function useAdjustWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: AdjustBody; key: string }) =>
      adminApi.post<AdjustResult>('/api/admin/wallet/adjust', body, {
        headers: { 'Idempotency-Key': key },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'member'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit-log'] });
    },
    meta: { silentError: true },
  });
}
