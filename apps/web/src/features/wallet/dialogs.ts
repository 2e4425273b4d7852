import { defineDialog } from '@/lib/dialogs';

import type { WalletDialog } from './components/wallet-dialogs';

/** One dialog whose content is the one asked for (opening another replaces it in place). */
const walletDialog = defineDialog<WalletDialog>({
  id: 'wallet',
  load: () => import('./components/wallet-dialogs').then((m) => m.walletDialog),
  namespaces: ['wallet'],
});

export const openTransfer = () => walletDialog.open('transfer');
export const openChangeWallet = () => walletDialog.open('change_wallet');
export const openDeposit = () => walletDialog.open('deposit');
export const closeWalletDialog = walletDialog.close;
