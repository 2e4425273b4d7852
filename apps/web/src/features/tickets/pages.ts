export { TicketDetailsPage } from './components/ticket-details-page';
export { TicketListPage } from './components/ticket-list-page';
