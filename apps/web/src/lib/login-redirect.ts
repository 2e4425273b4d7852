/**
 * Where the login page sends a member afterwards: the page a visitor was on when it asked them
 * to log in, carried as `?redirect=` (and why it asked, as `?reason=`).
 */
export const LOGIN_PAGE = '/web/sessions/loginPage';
export const HOME_PAGE = '/web/dataDisplay';

/** Why a login was asked for (shown above the login form). */
export type LoginReason = 'cart' | 'page';

/** The login page's address that comes back to `returnTo` (a path with its query) afterwards. */
export function loginPath(returnTo?: string, reason?: LoginReason): string {
  const back = returnTo === undefined ? null : safeReturnPath(returnTo);
  if (!back || back === HOME_PAGE) return LOGIN_PAGE;
  const params = new URLSearchParams({ redirect: back });
  if (reason) params.set('reason', reason);
  return `${LOGIN_PAGE}?${params}`;
}

/**
 * The `redirect` value if it is a page of this site (a path starting with one "/", not another
 * login page), else null: a link can never send a member off the site after logging in.
 */
export function safeReturnPath(value: string | null): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return null;
  }
  const url = new URL(value, 'http://rangkai.invalid');
  if (url.origin !== 'http://rangkai.invalid' || url.pathname.startsWith('/web/sessions')) {
    return null;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The page to open after logging in, read from the current address's `redirect`. */
export function afterLoginPath(search: string): string {
  return safeReturnPath(new URLSearchParams(search).get('redirect')) ?? HOME_PAGE;
}
