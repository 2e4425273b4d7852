import type { DialogView } from '@/lib/dialogs';
import { i18n } from '@/lib/i18n';
import { LoginForm } from './login-form';

/** The login dialog of the app shell, opened with `openLoginModal()`. */
export const loginDialog: DialogView<void> = (_, close) => ({
  title: i18n.t('auth:login_title'),
  fullScreen: false,
  children: <LoginForm onNavigate={close} />,
});
