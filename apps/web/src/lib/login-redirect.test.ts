import { describe, expect, it } from 'vitest';
import { afterLoginPath, LOGIN_PAGE, loginPath, safeReturnPath } from './login-redirect';

describe('the login redirect', () => {
  it('comes back to the page that asked, with its query', () => {
    const path = loginPath('/web/product/details?id=7', 'cart');
    expect(path).toBe(`${LOGIN_PAGE}?redirect=%2Fweb%2Fproduct%2Fdetails%3Fid%3D7&reason=cart`);
    expect(afterLoginPath(new URL(path, 'http://x').search)).toBe('/web/product/details?id=7');
  });

  it('goes home when nothing (or home itself) asked', () => {
    expect(loginPath()).toBe(LOGIN_PAGE);
    expect(loginPath('/web/dataDisplay', 'page')).toBe(LOGIN_PAGE);
    expect(afterLoginPath('')).toBe('/web/dataDisplay');
  });

  it('never leads off the site or back to a login page', () => {
    for (const bad of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '/web/sessions/loginPage?redirect=/web/me',
      '',
    ]) {
      expect(safeReturnPath(bad), bad).toBeNull();
    }
    expect(afterLoginPath('?redirect=%2F%2Fevil.example')).toBe('/web/dataDisplay');
  });
});
