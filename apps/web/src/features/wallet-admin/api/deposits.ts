import type { DepositRecord } from '@rangkai/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api';
import { adminPageQuery } from '@/lib/admin-page-query';

export type DepositStatus = DepositRecord['status'];

export interface AdminDeposit extends DepositRecord {
  member: { id: number; username: string; member_code: string };
}

export interface AdminDepositPage {
  records: AdminDeposit[];
  page: number;
  page_size: number;
  total: number;
  last_page: number;
}

const depositsKey = ['admin', 'deposits'] as const;

/** The review queue (pending, oldest first) or the decided deposits (newest first). */
export function depositsQuery(status: DepositStatus, page: number) {
  return adminPageQuery<AdminDepositPage>(
    [...depositsKey, { status, page }],
    '/api/admin/deposits',
    {
      status,
      page,
    },
  );
}

export function useDeposits(status: DepositStatus, page: number) {
  return useQuery(depositsQuery(status, page));
}

export type DepositDecision = 'approve' | 'reject';

/**
 * Approve (credits point3; note optional) or reject (reason required); both audited, sent with an
 * `Idempotency-Key` so a retry credits at most once.
 */
export function useReviewDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      decision,
      reason,
      key,
    }: {
      id: number;
      decision: DepositDecision;
      reason?: string;
      key: string;
    }) =>
      adminApi.post<DepositRecord>(
        `/api/admin/deposits/${id}/${decision}`,
        reason ? { reason } : {},
        { headers: { 'Idempotency-Key': key } },
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: depositsKey });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit-log'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'member'] });
    },
    meta: { silentError: true },
  });
}
