import type { AdminRole } from '@rangkai/shared';
import { IconKey, IconScale } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

function page(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await load() }) };
}

/** The reconciliation report and the operator's own password, children of the console layout. */
export const adminReportsRoutes: RouteObject[] = [
  {
    path: 'reports/reconciliation',
    ...page(() => import('./components/reconciliation-page').then((m) => m.ReconciliationPage)),
  },
  {
    path: 'password',
    ...page(() => import('./components/password-page').then((m) => m.PasswordPage)),
  },
];

/** Its navigation entries (labels in the `adminReports` namespace); admins and support. */
export const adminReportsNavItems: {
  to: string;
  label: string;
  Icon: typeof IconScale;
  roles: readonly AdminRole[];
}[] = [
  {
    to: '/admin/reports/reconciliation',
    label: 'adminReports:nav.reconciliation',
    Icon: IconScale,
    roles: ['admin', 'support'],
  },
  {
    to: '/admin/password',
    label: 'adminReports:nav.password',
    Icon: IconKey,
    roles: ['admin', 'support'],
  },
];
