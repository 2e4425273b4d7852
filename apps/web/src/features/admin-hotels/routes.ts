import type { AdminRole } from '@rangkai/shared';
import { IconBed, IconBuilding, IconReportMoney } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

function page(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await load() }) };
}

/** The hotel cart's back-office (hotels, rooms on sale, bookings, sales), code-split. */
export const adminHotelsRoutes: RouteObject[] = [
  {
    path: 'hotels',
    ...page(() => import('./components/hotels-page').then((m) => m.HotelsPage)),
  },
  {
    path: 'hotels/new',
    ...page(() => import('./components/hotel-editor-page').then((m) => m.HotelEditorPage)),
  },
  {
    path: 'hotels/:id',
    ...page(() => import('./components/hotel-editor-page').then((m) => m.HotelEditorPage)),
  },
  {
    path: 'hotel-bookings',
    ...page(() => import('./components/bookings-page').then((m) => m.BookingsPage)),
  },
  {
    path: 'hotel-sales',
    ...page(() => import('./components/sales-page').then((m) => m.HotelSalesPage)),
  },
];

/** Its navigation entries under a "Hotels" heading: support reads, only admins change. */
export const adminHotelsNavItems: {
  to: string;
  label: string;
  Icon: typeof IconBed;
  roles: readonly AdminRole[];
  group: string;
}[] = [
  { to: '/admin/hotels', label: 'adminHotels:nav.hotels', Icon: IconBuilding },
  { to: '/admin/hotel-bookings', label: 'adminHotels:nav.bookings', Icon: IconBed },
  { to: '/admin/hotel-sales', label: 'adminHotels:nav.sales', Icon: IconReportMoney },
].map((item) => ({ ...item, roles: ['admin', 'support'], group: 'adminHotels:nav.group' }));
