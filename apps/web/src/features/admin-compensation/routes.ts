import type { AdminRole } from '@rangkai/shared';
import { IconCalendarStats } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

function page(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await load() }) };
}

/** Back-office page of the daily bonus close, a child of the console layout (code-split). */
export const adminCompensationRoutes: RouteObject[] = [
  {
    path: 'bonus-closes',
    ...page(() => import('./components/closes-page').then((m) => m.ClosesPage)),
  },
];

/**
 * Its navigation entry (label in the `adminCompensation` namespace): support staff read the
 * closes too, as on the server; only admins close a date.
 */
export const adminCompensationNavItems: {
  to: string;
  label: string;
  Icon: typeof IconCalendarStats;
  roles: readonly AdminRole[];
}[] = [
  {
    to: '/admin/bonus-closes',
    label: 'adminCompensation:nav.closes',
    Icon: IconCalendarStats,
    roles: ['admin', 'support'],
  },
];
