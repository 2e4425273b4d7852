import { DeferredDialog, lazyDialog } from '@/components/lazy-dialog';
import type { RegisterMemberModalProps } from './components/register-member-modal';
import { upgradeModal } from './stores';

const namespaces = ['packages', 'member'];

const LazyUpgradePackageModal = lazyDialog(
  () => import('./components/upgrade-package-modal').then((m) => m.UpgradePackageModal),
  namespaces,
);

const LazyRegisterMemberModal = lazyDialog(
  () => import('./components/register-member-modal').then((m) => m.RegisterMemberModal),
  namespaces,
);

/** The upgrade-package dialog of the app shell: its code and texts load when it first opens. */
export function UpgradePackageModal() {
  return (
    <DeferredDialog opened={upgradeModal.useModal() !== null}>
      <LazyUpgradePackageModal />
    </DeferredDialog>
  );
}

/**
 * The registration-on-behalf dialog: its code and texts load when it first opens. With a
 * `placement` (an empty slot of the placement tree) the new member goes exactly there.
 */
export function RegisterMemberModal(props: RegisterMemberModalProps) {
  return (
    <DeferredDialog opened={props.opened}>
      <LazyRegisterMemberModal {...props} />
    </DeferredDialog>
  );
}
