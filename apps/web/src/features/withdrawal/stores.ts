import { createModalStore } from '@/lib/modal-store';

/** The withdraw dialogs any screen may open (sidebar withdraw and withdraw_details). */
export type WithdrawDialog = 'withdraw' | 'withdraw_details';

const withdrawDialog = createModalStore<WithdrawDialog>();

export const openWithdraw = () => withdrawDialog.open('withdraw');
export const openWithdrawDetails = () => withdrawDialog.open('withdraw_details');
export const closeWithdrawDialog = withdrawDialog.close;
export const useOpenedWithdrawDialog = withdrawDialog.useModal;
