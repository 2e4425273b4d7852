import { describe, expect, it } from 'vitest';
import { bannerTarget } from './banner-link';

describe('bannerTarget', () => {
  it('follows a path of this site with the router', () => {
    expect(bannerTarget('/web/general/newsDetails?id=3')).toEqual({
      route: '/web/general/newsDetails?id=3',
    });
    expect(bannerTarget(' /web/dashboard ')).toEqual({ route: '/web/dashboard' });
  });

  it('opens an https address (in a new tab)', () => {
    expect(bannerTarget('https://example.com/promo')).toEqual({
      href: 'https://example.com/promo',
    });
  });

  it('leads nowhere for none, another host without scheme, or other schemes', () => {
    for (const url of [null, undefined, '', '  ', '//evil.example', '/\\evil', 'http://x.y']) {
      expect(bannerTarget(url)).toBeNull();
    }
    expect(bannerTarget('javascript:alert(1)')).toBeNull();
  });
});
