import { Center, Loader } from '@mantine/core';
import type { ComponentType } from 'react';
import { type RouteObject, redirect } from 'react-router';
import { adminCompensationRoutes } from '@/features/admin-compensation';
import { adminHotelsRoutes } from '@/features/admin-hotels';
import { adminKycRoutes } from '@/features/admin-kyc';
import { adminMallRoutes } from '@/features/admin-mall';
import { adminNewsRoutes } from '@/features/admin-news';
import { adminNotificationsRoutes } from '@/features/admin-notifications';
import { adminOrdersRoutes } from '@/features/admin-orders';
import { adminReferenceRoutes } from '@/features/admin-reference';
import { adminReportsRoutes } from '@/features/admin-reports';
import { adminTicketsRoutes } from '@/features/admin-tickets';
import { adminWithdrawalsRoutes } from '@/features/admin-withdrawals';
import { walletAdminRoutes } from '@/features/wallet-admin';
import { getAdminToken } from '@/lib/admin-session';
import { AdminRouteError } from './components/admin-route-error';
import { ADMIN_LOGIN_PATH } from './lib/constants';

/** A code-split page: the back-office loads only when someone opens /admin. */
function page(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await load() }) };
}

/** No back-office token → the admin login page (the member token never counts). */
function requireAdminToken() {
  if (!getAdminToken()) throw redirect(ADMIN_LOGIN_PATH);
  return null;
}

function AdminHydrateFallback() {
  return (
    <Center mih="100vh">
      <Loader />
    </Center>
  );
}

/** Every /admin route, for the app router. */
export const adminRoutes: RouteObject[] = [
  {
    path: '/admin',
    HydrateFallback: AdminHydrateFallback,
    // A console chunk that fails to load (stale tab after a deploy) or a page that throws.
    ErrorBoundary: AdminRouteError,
    ...page(() => import('./components/admin-root').then((m) => m.AdminRoot)),
    children: [
      {
        path: 'login',
        ...page(() => import('./components/admin-login-page').then((m) => m.AdminLoginPage)),
      },
      {
        loader: requireAdminToken,
        ...page(() => import('./components/admin-layout').then((m) => m.AdminLayout)),
        children: [
          {
            index: true,
            ...page(() => import('./components/dashboard-page').then((m) => m.DashboardPage)),
          },
          {
            path: 'members',
            ...page(() => import('./components/members-page').then((m) => m.MembersPage)),
          },
          {
            path: 'members/:id',
            ...page(() => import('./components/member-page').then((m) => m.MemberPage)),
          },
          {
            path: 'settings',
            ...page(() => import('./components/settings-page').then((m) => m.SettingsPage)),
          },
          {
            path: 'audit-log',
            ...page(() => import('./components/audit-log-page').then((m) => m.AuditLogPage)),
          },
          {
            path: 'admins',
            ...page(() => import('./components/admins-page').then((m) => m.AdminsPage)),
          },
          ...adminOrdersRoutes,
          ...adminMallRoutes,
          ...adminHotelsRoutes,
          ...adminCompensationRoutes,
          ...walletAdminRoutes,
          ...adminKycRoutes,
          ...adminWithdrawalsRoutes,
          ...adminNotificationsRoutes,
          ...adminTicketsRoutes,
          ...adminNewsRoutes,
          ...adminReferenceRoutes,
          ...adminReportsRoutes,
          {
            path: '*',
            ...page(() => import('./components/admin-not-found').then((m) => m.AdminNotFoundPage)),
          },
        ],
      },
    ],
  },
];
