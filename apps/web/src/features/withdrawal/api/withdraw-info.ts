import type { WithdrawInfo } from '@rangkai/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { withdrawKeys } from './keys';

/** Balance, minimum, fee, USDT rate, KYC, bank account and phase: all the dialog explains. */
export function getWithdrawInfo(signal?: AbortSignal) {
  return api.get<WithdrawInfo>('/api/wallet/withdraw-info', { signal });
}

export const withdrawInfoQueryOptions = queryOptions({
  queryKey: withdrawKeys.info,
  queryFn: ({ signal }) => getWithdrawInfo(signal),
  meta: { silentError: true },
});

export function useWithdrawInfo(enabled: boolean) {
  return useQuery({ ...withdrawInfoQueryOptions, enabled });
}
