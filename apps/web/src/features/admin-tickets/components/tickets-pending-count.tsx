import { useQuery } from '@tanstack/react-query';
import { NavCount } from '@/components/admin/nav-count';
import { adminTicketsQuery } from '../api/tickets';

/** The navigation's count of tickets waiting for an answer (the queue's first page total). */
export function TicketsPendingCount() {
  const queue = useQuery({ ...adminTicketsQuery('pending', 1), staleTime: 60_000 });
  return <NavCount total={queue.data?.total} testId="admin-nav-tickets-count" />;
}
