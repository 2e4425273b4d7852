import { comingSoonPage } from '@/components/coming-soon-page';

export const BonusRecordPage = comingSoonPage('common:pages.bonus_record');
