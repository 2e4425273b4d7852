export { checkOtp, consumeOtp, maskEmail, sendOtp } from './otp.js';
export { escapeHtml, mailLang, type OtpPurpose } from './otp-mail.js';
