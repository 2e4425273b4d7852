import { redirect } from 'react-router';
import { clearSession, getToken } from '@/lib/session';

export const LOGIN_PAGE = '/web/sessions/loginPage';
export const HOME_PAGE = '/web/dataDisplay';

/** Spec §2 route guard: no stored token → clear it and go to the login page. */
export function requireLogin() {
  if (!getToken()) {
    clearSession();
    throw redirect(LOGIN_PAGE);
  }
  return null;
}
