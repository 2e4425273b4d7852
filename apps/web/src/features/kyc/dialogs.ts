import { defineDialog } from '@/lib/dialogs';

/** The KYC dialog (sidebar "kyc", the withdraw dialog's hint, a notification). */
const kycDialog = defineDialog({
  id: 'kyc',
  load: () => import('./components/kyc-modal').then((m) => m.kycDialog),
  namespaces: ['kyc', 'member'],
});

export const openKyc = () => kycDialog.open();
export const closeKyc = kycDialog.close;
