import type { BankInfo, UserBankRequest } from '@rangkai/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { withdrawKeys } from './keys';

/** The member's bank details (spec §3) and whether they may still change. */
export function getBankInfo(signal?: AbortSignal) {
  return api.get<BankInfo>('/api/member/get-bank-info', { signal });
}

export const bankInfoQueryOptions = queryOptions({
  queryKey: withdrawKeys.bank,
  queryFn: ({ signal }) => getBankInfo(signal),
  meta: { silentError: true },
});

export function useBankInfo(enabled: boolean) {
  return useQuery({ ...bankInfoQueryOptions, enabled });
}

export type BankDetailsBody = Required<UserBankRequest>;

/** Saves the bank details once (BANK_DETAILS_LOCKED afterwards); the key makes a retry safe. */
export function saveBankDetails(body: BankDetailsBody, idempotencyKey: string) {
  return api.post<BankInfo>('/api/member/user-bank', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useSaveBankDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: BankDetailsBody; key: string }) =>
      saveBankDetails(body, key),
    onSuccess: (bank) => {
      queryClient.setQueryData(withdrawKeys.bank, bank);
      void queryClient.invalidateQueries({ queryKey: withdrawKeys.info });
    },
    meta: { silentError: true },
  });
}
