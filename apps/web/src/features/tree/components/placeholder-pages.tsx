import { ComingSoonPage } from '@/components/coming-soon-page';

// /web/ib_tree (sponsor tree), /web/record/tree (placement tree), /web/record/member (directs).
export function IbTreePage() {
  return <ComingSoonPage titleKey="common:pages.ib_tree" />;
}

export function PlacementTreePage() {
  return <ComingSoonPage titleKey="common:pages.record_tree" />;
}

export function DirectMembersPage() {
  return <ComingSoonPage titleKey="common:pages.record_member" />;
}
