export { closeWithdrawDialog, openWithdraw, openWithdrawDetails } from './dialogs';
