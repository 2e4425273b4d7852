import type { DialogView } from '@/lib/dialogs';
import { i18n } from '@/lib/i18n';
import { ForgotPasswordForm } from './forgot-password-form';

/** The forgot-password dialog of the app shell (opened from the login form). */
export const forgotPasswordDialog: DialogView<void> = (_, close) => ({
  title: i18n.t('member:forgot_password.title'),
  fullScreen: false,
  'data-testid': 'forgot-password-modal',
  children: <ForgotPasswordForm onDone={close} />,
});
