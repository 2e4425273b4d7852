import { ComingSoonPage } from '@/components/coming-soon-page';

// /web/record/allRecord?type=transfer|upgrade|…, /web/record/downlineRecord.
export function AllRecordPage() {
  return <ComingSoonPage titleKey="common:pages.all_record" />;
}

export function DownlineRecordPage() {
  return <ComingSoonPage titleKey="common:pages.downline_record" />;
}
