export { ForgetSecPasswordPage } from './components/forget-secpassword-page';
export { ForgetPasswordPage } from './components/forgot-password-page';
export { NewPasswordInput } from './components/new-password-input';
export { OtpInput } from './components/otp-input';
export { PasswordHints } from './components/password-hints';
export { SendCodeButton } from './components/send-code-button';
export { SetSecPasswordForm } from './components/set-secpassword-form';
export { SetSecPasswordPage } from './components/set-secpassword-page';
export { ForgotPasswordModal, SecurityCenterModal } from './dialogs';
export { createModalStore } from './lib/modal-store';
export {
  applyServerErrors,
  describeServerError,
  resendAfter,
  serverFieldErrors,
} from './lib/server-errors';
export { useCountdown } from './lib/use-countdown';

export { openForgotPassword, openSecurityCenter } from './stores';
