export { WithdrawDialogsHost } from './dialogs';
export { closeWithdrawDialog, openWithdraw, openWithdrawDetails } from './stores';
