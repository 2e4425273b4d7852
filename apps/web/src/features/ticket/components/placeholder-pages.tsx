import { comingSoonPage } from '@/components/coming-soon-page';

export const TicketListPage = comingSoonPage('common:pages.ticket_list');
export const TicketDetailsPage = comingSoonPage('common:pages.ticket_details');
