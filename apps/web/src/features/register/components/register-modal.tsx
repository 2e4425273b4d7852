import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from '@/lib/i18n';
import { registerModal } from '../stores';
import { RegisterForm } from './register-form';
import { useRegistered } from './use-registered';

/** The registration dialog of the app shell (full screen on a phone). */
export function RegisterModal() {
  const { t } = useTranslation('member');
  const state = registerModal.useModal();
  const phone = useMediaQuery('(max-width: 36em)');
  const onRegistered = useRegistered(registerModal.close);
  return (
    <Modal
      opened={state !== null}
      onClose={registerModal.close}
      title={t('register.title')}
      fullScreen={phone}
      size="lg"
      centered
      closeOnClickOutside={false}
    >
      {state && (
        <RegisterForm
          initialRef={state.ref}
          onRegistered={onRegistered}
          onNavigate={registerModal.close}
        />
      )}
    </Modal>
  );
}
