import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ChangeSecPasswordBody } from './types';

/** New security password; the current one counts toward the lock when wrong. */
export function changeSecPassword(body: ChangeSecPasswordBody) {
  return api.post<null>('/api/member/change-secpassword', body);
}

export function useChangeSecPassword() {
  return useMutation({ mutationFn: changeSecPassword, meta: { silentError: true } });
}
