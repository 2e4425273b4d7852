import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, ROOT_PASSWORD } from '../helpers.js';
import { type AdminTestContext, auditRows, createAdminTestApp } from './support.js';

interface AdminRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** The OpenAPI path it is registered under. */
  pattern: string;
  supportMay: boolean;
  payload?: Record<string, unknown>;
  /** What a support read answers when not 200 (a record that does not exist here). */
  readStatus?: number;
}

/** Every admin route. A test below checks this list against what the app registers. */
const routes: AdminRoute[] = [
  { method: 'GET', path: '/api/admin/me', pattern: '/api/admin/me', supportMay: true },
  {
    method: 'POST',
    path: '/api/admin/auth/logout',
    pattern: '/api/admin/auth/logout',
    supportMay: true,
  },
  {
    method: 'GET',
    path: '/api/admin/dashboard',
    pattern: '/api/admin/dashboard',
    supportMay: false,
  },
  { method: 'GET', path: '/api/admin/go-live', pattern: '/api/admin/go-live', supportMay: true },
  {
    method: 'POST',
    path: '/api/admin/me/password',
    pattern: '/api/admin/me/password',
    supportMay: true,
    payload: {
      current_password: 'wrong',
      password: 'Role12345',
      password_confirmation: 'Role12345',
    },
  },
  {
    method: 'GET',
    path: '/api/admin/reports/reconciliation?from=2026-01-01&to=2026-12-31',
    pattern: '/api/admin/reports/reconciliation',
    supportMay: true,
  },
  {
    method: 'GET',
    path: '/api/admin/reports/cancellations?from=2026-01-01&to=2026-12-31',
    pattern: '/api/admin/reports/cancellations',
    supportMay: true,
  },
  {
    method: 'GET',
    path: '/api/admin/members?q=root',
    pattern: '/api/admin/members',
    supportMay: true,
  },
  {
    method: 'GET',
    path: '/api/admin/members/1',
    pattern: '/api/admin/members/{id}',
    supportMay: true,
  },
  {
    method: 'GET',
    path: '/api/admin/members/1/ledger',
    pattern: '/api/admin/members/{id}/ledger',
    supportMay: true,
  },
  ...['suspend', 'unsuspend', 'reset-sec-password', 'reset-bank'].map((segment) => ({
    method: 'POST' as const,
    path: `/api/admin/members/1/${segment}`,
    pattern: `/api/admin/members/{id}/${segment}`,
    supportMay: false,
    payload: { reason: 'role check' },
  })),
  {
    method: 'PUT',
    path: '/api/admin/members/1/profile',
    pattern: '/api/admin/members/{id}/profile',
    supportMay: false,
    payload: { email: 'role-check@example.test', reason: 'role check' },
  },
  {
    method: 'POST',
    path: '/api/admin/members/1/password-reset',
    pattern: '/api/admin/members/{id}/password-reset',
    supportMay: false,
    payload: { reason: 'role check' },
  },
  { method: 'GET', path: '/api/admin/settings', pattern: '/api/admin/settings', supportMay: false },
  {
    method: 'PUT',
    path: '/api/admin/settings/usdt_rate',
    pattern: '/api/admin/settings/{key}',
    supportMay: false,
    payload: { value: '9.99', reason: 'role check' },
  },
  { method: 'GET', path: '/api/admin/packages', pattern: '/api/admin/packages', supportMay: false },
  {
    method: 'GET',
    path: '/api/admin/packages/2',
    pattern: '/api/admin/packages/{id}',
    supportMay: false,
  },
  {
    method: 'PUT',
    path: '/api/admin/packages/2',
    pattern: '/api/admin/packages/{id}',
    supportMay: false,
    payload: { price: '999.00' },
  },
  {
    method: 'GET',
    path: '/api/admin/audit-log',
    pattern: '/api/admin/audit-log',
    supportMay: false,
  },
  { method: 'GET', path: '/api/admin/admins', pattern: '/api/admin/admins', supportMay: false },
  {
    method: 'POST',
    path: '/api/admin/admins',
    pattern: '/api/admin/admins',
    supportMay: false,
    payload: { username: 'intruder', role: 'admin', password: 'Intrude123' },
  },
  // Queues of other features belong here too: a new admin route fails the first test until listed.
  { method: 'GET', path: '/api/admin/deposits', pattern: '/api/admin/deposits', supportMay: false },
  {
    method: 'GET',
    path: '/api/admin/deposits/1/receipt',
    pattern: '/api/admin/deposits/{id}/receipt',
    supportMay: false,
  },
  ...['approve', 'reject'].map((decision) => ({
    method: 'POST' as const,
    path: `/api/admin/deposits/1/${decision}`,
    pattern: `/api/admin/deposits/{id}/${decision}`,
    supportMay: false,
    payload: { reason: 'role check' },
  })),
  {
    method: 'POST',
    path: '/api/admin/wallet/adjust',
    pattern: '/api/admin/wallet/adjust',
    supportMay: false,
    payload: { username: 'root', wallet: 'point1', amount: '1.00', reason: 'role check' },
  },
  {
    method: 'GET',
    path: '/api/admin/ledger/verify',
    pattern: '/api/admin/ledger/verify',
    supportMay: false,
  },
  { method: 'GET', path: '/api/admin/orders', pattern: '/api/admin/orders', supportMay: true },
  {
    method: 'GET',
    path: '/api/admin/orders/1',
    pattern: '/api/admin/orders/{id}',
    supportMay: true,
    readStatus: 404,
  },
  // Receipts (PDF): support reads them like the orders and packages they belong to.
  {
    method: 'GET',
    path: '/api/admin/orders/1/receipt',
    pattern: '/api/admin/orders/{id}/receipt',
    supportMay: true,
    readStatus: 404,
  },
  {
    method: 'GET',
    path: '/api/admin/user-packages/1/receipt',
    pattern: '/api/admin/user-packages/{id}/receipt',
    supportMay: true,
    readStatus: 404,
  },
  {
    method: 'POST',
    path: '/api/admin/orders/1/action',
    pattern: '/api/admin/orders/{id}/action',
    supportMay: false,
    payload: { action: 'complete' },
  },
  { method: 'GET', path: '/api/admin/bonuses', pattern: '/api/admin/bonuses', supportMay: true },
  {
    method: 'GET',
    path: '/api/admin/bonus-closes',
    pattern: '/api/admin/bonus-closes',
    supportMay: true,
  },
  {
    method: 'POST',
    path: '/api/admin/bonus-closes/close',
    pattern: '/api/admin/bonus-closes/close',
    supportMay: false,
    payload: { date: '2020-01-01' },
  },
  {
    method: 'GET',
    path: '/api/admin/members/1/packages',
    pattern: '/api/admin/members/{id}/packages',
    supportMay: true,
  },
  { method: 'GET', path: '/api/admin/kyc', pattern: '/api/admin/kyc', supportMay: false },
  { method: 'GET', path: '/api/admin/kyc/1', pattern: '/api/admin/kyc/{id}', supportMay: false },
  {
    method: 'GET',
    path: '/api/admin/kyc/1/image/ic_front',
    pattern: '/api/admin/kyc/{id}/image/{side}',
    supportMay: false,
  },
  {
    method: 'GET',
    path: '/api/admin/members/1/kyc',
    pattern: '/api/admin/members/{id}/kyc',
    supportMay: false,
  },
  ...['approve', 'fail'].map((decision) => ({
    method: 'POST' as const,
    path: `/api/admin/kyc/1/${decision}`,
    pattern: `/api/admin/kyc/{id}/${decision}`,
    supportMay: false,
    payload: { reason: 'role check' },
  })),
  {
    method: 'POST',
    path: '/api/admin/kyc/1/release-ic',
    pattern: '/api/admin/kyc/{id}/release-ic',
    supportMay: false,
    payload: { reason: 'role check' },
  },
  {
    method: 'GET',
    path: '/api/admin/withdrawals',
    pattern: '/api/admin/withdrawals',
    supportMay: false,
  },
  {
    method: 'GET',
    path: '/api/admin/withdrawals/export.csv',
    pattern: '/api/admin/withdrawals/export.csv',
    supportMay: false,
  },
  ...['approve', 'reject'].map((decision) => ({
    method: 'POST' as const,
    path: `/api/admin/withdrawals/1/${decision}`,
    pattern: `/api/admin/withdrawals/{id}/${decision}`,
    supportMay: false,
    payload: { reason: 'role check' },
  })),
  {
    method: 'POST',
    path: '/api/admin/withdrawals/1/pay',
    pattern: '/api/admin/withdrawals/{id}/pay',
    supportMay: false,
    payload: { bank_reference: 'role check' },
  },
  {
    method: 'POST',
    path: '/api/admin/notifications',
    pattern: '/api/admin/notifications',
    supportMay: false,
    payload: { to: 'all', title: 'role check', body: 'role check' },
  },
  { method: 'GET', path: '/api/admin/tickets', pattern: '/api/admin/tickets', supportMay: true },
  {
    method: 'GET',
    path: '/api/admin/tickets/1',
    pattern: '/api/admin/tickets/{id}',
    supportMay: true,
    readStatus: 404,
  },
  {
    method: 'GET',
    path: '/api/admin/tickets/attachment/1/0',
    pattern: '/api/admin/tickets/attachment/{messageId}/{index}',
    supportMay: true,
    readStatus: 404,
  },
  ...['reply', 'close'].map((segment) => ({
    method: 'POST' as const,
    path: `/api/admin/tickets/1/${segment}`,
    pattern: `/api/admin/tickets/{id}/${segment}`,
    supportMay: true,
    payload: { body: 'role check' },
  })),
  // News, banners, terms and privacy: admins only.
  { method: 'GET', path: '/api/admin/news', pattern: '/api/admin/news', supportMay: false },
  {
    method: 'POST',
    path: '/api/admin/news',
    pattern: '/api/admin/news',
    supportMay: false,
    payload: { kind: 'news' },
  },
  { method: 'GET', path: '/api/admin/news/1', pattern: '/api/admin/news/{id}', supportMay: false },
  {
    method: 'PUT',
    path: '/api/admin/news/1',
    pattern: '/api/admin/news/{id}',
    supportMay: false,
    payload: { kind: 'news' },
  },
  {
    method: 'DELETE',
    path: '/api/admin/news/1',
    pattern: '/api/admin/news/{id}',
    supportMay: false,
  },
  {
    method: 'POST',
    path: '/api/admin/news/preview',
    pattern: '/api/admin/news/preview',
    supportMay: false,
    payload: { html: '<p>x</p>' },
  },
  {
    method: 'GET',
    path: '/api/admin/pages/terms',
    pattern: '/api/admin/pages/{slug}',
    supportMay: false,
  },
  {
    method: 'PUT',
    path: '/api/admin/pages/terms',
    pattern: '/api/admin/pages/{slug}',
    supportMay: false,
    payload: { bodies: { en: 'x' } },
  },
  // The mall: support reads, admins write.
  {
    method: 'GET',
    path: '/api/admin/mall/categories',
    pattern: '/api/admin/mall/categories',
    supportMay: true,
  },
  {
    method: 'POST',
    path: '/api/admin/mall/categories',
    pattern: '/api/admin/mall/categories',
    supportMay: false,
    payload: { name_en: 'role check' },
  },
  {
    method: 'PUT',
    path: '/api/admin/mall/categories/1',
    pattern: '/api/admin/mall/categories/{id}',
    supportMay: false,
    payload: { name_en: 'role check' },
  },
  {
    method: 'GET',
    path: '/api/admin/mall/products',
    pattern: '/api/admin/mall/products',
    supportMay: true,
  },
  {
    method: 'POST',
    path: '/api/admin/mall/products',
    pattern: '/api/admin/mall/products',
    supportMay: false,
    payload: { name_en: 'role check' },
  },
  {
    method: 'GET',
    path: '/api/admin/mall/products/1',
    pattern: '/api/admin/mall/products/{id}',
    supportMay: true,
    readStatus: 404,
  },
  {
    method: 'PUT',
    path: '/api/admin/mall/products/1',
    pattern: '/api/admin/mall/products/{id}',
    supportMay: false,
    payload: { name_en: 'role check' },
  },
  {
    method: 'POST',
    path: '/api/admin/mall/products/1/images',
    pattern: '/api/admin/mall/products/{id}/images',
    supportMay: false,
  },
  {
    method: 'PUT',
    path: '/api/admin/mall/products/1/images',
    pattern: '/api/admin/mall/products/{id}/images',
    supportMay: false,
    payload: { image_ids: [] },
  },
  {
    method: 'DELETE',
    path: '/api/admin/mall/products/1/images/1',
    pattern: '/api/admin/mall/products/{id}/images/{imageId}',
    supportMay: false,
  },
  {
    method: 'GET',
    path: '/api/admin/mall/vouchers',
    pattern: '/api/admin/mall/vouchers',
    supportMay: true,
  },
  {
    method: 'POST',
    path: '/api/admin/mall/vouchers',
    pattern: '/api/admin/mall/vouchers',
    supportMay: false,
    payload: { code: 'ROLE' },
  },
  {
    method: 'PUT',
    path: '/api/admin/mall/vouchers/1',
    pattern: '/api/admin/mall/vouchers/{id}',
    supportMay: false,
    payload: { code: 'ROLE' },
  },
  {
    method: 'GET',
    path: '/api/admin/mall/sales?from=2026-01-01&to=2026-12-31',
    pattern: '/api/admin/mall/sales',
    supportMay: true,
  },
  // Public holidays (BUSINESS_RULES §13): support reads, admins write.
  {
    method: 'GET',
    path: '/api/admin/public-holidays',
    pattern: '/api/admin/public-holidays',
    supportMay: true,
  },
  {
    method: 'POST',
    path: '/api/admin/public-holidays',
    pattern: '/api/admin/public-holidays',
    supportMay: false,
    payload: { date: '2026-12-31', name: 'role check' },
  },
  {
    method: 'DELETE',
    path: '/api/admin/public-holidays/2026-12-25',
    pattern: '/api/admin/public-holidays/{date}',
    supportMay: false,
  },
  // Hotels (BUSINESS_RULES §14): support reads, admins write.
  { method: 'GET', path: '/api/admin/hotels', pattern: '/api/admin/hotels', supportMay: true },
  {
    method: 'POST',
    path: '/api/admin/hotels',
    pattern: '/api/admin/hotels',
    supportMay: false,
    payload: { name_en: 'role check' },
  },
  {
    method: 'GET',
    path: '/api/admin/hotels/1',
    pattern: '/api/admin/hotels/{id}',
    supportMay: true,
    readStatus: 404,
  },
  {
    method: 'PUT',
    path: '/api/admin/hotels/1',
    pattern: '/api/admin/hotels/{id}',
    supportMay: false,
    payload: { name_en: 'role check' },
  },
  {
    method: 'POST',
    path: '/api/admin/hotels/1/images',
    pattern: '/api/admin/hotels/{id}/images',
    supportMay: false,
  },
  {
    method: 'PUT',
    path: '/api/admin/hotels/1/images',
    pattern: '/api/admin/hotels/{id}/images',
    supportMay: false,
    payload: { image_ids: [] },
  },
  {
    method: 'DELETE',
    path: '/api/admin/hotels/1/images/1',
    pattern: '/api/admin/hotels/{id}/images/{imageId}',
    supportMay: false,
  },
  {
    method: 'POST',
    path: '/api/admin/hotels/1/room-types',
    pattern: '/api/admin/hotels/{id}/room-types',
    supportMay: false,
    payload: { name_en: 'role check' },
  },
  {
    method: 'PUT',
    path: '/api/admin/room-types/1',
    pattern: '/api/admin/room-types/{id}',
    supportMay: false,
    payload: { name_en: 'role check' },
  },
  {
    method: 'PUT',
    path: '/api/admin/room-types/1/allotment',
    pattern: '/api/admin/room-types/{id}/allotment',
    supportMay: false,
    payload: { from: '2026-01-01', to: '2026-01-02', rooms: 1 },
  },
  {
    method: 'GET',
    path: '/api/admin/room-types/1/calendar?month=2026-01',
    pattern: '/api/admin/room-types/{id}/calendar',
    supportMay: true,
    readStatus: 404,
  },
  {
    method: 'GET',
    path: '/api/admin/hotel-bookings',
    pattern: '/api/admin/hotel-bookings',
    supportMay: true,
  },
  {
    method: 'GET',
    path: '/api/admin/hotel-bookings/1',
    pattern: '/api/admin/hotel-bookings/{id}',
    supportMay: true,
    readStatus: 404,
  },
  {
    method: 'POST',
    path: '/api/admin/hotel-bookings/1/confirm',
    pattern: '/api/admin/hotel-bookings/{id}/confirm',
    supportMay: false,
    payload: { confirmation_number: 'ROLE' },
  },
  {
    method: 'POST',
    path: '/api/admin/hotel-bookings/1/cancel',
    pattern: '/api/admin/hotel-bookings/{id}/cancel',
    supportMay: false,
    payload: { reason: 'role check', refund: 'none' },
  },
  {
    method: 'GET',
    path: '/api/admin/reports/hotel-sales?from=2026-01-01&to=2026-12-31',
    pattern: '/api/admin/reports/hotel-sales',
    supportMay: true,
  },
  // Reference data: support reads, admins write.
  {
    method: 'GET',
    path: '/api/admin/collect-points',
    pattern: '/api/admin/collect-points',
    supportMay: true,
  },
  {
    method: 'POST',
    path: '/api/admin/collect-points',
    pattern: '/api/admin/collect-points',
    supportMay: false,
    payload: { name: 'role check', address: 'role check' },
  },
  {
    method: 'PUT',
    path: '/api/admin/collect-points/1',
    pattern: '/api/admin/collect-points/{id}',
    supportMay: false,
    payload: { name: 'role check', address: 'role check' },
  },
  {
    method: 'GET',
    path: '/api/admin/countries',
    pattern: '/api/admin/countries',
    supportMay: true,
  },
  {
    method: 'PUT',
    path: '/api/admin/countries/3',
    pattern: '/api/admin/countries/{id}',
    supportMay: false,
    payload: { deposit_enabled: true },
  },
  { method: 'GET', path: '/api/admin/states', pattern: '/api/admin/states', supportMay: true },
  {
    method: 'PUT',
    path: '/api/admin/states/1',
    pattern: '/api/admin/states/{id}',
    supportMay: false,
    payload: { area: 'East' },
  },
  ...['organize', 'downline', 'downline-new', 'downline-record', 'search?keyword=root'].map(
    (segment) => ({
      method: 'GET' as const,
      path: `/api/admin/members/1/team/${segment}`,
      pattern: `/api/admin/members/{id}/team/${segment.split('?')[0]}`,
      supportMay: true,
    }),
  ),
];

