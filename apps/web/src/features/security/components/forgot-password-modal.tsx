import { Modal } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import { forgotPasswordModal } from '../stores';
import { ForgotPasswordForm } from './forgot-password-form';

/** The forgot-password dialog of the app shell (opened from the login form). */
export function ForgotPasswordModal() {
  const { t } = useTranslation('member');
  const opened = forgotPasswordModal.useModal() !== null;
  return (
    <Modal
      opened={opened}
      onClose={forgotPasswordModal.close}
      title={t('forgot_password.title')}
      centered
      data-testid="forgot-password-modal"
    >
      <ForgotPasswordForm onDone={forgotPasswordModal.close} />
    </Modal>
  );
}
