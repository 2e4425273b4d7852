import type { UserProfile, updateMemberInfoRequest } from '@rangkai/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { userProfileQueryOptions } from './get-user-profile';

export type UpdateMemberInfoBody = z.input<typeof updateMemberInfoRequest>;

/** Saves profile and shipping details; replies with the updated profile. */
export function updateMemberInfo(body: UpdateMemberInfoBody) {
  return api.post<UserProfile>('/api/member/update-member-info', body);
}

export function useUpdateMemberInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMemberInfo,
    meta: { silentError: true },
    onSuccess: (profile) => {
      queryClient.setQueryData(userProfileQueryOptions.queryKey, profile);
      void queryClient.invalidateQueries({ queryKey: ['member', 'info'] });
    },
  });
}
