import type { AdminLedgerPage, AdminMemberDetail, AdminMemberPage, Wallet } from '@rangkai/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api';
import { adminPageQuery } from '@/lib/admin-page-query';

export function membersQuery(q: string, page: number) {
  return adminPageQuery<AdminMemberPage>(['admin', 'members', { q, page }], '/api/admin/members', {
    q,
    page,
  });
}

export function useMembers(q: string, page: number) {
  return useQuery(membersQuery(q, page));
}

export function memberQuery(id: number) {
  return queryOptions({
    queryKey: ['admin', 'member', id],
    queryFn: ({ signal }) =>
      adminApi.get<AdminMemberDetail>(`/api/admin/members/${id}`, { signal }),
    meta: { silentError: true },
  });
}

export function useMember(id: number) {
  return useQuery(memberQuery(id));
}

export function ledgerQuery(id: number, wallet: Wallet | undefined, page: number) {
  return adminPageQuery<AdminLedgerPage>(
    ['admin', 'member', id, 'ledger', { wallet, page }],
    `/api/admin/members/${id}/ledger`,
    { wallet, page },
  );
}

export function useLedger(id: number, wallet: Wallet | undefined, page: number) {
  return useQuery(ledgerQuery(id, wallet, page));
}

/** Status actions and the URL segment of each. */
export const memberActionPaths = {
  suspend: 'suspend',
  unsuspend: 'unsuspend',
  reset_sec_password: 'reset-sec-password',
  reset_bank: 'reset-bank',
} as const;
export type MemberActionName = keyof typeof memberActionPaths;

export function useMemberAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, reason }: { action: MemberActionName; reason: string }) =>
      adminApi.post<AdminMemberDetail>(`/api/admin/members/${id}/${memberActionPaths[action]}`, {
        reason,
      }),
    onSuccess: (member) => {
      queryClient.setQueryData(memberQuery(id).queryKey, member);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'members'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit-log'] });
    },
  });
}
