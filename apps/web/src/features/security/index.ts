export { ForgetSecPasswordPage } from './components/forget-secpassword-page';
export { ForgetPasswordPage } from './components/forgot-password-page';
export { SetSecPasswordForm } from './components/set-secpassword-form';
export { SetSecPasswordPage } from './components/set-secpassword-page';
export { openForgotPassword, openSecurityCenter } from './dialogs';
