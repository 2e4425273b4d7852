import { DeferredDialog, lazyDialog } from '@/components/lazy-dialog';
import { useLoginModalOpened } from './login-modal-store';

const LazyLoginModal = lazyDialog(
  () => import('./components/login-modal').then((m) => m.LoginModal),
  ['auth', 'member'],
);
const LazySetSecPasswordPrompt = lazyDialog(
  () => import('./components/set-secpassword-prompt').then((m) => m.SetSecPasswordPrompt),
  ['auth', 'member'],
);

/** The login dialog of the app shell: its code and texts load when it first opens. */
export function LoginModal() {
  return (
    <DeferredDialog opened={useLoginModalOpened()}>
      <LazyLoginModal />
    </DeferredDialog>
  );
}

/** Spec §4 set-security-password prompt, loaded the first time a member must use it. */
export function SetSecPasswordPrompt({ opened }: { opened: boolean }) {
  return (
    <DeferredDialog opened={opened}>
      <LazySetSecPasswordPrompt opened={opened} />
    </DeferredDialog>
  );
}
