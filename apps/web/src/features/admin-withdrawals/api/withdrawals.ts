import type { AdminWithdrawal } from '@rangkai/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api';
import { adminPageQuery } from '@/lib/admin-page-query';
import { type WithdrawalFilters, withdrawalsApiQuery } from '../lib/filters';
import type { WithdrawalAction, WithdrawalActionBody } from '../lib/withdrawals';

export interface WithdrawalTotals {
  count: number;
  amount: string;
  fee: string;
  amount_received: string;
}

export interface AdminWithdrawalPage {
  records: AdminWithdrawal[];
  page: number;
  page_size: number;
  total: number;
  last_page: number;
  /** Of every withdrawal the filters select, not only this page. */
  totals: WithdrawalTotals;
}

const withdrawalsKey = ['admin', 'withdrawals'] as const;

/** The queue (pending) or a status, by requested date and member, with the totals. */
export function withdrawalsQuery(filters: WithdrawalFilters) {
  const query = withdrawalsApiQuery(filters);
  return adminPageQuery<AdminWithdrawalPage>(
    [...withdrawalsKey, query],
    '/api/admin/withdrawals',
    query,
  );
}

export function useWithdrawals(filters: WithdrawalFilters) {
  return useQuery(withdrawalsQuery(filters));
}

/**
 * Approve (note optional), reject (reason required: the amount goes back to point1) or mark paid
 * (bank reference required); each with its own `Idempotency-Key`, audited by the server.
 */
export function useWithdrawalAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      action,
      body,
      key,
    }: {
      id: number;
      action: WithdrawalAction;
      body: WithdrawalActionBody;
      key: string;
    }) =>
      adminApi.post<AdminWithdrawal>(`/api/admin/withdrawals/${id}/${action}`, body, {
        headers: { 'Idempotency-Key': key },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: withdrawalsKey });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'member'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit-log'] });
    },
    meta: { silentError: true },
  });
}
