import { ComingSoonPage } from '@/components/coming-soon-page';

export function BonusRecordPage() {
  return <ComingSoonPage titleKey="common:pages.bonus_record" />;
}
