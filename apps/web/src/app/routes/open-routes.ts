import { type RouteObject, redirect } from 'react-router';
import { LOGIN_PAGE } from './guards';
import { lazyPage } from './lazy-page';

const mall = () => import('@/features/mall');
// Pages of features the shell also uses (for a store or a dialog) are imported by file: loading
// a page must not make the first load carry the whole feature.
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
  { path: 'dashboard', ...lazyPage(() => mall().then((m) => m.DashboardPage)) },
  { path: 'product/details', ...lazyPage(() => mall().then((m) => m.ProductDetailsPage)) },
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
