import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { OtpSent } from './types';

/** Forgot security password: e-mails a code to the logged-in member. */
export function sendSecPasswordOtp() {
  return api.post<OtpSent>('/api/member/secpassword-otp');
}

export function useSendSecPasswordOtp() {
  return useMutation({ mutationFn: sendSecPasswordOtp, meta: { silentError: true } });
}
