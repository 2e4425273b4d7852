import type { AdminRole } from '@rangkai/shared';
import { IconGift, IconTruckDelivery, IconTruckReturn } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

function page(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await load() }) };
}

/** Back-office pages of orders and bonuses, children of the console layout (code-split). */
export const adminOrdersRoutes: RouteObject[] = [
  {
    path: 'orders',
    ...page(() => import('./components/orders-page').then((m) => m.OrdersPage)),
  },
  {
    path: 'bonuses',
    ...page(() => import('./components/bonuses-page').then((m) => m.BonusesPage)),
  },
];

/**
 * Their navigation entries (labels in the `adminOrders` namespace): support staff read them too,
 * as on the server; only admins move an order on.
 */
export const adminOrdersNavItems: {
  to: string;
  label: string;
  Icon: typeof IconGift;
  roles: readonly AdminRole[];
}[] = [
  {
    to: '/admin/orders',
    label: 'adminOrders:nav.orders',
    Icon: IconTruckDelivery,
    roles: ['admin', 'support'],
  },
  {
    // BUSINESS_RULES §13: the return queue (orders and starter kits cancelled after shipping).
    to: '/admin/orders?status=return_requested',
    label: 'adminOrders:nav.returns',
    Icon: IconTruckReturn,
    roles: ['admin', 'support'],
  },
  {
    to: '/admin/bonuses',
    label: 'adminOrders:nav.bonuses',
    Icon: IconGift,
    roles: ['admin', 'support'],
  },
];
