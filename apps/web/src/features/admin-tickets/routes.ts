import type { AdminRole } from '@rangkai/shared';
import { IconHeadset } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { TicketsPendingCount } from './components/tickets-pending-count';

function page(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await load() }) };
}

/** The support inbox and one ticket, children of the console layout (code-split). */
export const adminTicketsRoutes: RouteObject[] = [
  {
    path: 'tickets',
    ...page(() => import('./components/tickets-page').then((m) => m.TicketsPage)),
  },
  {
    path: 'tickets/:id',
    ...page(() => import('./components/ticket-page').then((m) => m.TicketPage)),
  },
];

/** Its navigation entry (label in `adminTickets`) with the queue's count; support and admins. */
export const adminTicketsNavItems: {
  to: string;
  label: string;
  Icon: typeof IconHeadset;
  roles: readonly AdminRole[];
  Count?: ComponentType;
}[] = [
  {
    to: '/admin/tickets',
    label: 'adminTickets:nav.tickets',
    Icon: IconHeadset,
    roles: ['admin', 'support'],
    Count: TicketsPendingCount,
  },
];
