export { TransferRecords } from './components/transfer-records';
export { WalletCard } from './components/wallet-card';
export { WalletRecordPage } from './components/wallet-record-page';
export {
  closeWalletDialog,
  openChangeWallet,
  openDeposit,
  openTransfer,
} from './dialogs';
