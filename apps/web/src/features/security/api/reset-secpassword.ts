import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ResetSecPasswordBody } from './types';

/** New security password with the e-mailed code (also lifts a lock). */
export function resetSecPassword(body: ResetSecPasswordBody) {
  return api.post<null>('/api/member/reset-secpassword', body);
}

export function useResetSecPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetSecPassword,
    meta: { silentError: true },
    // Not awaited: the caller's own callbacks run before the dialog holding the form goes away.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['member'] }),
  });
}
