export { checkOtp, consumeOtp, otpCodeHash } from './check-otp.js';
export { issueOtp, maskEmail, sendOtp } from './otp.js';
export { escapeHtml, mailLang, type OtpPurpose } from './otp-mail.js';
