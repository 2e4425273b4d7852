import { ComingSoonPage } from '@/components/coming-soon-page';

// /web/record/tree (placement tree), /web/record/member (directs).
export function PlacementTreePage() {
  return <ComingSoonPage titleKey="common:pages.record_tree" />;
}

export function DirectMembersPage() {
  return <ComingSoonPage titleKey="common:pages.record_member" />;
}
