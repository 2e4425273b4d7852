import type { MemberInfo } from '@rangkai/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SetSecPasswordBody } from './types';

/** The first security password (only while `password2` is null). */
export function setSecPassword(body: SetSecPasswordBody) {
  return api.post<null>('/api/member/set-secpassword', body);
}

/**
 * On success the cached member info knows at once that a security password exists (so the
 * forced dialog goes away without a flash), then is reloaded. Not awaited: the caller's own
 * callbacks run while the form is still there.
 */
export function useSetSecPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSecPassword,
    meta: { silentError: true },
    onSuccess: () => {
      queryClient.setQueryData<MemberInfo>(['member', 'info'], (info) =>
        info ? { ...info, password2: info.password2 ?? 'set' } : info,
      );
      void queryClient.invalidateQueries({ queryKey: ['member'] });
    },
  });
}
