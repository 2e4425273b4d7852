import type { AdminLedgerPage, AdminMemberDetail, AdminMemberPage, Wallet } from '@rangkai/shared';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { adminApi } from '../lib/admin-api';

export function membersQuery(q: string, page: number) {
  return queryOptions({
    queryKey: ['admin', 'members', { q, page }],
    queryFn: ({ signal }) =>
      adminApi.get<AdminMemberPage>('/api/admin/members', { query: { q, page }, signal }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
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
  return queryOptions({
    queryKey: ['admin', 'member', id, 'ledger', { wallet, page }],
    queryFn: ({ signal }) =>
      adminApi.get<AdminLedgerPage>(`/api/admin/members/${id}/ledger`, {
        query: { wallet, page },
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
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
