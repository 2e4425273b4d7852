import type { depositRecordPage } from '@rangkai/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { walletKeys } from './keys';

export type DepositRecordPage = z.infer<typeof depositRecordPage>;

export function getDepositRecords(page: number, signal?: AbortSignal) {
  return api.get<DepositRecordPage>('/api/wallet/deposit-record', { query: { page }, signal });
}

export function depositRecordsQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...walletKeys.deposits, page],
    queryFn: ({ signal }) => getDepositRecords(page, signal),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

export function useDepositRecords(page: number) {
  return useQuery(depositRecordsQueryOptions(page));
}
