import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Is this the registration code e-mailed to this address? (wrong tries count, 5 at most) */
export function checkOtp(query: { email: string; otp: string }) {
  return api.get<null>('/api/global/check-otp', { query });
}

export function useCheckOtp() {
  return useMutation({ mutationFn: checkOtp, meta: { silentError: true } });
}
