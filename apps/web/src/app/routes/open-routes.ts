import { type RouteObject, redirect } from 'react-router';
import { LoginPage } from '@/features/auth';
import { ForgetPasswordPage, ForgetSecPasswordPage, SetSecPasswordPage } from '@/features/security';
import { LOGIN_PAGE } from './guards';
import { lazyPage } from './lazy-page';

// The auth feature is part of the shell (login dialog), so its pages are not code-split.
const mall = () => import('@/features/mall');

/** Routes of spec §2 open to visitors (relative to /web). */
export const openWebRoutes: RouteObject[] = [
  { path: 'dashboard', ...lazyPage(() => mall().then((m) => m.DashboardPage)) },
  { path: 'product/details', ...lazyPage(() => mall().then((m) => m.ProductDetailsPage)) },
  {
    path: 'sessions',
    children: [
      { index: true, loader: () => redirect(LOGIN_PAGE) },
      { path: 'login', Component: LoginPage },
      { path: 'loginPage', Component: LoginPage },
      { path: 'set_secpassword', Component: SetSecPasswordPage },
      { path: 'forget_password', Component: ForgetPasswordPage },
      { path: 'forget_secpassword', Component: ForgetSecPasswordPage },
    ],
  },
];
