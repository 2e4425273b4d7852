export { WalletRecordPage } from './components/placeholder-pages';
export { WalletCard } from './components/wallet-card';
