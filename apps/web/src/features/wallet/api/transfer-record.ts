import type { transferRecordPage } from '@rangkai/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { walletKeys } from './keys';

export type TransferRecordPage = z.infer<typeof transferRecordPage>;
export type TransferRecord = TransferRecordPage['records'][number];

/** Transfers in and out, newest first, with the other member. */
export function getTransferRecords(page: number, signal?: AbortSignal) {
  return api.get<TransferRecordPage>('/api/wallet/wallet-tranfer-record', {
    query: { page },
    signal,
  });
}

export function transferRecordsQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...walletKeys.transfers, page],
    queryFn: ({ signal }) => getTransferRecords(page, signal),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

export function useTransferRecords(page: number) {
  return useQuery(transferRecordsQueryOptions(page));
}
