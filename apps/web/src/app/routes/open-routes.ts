import { redirect, type RouteObject } from 'react-router';
import { LOGIN_PAGE } from './guards';
import { lazyPage } from './lazy-page';

const mall = () => import('@/features/mall');
const auth = () => import('@/features/auth');

/** Routes of spec §2 open to visitors (relative to /web). */
export const openWebRoutes: RouteObject[] = [
  { path: 'dashboard', ...lazyPage(() => mall().then((m) => m.DashboardPage)) },
  { path: 'product/details', ...lazyPage(() => mall().then((m) => m.ProductDetailsPage)) },
  {
    path: 'sessions',
    children: [
      { index: true, loader: () => redirect(LOGIN_PAGE) },
      { path: 'login', ...lazyPage(() => auth().then((m) => m.LoginPage)) },
      { path: 'loginPage', ...lazyPage(() => auth().then((m) => m.LoginPage)) },
      { path: 'set_secpassword', ...lazyPage(() => auth().then((m) => m.SetSecPasswordPage)) },
      { path: 'forget_password', ...lazyPage(() => auth().then((m) => m.ForgetPasswordPage)) },
      {
        path: 'forget_secpassword',
        ...lazyPage(() => auth().then((m) => m.ForgetSecPasswordPage)),
      },
    ],
  },
];
