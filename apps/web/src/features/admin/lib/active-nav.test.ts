import { describe, expect, it } from 'vitest';
import { activeNavTo } from './active-nav';

const items = [
  { to: '/admin', end: true },
  { to: '/admin/members' },
  { to: '/admin/orders' },
  { to: '/admin/orders?status=return_requested' },
  { to: '/admin/bonuses' },
];
const at = (url: string) => {
  const [pathname, query = ''] = url.split('?');
  return activeNavTo(items, { pathname, search: query ? `?${query}` : '' });
};

describe('the back-office navigation entry shown active', () => {
  it('is Returns, not Orders, when the orders show the return queue', () => {
    expect(at('/admin/orders?status=return_requested')).toBe(
      '/admin/orders?status=return_requested',
    );
    expect(at('/admin/orders?page=2&status=return_requested')).toBe(
      '/admin/orders?status=return_requested',
    );
  });

  it('is Orders for the orders of any other status, or none', () => {
    expect(at('/admin/orders')).toBe('/admin/orders');
    expect(at('/admin/orders?status=processing')).toBe('/admin/orders');
    expect(at('/admin/orders?status=returned')).toBe('/admin/orders');
  });

  it('is the entry whose path holds the page; the dashboard only on its own path', () => {
    expect(at('/admin')).toBe('/admin');
    expect(at('/admin/')).toBe('/admin');
    expect(at('/admin/members/12')).toBe('/admin/members');
    expect(at('/admin/bonuses')).toBe('/admin/bonuses');
    expect(at('/admin/unknown')).toBeNull();
  });
});
