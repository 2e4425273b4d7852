import { defineDialog } from '@/lib/dialogs';
import type { CancelPurchasePayload } from './components/cancel-purchase-modal';
import type { RegisterMemberPayload } from './components/register-member-modal';

const namespaces = ['packages', 'member'];

/** The upgrade-package dialog of the app shell (sidebar main function `upgrade_package`). */
const upgradeDialog = defineDialog({
  id: 'upgrade-package',
  load: () => import('./components/upgrade-package-modal').then((m) => m.upgradePackageDialog),
  namespaces,
});

export const openUpgradePackage = () => upgradeDialog.open();
export const closeUpgradePackage = upgradeDialog.close;

const registerMemberDialog = defineDialog<RegisterMemberPayload>({
  id: 'register-member',
  load: () => import('./components/register-member-modal').then((m) => m.registerMemberDialog),
  namespaces,
});

/**
 * The registration-on-behalf dialog. With a `placement` (an empty slot of the placement tree)
 * the new member goes exactly there.
 */
export const openRegisterMember = (payload: RegisterMemberPayload = {}) =>
  registerMemberDialog.open(payload);
export const closeRegisterMember = registerMemberDialog.close;

const cancelPurchaseDialog = defineDialog<CancelPurchasePayload>({
  id: 'cancel-purchase',
  load: () => import('./components/cancel-purchase-modal').then((m) => m.cancelPurchaseDialog),
  namespaces: ['packages', 'errors'],
});

/** Cancel a package purchase within its cooling-off period (BUSINESS_RULES §13). */
export const openCancelPurchase = (payload: CancelPurchasePayload) =>
  cancelPurchaseDialog.open(payload);
