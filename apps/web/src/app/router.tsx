import { createBrowserRouter, type PatchRoutesOnNavigationFunction, redirect } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { loadNamespaces } from '@/lib/i18n';
import { HOME_PAGE, requireLogin } from './routes/guards';
import { lazyPage } from './routes/lazy-page';
import { memberRoutes } from './routes/member-routes';
import { openWebRoutes } from './routes/open-routes';
import { RouteErrorPage } from './routes/route-error-page';
import { AppLayout } from './shell/app-layout';

function InitialLoader() {
  return <PageLoader visible />;
}

/**
 * The /admin back-office (its routes, pages and texts) is added the first time someone opens an
 * /admin path, so the member site never downloads it. (Patching the same routes again, as
 * paths with parameters do, changes nothing.)
 */
const addAdminRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (!/^\/admin(\/|$)/.test(path)) return;
  const [{ adminRoutes }] = await Promise.all([
    import('@/features/admin'),
    loadNamespaces([
      'admin',
      'walletAdmin',
      'adminOrders',
      'adminCompensation',
      'adminKyc',
      'adminWithdrawals',
      'adminNotifications',
      'adminTickets',
      'adminNews',
      'adminMall',
      'adminHotels',
      'adminReference',
      'adminReports',
    ]),
  ]);
  patch(null, adminRoutes);
};

/** Every route of spec §2 (history mode), plus the /admin back-office. */
const createRouter = () =>
  createBrowserRouter(
    [
      // Its HydrateFallback also covers the first load of an /admin path: until the back-office
      // routes are patched in, that path matches only this route (else React Router warns).
      { path: '/', loader: () => redirect('/web'), HydrateFallback: InitialLoader },
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
                ...lazyPage(
                  () =>
                    import('@/features/register/components/register-page').then(
                      (m) => m.RegisterPage,
                    ),
                  // The password fields' hints read the auth texts.
                  ['member', 'auth'],
                ),
              },
              {
                path: '/coming_soon',
                ...lazyPage(() =>
                  import('./routes/coming-soon-route').then((m) => m.ComingSoonRoute),
                ),
              },
              {
                path: '*',
                ...lazyPage(() => import('./routes/not-found-page').then((m) => m.NotFoundPage)),
              },
            ],
          },
        ],
      },
    ],
    { patchRoutesOnNavigation: addAdminRoutes },
  );

let router: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * The app's router, created (and its first navigation started: the page's code and data begin
 * to load) the first time it is asked for. main.tsx asks in a task of its own, after the start
 * module's evaluation and before the first render: one long task at start-up is three shorter
 * ones (Lighthouse's blocking time counts what each task takes over 50 ms).
 */
export function appRouter() {
  router ??= createRouter();
  return router;
}
