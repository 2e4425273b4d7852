import { comingSoonPage } from '@/components/coming-soon-page';

// /web/ib_tree (sponsor tree), /web/record/tree (placement tree), /web/record/member (directs).
export const IbTreePage = comingSoonPage('common:pages.ib_tree');
export const PlacementTreePage = comingSoonPage('common:pages.record_tree');
export const DirectMembersPage = comingSoonPage('common:pages.record_member');
