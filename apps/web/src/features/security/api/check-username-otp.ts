import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Forgot password, step 2: is this the code that was e-mailed? */
export function checkUsernameOtp(query: { username: string; otp: string }) {
  return api.get<null>('/api/global/checkUsernameOtp', { query });
}

export function useCheckUsernameOtp() {
  return useMutation({ mutationFn: checkUsernameOtp, meta: { silentError: true } });
}
