import { createBrowserRouter, redirect } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { adminRoutes } from '@/features/admin';
import { HOME_PAGE, requireLogin } from './routes/guards';
import { lazyPage } from './routes/lazy-page';
import { memberRoutes } from './routes/member-routes';
import { openWebRoutes } from './routes/open-routes';
import { RouteErrorPage } from './routes/route-error-page';
import { AppLayout } from './shell/app-layout';

function InitialLoader() {
  return <PageLoader visible />;
}

/** Every route of spec §2 (history mode), plus the /admin back-office. */
export const router = createBrowserRouter([
  { path: '/', loader: () => redirect('/web') },
  ...adminRoutes,
  {
    Component: AppLayout,
    HydrateFallback: InitialLoader,
    children: [
      // A pathless boundary inside the shell: a failing page keeps header and sidebar.
      {
        ErrorBoundary: RouteErrorPage,
        children: [
          {
            path: '/web',
            children: [
              { index: true, loader: () => redirect(HOME_PAGE) },
              ...openWebRoutes,
              { loader: requireLogin, children: memberRoutes },
            ],
          },
          {
            path: '/register',
            ...lazyPage(() => import('@/features/register').then((m) => m.RegisterPage)),
          },
          {
            path: '/coming_soon',
            ...lazyPage(() => import('./routes/coming-soon-route').then((m) => m.ComingSoonRoute)),
          },
          {
            path: '*',
            ...lazyPage(() => import('./routes/not-found-page').then((m) => m.NotFoundPage)),
          },
        ],
      },
    ],
  },
]);
