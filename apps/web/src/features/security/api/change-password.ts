import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ChangePasswordBody } from './types';

/** New login password (the server ends the member's other sessions). */
export function changePassword(body: ChangePasswordBody) {
  return api.post<null>('/api/member/change-password', body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, meta: { silentError: true } });
}
