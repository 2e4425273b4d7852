import { type LoaderFunctionArgs, redirect } from 'react-router';
import { HOME_PAGE, LOGIN_PAGE, loginPath } from '@/lib/login-redirect';
import { clearSession, getToken } from '@/lib/session';

export { HOME_PAGE, LOGIN_PAGE };

/**
 * Spec §2 route guard: no stored token → clear it and go to the login page, which comes back to
 * the page asked for once logged in.
 */
export function requireLogin({ request }: LoaderFunctionArgs) {
  if (!getToken()) {
    clearSession();
    const url = new URL(request.url);
    throw redirect(loginPath(`${url.pathname}${url.search}`, 'page'));
  }
  return null;
}
