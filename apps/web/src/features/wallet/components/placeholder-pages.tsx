import { comingSoonPage } from '@/components/coming-soon-page';

// Later issues replace these (wallet record of spec §7 "api/record/wallet-record").
export const WalletRecordPage = comingSoonPage('common:pages.wallet_record');
