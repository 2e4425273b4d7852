export { checkOtp, consumeOtp, maskEmail, sendOtp } from './otp.js';
export type { OtpPurpose } from './otp-mail.js';
