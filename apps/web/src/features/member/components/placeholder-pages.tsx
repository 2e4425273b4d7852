import { ComingSoonPage } from '@/components/coming-soon-page';

// Later issues replace these (profile; direct sponsor list).
export function MePage() {
  return <ComingSoonPage titleKey="common:pages.me" />;
}
