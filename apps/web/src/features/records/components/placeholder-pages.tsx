import { ComingSoonPage } from '@/components/coming-soon-page';

// /web/record/downlineRecord.
export function DownlineRecordPage() {
  return <ComingSoonPage titleKey="common:pages.downline_record" />;
}
