export { login, useLogin } from './api/login';
export { logout, useLogout } from './api/logout';
export { LoginForm } from './components/login-form';
export { LoginPage } from './components/login-page';
export { closeLoginModal, openLoginModal, useSetSecPasswordPrompt } from './dialogs';
