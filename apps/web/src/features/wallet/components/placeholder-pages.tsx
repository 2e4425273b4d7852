import { ComingSoonPage } from '@/components/coming-soon-page';

// Later issues replace these (wallet record of spec §7 "api/record/wallet-record").
export function WalletRecordPage() {
  return <ComingSoonPage titleKey="common:pages.wallet_record" />;
}
