import { DeferredDialog, lazyDialog } from '@/components/lazy-dialog';
import { registerModal } from './stores';

const LazyRegisterModal = lazyDialog(
  () => import('./components/register-modal').then((m) => m.RegisterModal),
  // The password fields' hints read the auth texts.
  ['member', 'auth'],
);

/** The registration dialog of the app shell: its code and texts load when it first opens. */
export function RegisterModal() {
  return (
    <DeferredDialog opened={registerModal.useModal() !== null}>
      <LazyRegisterModal />
    </DeferredDialog>
  );
}
