import type { journalTypes, Wallet, walletRecordPage } from '@rangkai/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { walletKeys } from './keys';

export type WalletRecordPage = z.infer<typeof walletRecordPage>;
export type WalletRecord = WalletRecordPage['records'][number];
export type JournalType = (typeof journalTypes)[number];

export interface WalletRecordFilter {
  wallet?: Wallet;
  type?: JournalType;
  page: number;
}

/** The member's ledger lines, newest first, by wallet and movement type (`found_type`). */
export function getWalletRecords(filter: WalletRecordFilter, signal?: AbortSignal) {
  return api.get<WalletRecordPage>('/api/record/wallet-record', {
    query: { wallet: filter.wallet, found_type: filter.type, page: filter.page },
    signal,
  });
}

export function walletRecordsQueryOptions(filter: WalletRecordFilter) {
  return queryOptions({
    queryKey: [...walletKeys.records, filter],
    queryFn: ({ signal }) => getWalletRecords(filter, signal),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

export function useWalletRecords(filter: WalletRecordFilter) {
  return useQuery(walletRecordsQueryOptions(filter));
}
