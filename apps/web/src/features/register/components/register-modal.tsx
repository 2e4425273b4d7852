import type { DialogView } from '@/lib/dialogs';
import { i18n } from '@/lib/i18n';
import { RegisterForm } from './register-form';
import { useRegistered } from './use-registered';

function RegisterContent({ initialRef, close }: { initialRef: string; close: () => void }) {
  const onRegistered = useRegistered(close);
  return <RegisterForm initialRef={initialRef} onRegistered={onRegistered} onNavigate={close} />;
}

/** The registration dialog of the app shell (full screen on a phone). */
export const registerDialog: DialogView<{ ref: string }> = ({ ref }, close) => ({
  title: i18n.t('member:register.title'),
  size: 'lg',
  closeOnClickOutside: false,
  children: <RegisterContent key={ref} initialRef={ref} close={close} />,
});
