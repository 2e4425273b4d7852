import { defineDialog } from '@/lib/dialogs';

import type { WithdrawDialog } from './components/withdraw-dialogs';

/** One dialog whose content is the one asked for (opening another replaces it in place). */
const withdrawDialog = defineDialog<WithdrawDialog>({
  id: 'withdraw',
  load: () =>
    import('./components/withdraw-dialogs').then((m) =>
      m.withdrawDialogView((kind) => withdrawDialog.open(kind)),
    ),
  namespaces: ['withdraw', 'member'],
});

export const openWithdraw = () => withdrawDialog.open('withdraw');
export const openWithdrawDetails = () => withdrawDialog.open('withdraw_details');
export const closeWithdrawDialog = withdrawDialog.close;
