import type {
  changePasswordRequest,
  changeSecPasswordRequest,
  otpSentReply,
  resetPasswordRequest,
  resetSecPasswordRequest,
  setSecPasswordRequest,
  usernameOtpRequest,
} from '@rangkai/shared';
import type { z } from 'zod';

export type OtpSent = z.infer<typeof otpSentReply>;
export type UsernameOtpBody = z.input<typeof usernameOtpRequest>;
export type ResetPasswordBody = z.input<typeof resetPasswordRequest>;
export type ChangePasswordBody = z.input<typeof changePasswordRequest>;
export type SetSecPasswordBody = z.input<typeof setSecPasswordRequest>;
export type ChangeSecPasswordBody = z.input<typeof changeSecPasswordRequest>;
export type ResetSecPasswordBody = z.input<typeof resetSecPasswordRequest>;
