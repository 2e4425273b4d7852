import type { getWalletReply } from '@rangkai/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { walletKeys } from './keys';

export type DepositInfo = z.infer<typeof getWalletReply>;

/** Deposit address, its QR code, the USDT rate and any pending deposit. */
export function getWallet(signal?: AbortSignal) {
  return api.get<DepositInfo>('/api/wallet/getWallet', { signal });
}

export const depositInfoQueryOptions = queryOptions({
  queryKey: walletKeys.depositInfo,
  queryFn: ({ signal }) => getWallet(signal),
  meta: { silentError: true },
});

export function useDepositInfo() {
  return useQuery(depositInfoQueryOptions);
}
