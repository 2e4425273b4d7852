import { createModalStore } from '@/lib/modal-store';

/** The wallet dialogs any screen may open (sidebar main functions, wallet card). */
export type WalletDialog = 'transfer' | 'change_wallet' | 'deposit';

const walletDialog = createModalStore<WalletDialog>();

export const openTransfer = () => walletDialog.open('transfer');
export const openChangeWallet = () => walletDialog.open('change_wallet');
export const openDeposit = () => walletDialog.open('deposit');
export const closeWalletDialog = walletDialog.close;
export const useOpenedWalletDialog = walletDialog.useModal;