let ctx: AdminTestContext;
let memberToken: string;
beforeAll(async () => {
  ctx = await createAdminTestApp();
  memberToken = await loginAs(ctx, 'root', ROOT_PASSWORD);
});
afterAll(() => ctx.close());

function call(route: AdminRoute, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: route.method, url: route.path, payload: route.payload, headers });
}

describe('role checks on every admin route', () => {
  it('lists every registered /api/admin route (login excepted)', async () => {
    const doc = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const registered = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/admin/') && path !== '/api/admin/auth/login')
      .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`))
      .sort();
    const listed = [...new Set(routes.map((r) => `${r.method} ${r.pattern}`))].sort();
    expect(listed).toEqual(registered);
  });

  it.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s: no token → 401, member token → 403',
    async (_name, route) => {
      const anonymous = await call(route);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ message: 'UNAUTHORIZED' });
      const member = await call(route, bearer(memberToken));
      expect(member.statusCode).toBe(403);
      expect(member.json()).toMatchObject({ message: 'NO_PERMISSION' });
    },
  );

  it.each(routes.filter((r) => !r.supportMay).map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s: support → 403',
    async (_name, route) => {
      const res = await call(route, bearer(ctx.supportToken));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message: 'NO_PERMISSION' });
    },
  );

  it('let support read members', async () => {
    for (const route of routes.filter((r) => r.supportMay && r.method === 'GET')) {
      const res = await call(route, bearer(ctx.supportToken));
      expect(res.statusCode, route.path).toBe(route.readStatus ?? 200);
    }
  });

  it('changed nothing on any refusal', async () => {
    // Only the support account created at set-up is in the audit log.
    expect((await auditRows(ctx)).map((r) => r.action)).toEqual(['admin.create']);
    const setting = await ctx.app.inject({
      url: '/api/admin/settings',
      headers: bearer(ctx.adminToken),
    });
    const usdt = setting.json().data.find((s: { key: string }) => s.key === 'usdt_rate');
    expect(usdt.value).toBe('4.20');
    const member = await ctx.app.inject({
      url: '/api/admin/members/1',
      headers: bearer(ctx.adminToken),
    });
    expect(member.json().data.status).toBe('active');
  });

  it('refuses an expired or revoked admin token with 401', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/auth/logout',
      headers: bearer(ctx.supportToken),
    });
    expect(res.statusCode).toBe(200);
    const after = await ctx.app.inject({ url: '/api/admin/me', headers: bearer(ctx.supportToken) });
    expect(after.statusCode).toBe(401);
  });

  it('tells an operator who they are', async () => {
    const res = await ctx.app.inject({ url: '/api/admin/me', headers: bearer(ctx.adminToken) });
    expect(res.json().data).toMatchObject({ username: 'admin', role: 'admin' });
  });
});
