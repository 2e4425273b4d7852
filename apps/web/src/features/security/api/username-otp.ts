import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { OtpSent, UsernameOtpBody } from './types';

/** Forgot password, step 1: e-mails a code to the member with this username. */
export function sendUsernameOtp(body: UsernameOtpBody) {
  return api.post<OtpSent>('/api/global/usernameOTP', body);
}

export function useSendUsernameOtp() {
  return useMutation({ mutationFn: sendUsernameOtp, meta: { silentError: true } });
}
