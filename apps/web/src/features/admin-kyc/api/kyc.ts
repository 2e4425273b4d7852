import type { AdminKycItem } from '@rangkai/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api';
import { adminPageQuery } from '@/lib/admin-page-query';
import type { KycTab } from '../lib/review';

export interface AdminKycPage {
  records: AdminKycItem[];
  page: number;
  page_size: number;
  total: number;
  last_page: number;
}

const kycKey = ['admin', 'kyc'] as const;

/** The review queue (pending, oldest first) or the decided submissions (newest first). */
export function kycListQuery(status: KycTab, page: number) {
  return adminPageQuery<AdminKycPage>([...kycKey, 'list', { status, page }], '/api/admin/kyc', {
    status,
    page,
  });
}

export function useKycList(status: KycTab, page: number) {
  return useQuery(kycListQuery(status, page));
}

/** One submission (opened from the list or from a member's history). */
export function useKycItem(id: number | null, placeholder?: AdminKycItem) {
  return useQuery({
    ...queryOptions({
      queryKey: [...kycKey, 'item', id],
      queryFn: ({ signal }) => adminApi.get<AdminKycItem>(`/api/admin/kyc/${id}`, { signal }),
      meta: { silentError: true },
    }),
    enabled: id !== null,
    placeholderData: placeholder?.id === id ? placeholder : undefined,
  });
}

/** A member's submissions, newest first. */
export function useMemberKyc(memberId: number) {
  return useQuery({
    queryKey: ['admin', 'member', memberId, 'kyc'],
    queryFn: ({ signal }) =>
      adminApi.get<AdminKycItem[]>(`/api/admin/members/${memberId}/kyc`, { signal }),
    meta: { silentError: true },
  });
}

export type KycDecision = 'approve' | 'fail';

/**
 * Approve (note optional) or fail (reason required, shown to the member); both audited, each
 * with its `Idempotency-Key` (a retry after a lost reply is answered, not decided twice).
 */
export function useReviewKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      decision,
      reason,
      key,
    }: {
      id: number;
      decision: KycDecision;
      reason?: string;
      key: string;
    }) =>
      adminApi.post<AdminKycItem>(`/api/admin/kyc/${id}/${decision}`, reason ? { reason } : {}, {
        headers: { 'Idempotency-Key': key },
      }),
    onSuccess: (item) => {
      queryClient.setQueryData([...kycKey, 'item', item.id], item);
      void queryClient.invalidateQueries({ queryKey: [...kycKey, 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'member'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit-log'] });
    },
    meta: { silentError: true },
  });
}

/** Frees a failed submission's identity number so its true holder can use it (audited). */
export function useReleaseIc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      adminApi.post<AdminKycItem>(`/api/admin/kyc/${id}/release-ic`, { reason }),
    onSuccess: (item) => {
      queryClient.setQueryData([...kycKey, 'item', item.id], item);
      void queryClient.invalidateQueries({ queryKey: [...kycKey, 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'member'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit-log'] });
    },
  });
}
