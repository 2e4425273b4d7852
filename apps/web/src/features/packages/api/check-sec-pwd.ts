import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * The logged-in member proves their security password; the server remembers it for 5 minutes
 * (a registration on behalf needs it, spec §4). Wrong tries count toward the lock.
 */
export function checkSecPwd(body: { sec_password: string }) {
  return api.post<null>('/api/member/checkSecPwd', body);
}

export function useCheckSecPwd() {
  return useMutation({ mutationFn: checkSecPwd, meta: { silentError: true } });
}
