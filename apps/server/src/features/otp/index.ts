export { checkOtp, consumeOtp, otpCodeHash } from './check-otp.js';
export { maskEmail, sendOtp } from './otp.js';
export { escapeHtml, mailLang, type OtpPurpose } from './otp-mail.js';
