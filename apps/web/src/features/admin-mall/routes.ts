import type { AdminRole } from '@rangkai/shared';
import { IconCategory, IconChartHistogram, IconPackages, IconTicket } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

function page(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await load() }) };
}

/** The mall's back-office (catalogue, vouchers, sales), children of the console layout (code-split). */
export const adminMallRoutes: RouteObject[] = [
  {
    path: 'mall/products',
    ...page(() => import('./components/products-page').then((m) => m.ProductsPage)),
  },
  {
    path: 'mall/products/new',
    ...page(() => import('./components/product-editor-page').then((m) => m.ProductEditorPage)),
  },
  {
    path: 'mall/products/:id',
    ...page(() => import('./components/product-editor-page').then((m) => m.ProductEditorPage)),
  },
  {
    path: 'mall/categories',
    ...page(() => import('./components/categories-page').then((m) => m.CategoriesPage)),
  },
  {
    path: 'mall/vouchers',
    ...page(() => import('./components/vouchers-page').then((m) => m.VouchersPage)),
  },
  {
    path: 'mall/sales',
    ...page(() => import('./components/sales-page').then((m) => m.SalesPage)),
  },
];

/**
 * Its navigation entries under a "Mall" heading (labels in the `adminMall` namespace): support
 * staff read them, as on the server; only admins change the catalogue and the vouchers.
 */
export const adminMallNavItems: {
  to: string;
  label: string;
  Icon: typeof IconPackages;
  roles: readonly AdminRole[];
  group: string;
}[] = [
  { to: '/admin/mall/products', label: 'adminMall:nav.products', Icon: IconPackages },
  { to: '/admin/mall/categories', label: 'adminMall:nav.categories', Icon: IconCategory },
  { to: '/admin/mall/vouchers', label: 'adminMall:nav.vouchers', Icon: IconTicket },
  { to: '/admin/mall/sales', label: 'adminMall:nav.sales', Icon: IconChartHistogram },
].map((item) => ({ ...item, roles: ['admin', 'support'], group: 'adminMall:nav.group' }));
