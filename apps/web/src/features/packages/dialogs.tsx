import { DeferredDialog, lazyDialog } from '@/components/lazy-dialog';
import { defineDialog } from '@/lib/dialogs';
import type { RegisterMemberModalProps } from './components/register-member-modal';

const namespaces = ['packages', 'member'];

/** The upgrade-package dialog of the app shell (sidebar main function `upgrade_package`). */
const upgradeDialog = defineDialog({
  id: 'upgrade-package',
  load: () => import('./components/upgrade-package-modal').then((m) => m.upgradePackageDialog),
  namespaces,
});

export const openUpgradePackage = () => upgradeDialog.open();
export const closeUpgradePackage = upgradeDialog.close;

const LazyRegisterMemberModal = lazyDialog(
  () => import('./components/register-member-modal').then((m) => m.RegisterMemberModal),
  namespaces,
);

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
