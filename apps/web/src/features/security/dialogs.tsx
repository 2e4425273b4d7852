import { DeferredDialog, lazyDialog } from '@/components/lazy-dialog';
import { forgotPasswordModal, securityCenterModal } from './stores';

const LazyForgotPasswordModal = lazyDialog(
  () => import('./components/forgot-password-modal').then((m) => m.ForgotPasswordModal),
  ['member', 'auth'],
);
const LazySecurityCenterModal = lazyDialog(
  () => import('./components/security-center-modal').then((m) => m.SecurityCenterModal),
  ['member', 'auth'],
);

/** The forgot-password dialog of the app shell: code and texts load when it first opens. */
export function ForgotPasswordModal() {
  return (
    <DeferredDialog opened={forgotPasswordModal.useModal() !== null}>
      <LazyForgotPasswordModal />
    </DeferredDialog>
  );
}

/** The security center of the app shell: code and texts load when it first opens. */
export function SecurityCenterModal() {
  return (
    <DeferredDialog opened={securityCenterModal.useModal() !== null}>
      <LazySecurityCenterModal />
    </DeferredDialog>
  );
}
