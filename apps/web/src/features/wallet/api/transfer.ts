import type { movementReply, TransferRequest } from '@rangkai/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { refreshAfterMovement } from './keys';

export type Movement = z.infer<typeof movementReply>;

export interface TransferBody {
  transfer_type: 'point1' | 'point3';
  username: string;
  amount: string;
  remark?: string;
  sec_password: string;
}

/** point1 → receiver's point1 or point3 → receiver's point3; the key makes a retry safe. */
export function transfer(body: TransferBody, idempotencyKey: string) {
  return api.post<Movement>('/api/wallet/wallet-transafer', body satisfies TransferRequest, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: TransferBody; key: string }) => transfer(body, key),
    onSuccess: () => refreshAfterMovement(queryClient),
    meta: { silentError: true },
  });
}
