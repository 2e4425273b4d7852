import type {
  AdminMemberDetail,
  AdminMemberProfileRequest,
  AdminPasswordResetReply,
} from '@rangkai/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api';
import { memberQuery } from './members';

/** Corrects a member's details (admins; audited; a changed e-mail is told to both addresses). */
export function useUpdateMemberProfile(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminMemberProfileRequest) =>
      adminApi.put<AdminMemberDetail>(`/api/admin/members/${id}/profile`, body),
    onSuccess: (member) => {
      queryClient.setQueryData(memberQuery(id).queryKey, member);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'members'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit-log'] });
    },
    meta: { silentError: true },
  });
}

/** E-mails the member a password-reset code; the reply says where (masked), never the code. */
export function useSendPasswordReset(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      adminApi.post<AdminPasswordResetReply>(`/api/admin/members/${id}/password-reset`, {
        reason,
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'audit-log'] }),
  });
}
