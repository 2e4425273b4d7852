import type { WithdrawStatus, withdrawRecordPage } from '@rangkai/shared';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { memberPageQuery } from '@/lib/member-page-query';
import { withdrawKeys } from './keys';

export type WithdrawRecordPage = z.infer<typeof withdrawRecordPage>;

/** One page of the member's withdrawals, optionally of one status. */
export function useWithdrawRecords(status: WithdrawStatus | undefined, page: number) {
  return useQuery(
    memberPageQuery<WithdrawRecordPage>(
      [...withdrawKeys.records, status ?? 'all', page],
      '/api/wallet/withdraw-record',
      { status, page },
    ),
  );
}
