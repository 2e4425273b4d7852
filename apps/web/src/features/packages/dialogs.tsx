import { DeferredDialog, lazyDialog } from '@/components/lazy-dialog';
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

/** The registration-on-behalf dialog: its code and texts load when it first opens. */
export function RegisterMemberModal(props: { opened: boolean; onClose: () => void }) {
  return (
    <DeferredDialog opened={props.opened}>
      <LazyRegisterMemberModal {...props} />
    </DeferredDialog>
  );
}
