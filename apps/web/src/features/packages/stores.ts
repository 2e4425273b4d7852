import { createModalStore } from '@/lib/modal-store';

/** The upgrade-package dialog of the app shell (sidebar main function `upgrade_package`). */
export const upgradeModal = createModalStore();

export const openUpgradePackage = () => upgradeModal.open(true);
