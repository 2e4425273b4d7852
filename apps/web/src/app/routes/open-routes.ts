import { type RouteObject, redirect } from 'react-router';
import { LOGIN_PAGE } from './guards';
import { lazyPage } from './lazy-page';
import { prefetchMallFront } from './prefetch-mall-front';

// Pages are imported by file, not through their feature's index: loading a page must not make
// the first load carry the whole feature (the mall's index pulled 81 files into /web/dashboard,
// each a modulepreload link appended on the main thread).
const loginPage = lazyPage(
  () => import('@/features/auth/components/login-page').then((m) => m.LoginPage),
  ['auth', 'member'],
);

const contentPages = () => import('@/features/news/components/content-page');

/** Routes of spec §2 open to visitors (relative to /web). */
export const openWebRoutes: RouteObject[] = [
  // The terms and the privacy policy (spec §2 names them; the back-office writes them).
  {
    path: 'terms',
    ...lazyPage(() => contentPages().then((m) => m.TermsPage), ['news', 'records']),
  },
  {
    path: 'privacy',
    ...lazyPage(() => contentPages().then((m) => m.PrivacyPage), ['news', 'records']),
  },
  {
    path: 'dashboard',
    ...lazyPage(() => {
      // Its own task: on a first load this runs inside the router's start, already long.
      setTimeout(prefetchMallFront, 0);
      return import('@/features/mall/components/dashboard-page').then((m) => m.DashboardPage);
    }, ['mall']),
  },
  {
    path: 'product/details',
    ...lazyPage(
      () =>
        import('@/features/mall/components/product-details-page').then((m) => m.ProductDetailsPage),
      ['mall'],
    ),
  },
  {
    path: 'sessions',
    children: [
      { index: true, loader: () => redirect(LOGIN_PAGE) },
      { path: 'login', ...loginPage },
      { path: 'loginPage', ...loginPage },
      {
        path: 'set_secpassword',
        ...lazyPage(
          () =>
            import('@/features/security/components/set-secpassword-page').then(
              (m) => m.SetSecPasswordPage,
            ),
          ['member', 'auth'],
        ),
      },
      {
        path: 'forget_password',
        ...lazyPage(
          () =>
            import('@/features/security/components/forgot-password-page').then(
              (m) => m.ForgetPasswordPage,
            ),
          ['member', 'auth'],
        ),
      },
      {
        path: 'forget_secpassword',
        ...lazyPage(
          () =>
            import('@/features/security/components/forget-secpassword-page').then(
              (m) => m.ForgetSecPasswordPage,
            ),
          ['member', 'auth'],
        ),
      },
    ],
  },
];
