import type { otpSentReply, sendOtpRequest } from '@rangkai/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type SendOtpBody = z.input<typeof sendOtpRequest>;

/** E-mails a registration code (429 with `resend_after` within 60 s of the last one). */
export function sendOtp(body: SendOtpBody) {
  return api.post<z.infer<typeof otpSentReply>>('/api/global/sent-otp', body);
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp, meta: { silentError: true } });
}
