import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ResetPasswordBody } from './types';

/** Forgot password, step 3: the new password, with the e-mailed code. */
export function resetPassword(body: ResetPasswordBody) {
  return api.post<null>('/api/auth/reset-password', body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, meta: { silentError: true } });
}
