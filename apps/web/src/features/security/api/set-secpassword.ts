import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SetSecPasswordBody } from './types';

/** The first security password (only while `password2` is null). */
export function setSecPassword(body: SetSecPasswordBody) {
  return api.post<null>('/api/member/set-secpassword', body);
}

/** On success the member info is reloaded, so the forced dialog goes away. */
export function useSetSecPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSecPassword,
    meta: { silentError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['member'] }),
  });
}
