import { comingSoonPage } from '@/components/coming-soon-page';

// /web/record/allRecord?type=transfer|upgrade|…, /web/record/downlineRecord.
export const AllRecordPage = comingSoonPage('common:pages.all_record');
export const DownlineRecordPage = comingSoonPage('common:pages.downline_record');
