import { Modal } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import { closeLoginModal, useLoginModalOpened } from '../login-modal-store';
import { LoginForm } from './login-form';

/** The login dialog of the app shell, opened with `openLoginModal()`. */
export function LoginModal() {
  const { t } = useTranslation('auth');
  const opened = useLoginModalOpened();
  return (
    <Modal opened={opened} onClose={closeLoginModal} title={t('login_title')} centered>
      <LoginForm onNavigate={closeLoginModal} />
    </Modal>
  );
}
