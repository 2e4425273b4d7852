export { login, useLogin } from './api/login';
export { logout, useLogout } from './api/logout';
export { LoginForm } from './components/login-form';
export { LoginModal } from './components/login-modal';
export { LoginPage } from './components/login-page';
export { SetSecPasswordPrompt } from './components/set-secpassword-prompt';
export { closeLoginModal, openLoginModal } from './login-modal-store';
