import type { AdminRole } from '@rangkai/shared';
import { IconBuildingStore, IconCalendarOff, IconMap2, IconWorld } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

function page(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await load() }) };
}

/**
 * Reference data (collection centres, countries, states, public holidays), children of the
 * console layout.
 */
export const adminReferenceRoutes: RouteObject[] = [
  {
    path: 'reference/collect-points',
    ...page(() => import('./components/collect-points-page').then((m) => m.CollectPointsPage)),
  },
  {
    path: 'reference/countries',
    ...page(() => import('./components/countries-page').then((m) => m.CountriesPage)),
  },
  {
    path: 'reference/states',
    ...page(() => import('./components/states-page').then((m) => m.StatesPage)),
  },
  {
    path: 'reference/public-holidays',
    ...page(() => import('./components/public-holidays-page').then((m) => m.PublicHolidaysPage)),
  },
];

/** Its navigation entries under a "Reference data" heading: support reads, admins change. */
export const adminReferenceNavItems: {
  to: string;
  label: string;
  Icon: typeof IconWorld;
  roles: readonly AdminRole[];
  group: string;
}[] = [
  {
    to: '/admin/reference/collect-points',
    label: 'adminReference:nav.collect_points',
    Icon: IconBuildingStore,
  },
  { to: '/admin/reference/countries', label: 'adminReference:nav.countries', Icon: IconWorld },
  { to: '/admin/reference/states', label: 'adminReference:nav.states', Icon: IconMap2 },
  {
    to: '/admin/reference/public-holidays',
    label: 'adminReference:nav.public_holidays',
    Icon: IconCalendarOff,
  },
].map((item) => ({ ...item, roles: ['admin', 'support'], group: 'adminReference:nav.group' }));
