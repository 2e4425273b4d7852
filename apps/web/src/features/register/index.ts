export { RegisterPage } from './components/register-page';
export { openRegister } from './dialogs';
