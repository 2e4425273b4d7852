import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Is this e-mail free? (`MEMBER_EXITS` on `email` when a member already uses it) */
export function checkEmail(body: { email: string }) {
  return api.post<null>('/api/auth/checkEmail', body);
}

export function useCheckEmail() {
  return useMutation({ mutationFn: checkEmail, meta: { silentError: true } });
}
