import { ComingSoonPage } from '@/components/coming-soon-page';

export function TicketListPage() {
  return <ComingSoonPage titleKey="common:pages.ticket_list" />;
}

export function TicketDetailsPage() {
  return <ComingSoonPage titleKey="common:pages.ticket_details" />;
}
