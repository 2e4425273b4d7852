import { comingSoonPage } from '@/components/coming-soon-page';

// Later issues replace these (profile; direct sponsor list).
export const MePage = comingSoonPage('common:pages.me');
