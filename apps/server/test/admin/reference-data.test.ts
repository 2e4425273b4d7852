import { malaysianStates } from '@rangkai/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPoints, countries, members, orders, states } from '../../src/db/schema/index.js';
import { fund, uniqueName } from '../helpers.js';
import { balances, call, createProduct, nextKey, shopper } from '../mall/support.js';
import { type AdminTestContext, auditRows, createAdminTestApp } from './support.js';

const SELANGOR = malaysianStates.findIndex((s) => s.name === 'Selangor') + 1;
const SINGAPORE = 3;
const MALAYSIA = 2;

let ctx: AdminTestContext;
let memberToken: string;
beforeAll(async () => {
  ctx = await createAdminTestApp();
  memberToken = (await shopper(ctx)).token;
});
afterAll(() => ctx.close());

const admin = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
  call(ctx, ctx.adminToken, method, url, body);

const centre = (overrides: Record<string, unknown> = {}) => ({
  name: `Centre ${nextKey()}`,
  address: '1 Jalan Pusat, 50000 Kuala Lumpur',
  remark: 'Ask at the counter',
  opening_hours: 'Mon–Fri 09:00–17:00',
  active: true,
  ...overrides,
});

/** The same request as support and as a member: refused, and the table is as it was. */
async function refusedToOthers(
  method: 'POST' | 'PUT',
  url: string,
  body: unknown,
  snapshot: () => Promise<unknown>,
) {
  const before = await snapshot();
  const audits = (await auditRows(ctx)).length;
  const asSupport = await call(ctx, ctx.supportToken, method, url, body);
  expect(asSupport).toMatchObject({ status: 403, body: { message: 'NO_PERMISSION' } });
  const asMember = await call(ctx, memberToken, method, url, body);
  expect(asMember).toMatchObject({ status: 403, body: { message: 'NO_PERMISSION' } });
  expect(await snapshot()).toEqual(before);
  expect((await auditRows(ctx)).length).toBe(audits);
}

const allPoints = () => ctx.db.select().from(collectPoints).orderBy(collectPoints.id);
const allCountries = () => ctx.db.select().from(countries).orderBy(countries.id);
const allStates = () => ctx.db.select().from(states).orderBy(states.id);

describe('collection centres', () => {
  it('an admin adds and changes one, each change audited with before and after', async () => {
    const body = centre();
    const created = await admin('POST', '/api/admin/collect-points', body);
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ ...body, order_count: 0 });
    const id = created.body.data.id;
    const [createAudit] = await auditRows(ctx, 'collect_point.create');
    expect(createAudit).toMatchObject({
      targetType: 'collect_point',
      targetId: String(id),
      adminUsername: 'admin',
      before: null,
      after: { name: body.name, opening_hours: body.opening_hours, active: true },
    });

    const changed = await admin('PUT', `/api/admin/collect-points/${id}`, {
      ...body,
      opening_hours: 'Sat 10:00–14:00',
      remark: null,
      reason: 'Weekend only now',
    });
    expect(changed.body.data).toMatchObject({ opening_hours: 'Sat 10:00–14:00', remark: null });
    const updates = await auditRows(ctx, 'collect_point.update');
    expect(updates.at(-1)).toMatchObject({
      targetId: String(id),
      reason: 'Weekend only now',
      before: { opening_hours: 'Mon–Fri 09:00–17:00', remark: 'Ask at the counter' },
      after: { opening_hours: 'Sat 10:00–14:00', remark: null },
    });

    const list = await call(ctx, ctx.supportToken, 'GET', '/api/admin/collect-points');
    expect(list.status).toBe(200);
    expect(list.body.data.records).toContainEqual(expect.objectContaining({ id, active: true }));
  });

  it('support and members are refused, and nothing changes', async () => {
    await refusedToOthers('POST', '/api/admin/collect-points', centre(), allPoints);
    await refusedToOthers('PUT', '/api/admin/collect-points/1', centre(), allPoints);
    const anonymous = await call(ctx, null, 'GET', '/api/admin/collect-points');
    expect(anonymous.status).toBe(401);
    const asMember = await call(ctx, memberToken, 'GET', '/api/admin/collect-points');
    expect(asMember.status).toBe(403);
  });

  it('refuses bad input with a code naming the field, and writes nothing', async () => {
    const before = await allPoints();
    const taken = (await allPoints())[0].name;
    const cases: [unknown, number, string, string][] = [
      [centre({ name: '' }), 400, 'REQUIRED', 'name'],
      [centre({ name: '   ' }), 400, 'REQUIRED', 'name'],
      [centre({ name: 'x'.repeat(101) }), 400, 'VALIDATION_ERROR', 'name'],
      [centre({ address: undefined }), 400, 'REQUIRED', 'address'],
      [centre({ opening_hours: 'x'.repeat(201) }), 400, 'VALIDATION_ERROR', 'opening_hours'],
      [centre({ active: 'yes' }), 400, 'VALIDATION_ERROR', 'active'],
      [centre({ name: taken.toUpperCase() }), 409, 'CONFLICT', 'name'],
    ];
    for (const [body, status, code, field] of cases) {
      const res = await admin('POST', '/api/admin/collect-points', body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.data, JSON.stringify(body)).toMatchObject({ [field]: code });
    }
    const other = (await allPoints())[1];
    const renamed = await admin(
      'PUT',
      `/api/admin/collect-points/${other.id}`,
      centre({ name: taken }),
    );
    expect(renamed).toMatchObject({ status: 409, body: { data: { name: 'CONFLICT' } } });
    const unknown = await admin('PUT', '/api/admin/collect-points/99999', centre());
    expect(unknown.status).toBe(404);
    const badId = await admin('PUT', '/api/admin/collect-points/abc', centre());
    expect(badId.status).toBe(400);
    const extra = await admin('POST', '/api/admin/collect-points', { ...centre(), id: 1 });
    expect(extra.status).toBe(400);
    expect(await allPoints()).toEqual(before);
  });

  it('a centre switched off is no longer offered nor accepted; its old orders keep it', async () => {
    const created = await admin('POST', '/api/admin/collect-points', centre());
    const id = created.body.data.id;
    const { product } = await createProduct(ctx, { stock: 10 });
    const m = await shopper(ctx);
    await fund(ctx, m.username, 'point1', '500.00');
    const pickup = async () => {
      await call(ctx, m.token, 'POST', '/api/mall/addCart', {
        mall_product_id: product.id,
        quantity: 1,
      });
      return call(
        ctx,
        m.token,
        'POST',
        '/api/mall/checkoutSelfPickup',
        { payment_type: 'cash', mall_collect_point_id: id, sec_password: m.secPassword },
        { 'idempotency-key': nextKey() },
      );
    };
    const first = await pickup();
    expect(first.body.error_code, JSON.stringify(first.body)).toBe(0);
    const orderId = first.body.data.order_id;

    const off = await admin('PUT', `/api/admin/collect-points/${id}`, {
      ...centre({ name: created.body.data.name }),
      active: false,
    });
    expect(off.body.data).toMatchObject({ active: false, order_count: 1 });

    const offered = await call(ctx, m.token, 'GET', '/api/mall/getCollectPoint');
    expect(offered.body.data.mall_collect_point.map((p: { id: number }) => p.id)).not.toContain(id);
    const lookup = await call(ctx, null, 'GET', '/api/global/lookup');
    expect(lookup.body.data.collect_points.map((p: { id: number }) => p.id)).not.toContain(id);

    const wallets = await balances(ctx, m.id);
    const ordersBefore = await ctx.db.$count(orders);
    const refused = await pickup();
    expect(refused).toMatchObject({
      status: 409,
      body: {
        message: 'COLLECT_POINT_INACTIVE',
        data: { mall_collect_point_id: 'COLLECT_POINT_INACTIVE' },
      },
    });
    expect(await balances(ctx, m.id)).toEqual(wallets);
    expect(await ctx.db.$count(orders)).toBe(ordersBefore);

    const old = await call(ctx, m.token, 'GET', `/api/mall/getOrderDetail?order_id=${orderId}`);
    expect(old.body.data.collect_point).toMatchObject({ id, name: created.body.data.name });
  });

  it('members see the opening hours of the centres offered', async () => {
    const res = await call(ctx, memberToken, 'GET', '/api/mall/getCollectPoint');
    expect(res.body.data.mall_collect_point[0]).toHaveProperty('opening_hours');
  });
});

describe('countries', () => {
  it('deposits, the exchange rate and registration are switched per country, audited', async () => {
    const before = await call(ctx, null, 'GET', '/api/global/countryDepositList');
    expect(before.body.data.map((c: { id: number }) => c.id)).toEqual([MALAYSIA]);

    const res = await admin('PUT', `/api/admin/countries/${SINGAPORE}`, {
      deposit_enabled: true,
      sell: '3.4000',
      reason: 'Opening Singapore',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: SINGAPORE, deposit_enabled: true, sell: '3.40' });
    const off = await admin('PUT', `/api/admin/countries/${MALAYSIA}`, { deposit_enabled: false });
    expect(off.body.data.deposit_enabled).toBe(false);

    const deposits = await call(ctx, null, 'GET', '/api/global/countryDepositList');
    expect(deposits.body.data.map((c: { id: number }) => c.id)).toEqual([SINGAPORE]);
    const list = await call(ctx, null, 'GET', '/api/global/country_list');
    expect(list.body.data.find((c: { id: number }) => c.id === SINGAPORE).sell).toBe('3.40');

    const [audit] = await auditRows(ctx, 'country.update');
    expect(audit).toMatchObject({
      targetType: 'country',
      targetId: String(SINGAPORE),
      reason: 'Opening Singapore',
      before: { sell: '3.45', deposit_enabled: false, registration_enabled: true },
      after: { sell: '3.40', deposit_enabled: true, registration_enabled: true },
    });

    const closed = await admin('PUT', `/api/admin/countries/${SINGAPORE}`, {
      registration_enabled: false,
    });
    expect(closed.body.data.registration_enabled).toBe(false);
    const offered = await call(ctx, null, 'GET', '/api/global/country_list');
    expect(offered.body.data.map((c: { id: number }) => c.id)).not.toContain(SINGAPORE);
    // Admins still see every country.
    const all = await call(ctx, ctx.supportToken, 'GET', '/api/admin/countries');
    expect(all.body.data.records).toHaveLength(7);
    // Unchanged values write no audit row.
    const audits = (await auditRows(ctx)).length;
    await admin('PUT', `/api/admin/countries/${SINGAPORE}`, { registration_enabled: false });
    expect((await auditRows(ctx)).length).toBe(audits);
    await admin('PUT', `/api/admin/countries/${MALAYSIA}`, { deposit_enabled: true });
  });

  it('a member cannot be registered in a country closed for registration', async () => {
    const VIETNAM = 7;
    await admin('PUT', `/api/admin/countries/${VIETNAM}`, { registration_enabled: false });
    const r = await shopper(ctx, { premium: true });
    await fund(ctx, r.username, 'point3', '1000.00');
    await call(ctx, r.token, 'POST', '/api/member/checkSecPwd', { sec_password: r.secPassword });
    const username = uniqueName('nb');
    const body = {
      username,
      fullname: `New ${username}`,
      ic: `IC${Date.now()}`,
      contact_number: '+84123456789',
      email: `${username}@example.test`,
      country_id: VIETNAM,
      ref_id: r.username,
      group_type: 1,
      user_group: 2,
      password: 'NewMember1',
      password_confirmation: 'NewMember1',
      sec_password: 'NewSecure1',
      pay_type: 'point3',
      self_pickup: 0,
      receiver_fullname: 'Receiver Name',
      receiver_phone: '+84111111111',
      address: '1 Pho Hue, Ha Noi',
      postcode: '100000',
    };
    const headers = { 'idempotency-key': nextKey() };
    const membersBefore = await ctx.db.$count(members);
    const refused = await call(ctx, r.token, 'POST', '/api/member/register-member', body, headers);
    expect(refused).toMatchObject({
      status: 400,
      body: { data: { country_id: 'VALIDATION_ERROR' } },
    });
    expect(await ctx.db.$count(members)).toBe(membersBefore);

    await admin('PUT', `/api/admin/countries/${VIETNAM}`, { registration_enabled: true });
    const again = { 'idempotency-key': nextKey() };
    const accepted = await call(ctx, r.token, 'POST', '/api/member/register-member', body, again);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  });

  it('refuses a bad rate or switch with a code naming the field, never a 500', async () => {
    const before = await allCountries();
    const cases: [unknown, string][] = [
      [{ sell: '0' }, 'sell'],
      [{ sell: '0.00' }, 'sell'],
      [{ sell: '-1' }, 'sell'],
      [{ sell: 'abc' }, 'sell'],
      [{ sell: '1.123456789' }, 'sell'],
      [{ sell: '123456789' }, 'sell'],
      [{ sell: '1e3' }, 'sell'],
      [{ sell: null }, 'sell'],
      [{ deposit_enabled: 'true' }, 'deposit_enabled'],
      [{ registration_enabled: 1 }, 'registration_enabled'],
    ];
    for (const [body, field] of cases) {
      const res = await admin('PUT', `/api/admin/countries/${SINGAPORE}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.data, JSON.stringify(body)).toMatchObject({ [field]: 'VALIDATION_ERROR' });
    }
    expect((await admin('PUT', '/api/admin/countries/999', { sell: '1' })).status).toBe(404);
    expect(await allCountries()).toEqual(before);
  });

  it('support and members are refused, and nothing changes', async () => {
    await refusedToOthers(
      'PUT',
      `/api/admin/countries/${SINGAPORE}`,
      { deposit_enabled: false, sell: '9.99' },
      allCountries,
    );
  });
});

describe('states', () => {
  it('a state switched to East makes the next order pay the East shipping fee', async () => {
    const { product } = await createProduct(ctx, { stock: 10 });
    const m = await shopper(ctx);
    await fund(ctx, m.username, 'point1', '500.00');
    const added = await call(ctx, m.token, 'POST', '/api/mall/clientInfoControl', {
      action: 'add',
      receiver_name: 'Ali',
      receiver_phone: '+60 12-345 6789',
      address: '1 Jalan Test',
      postcode: '40000',
      state_id: SELANGOR,
    });
    const addressId = Math.max(...added.body.data.records.map((a: { id: number }) => a.id));
    const order = async () => {
      await call(ctx, m.token, 'POST', '/api/mall/addCart', {
        mall_product_id: product.id,
        quantity: 1,
      });
      return call(
        ctx,
        m.token,
        'POST',
        '/api/mall/checkout',
        { payment_type: 'cash', address_id: addressId, sec_password: m.secPassword },
        { 'idempotency-key': nextKey() },
      );
    };
    const west = await order();
    expect(west.body.data.shipping_fee).toBe('0.00');

    const res = await admin('PUT', `/api/admin/states/${SELANGOR}`, {
      area: 'East',
      reason: 'Test',
    });
    expect(res.body.data).toEqual({ id: SELANGOR, name: 'Selangor', area: 'East' });
    const [audit] = await auditRows(ctx, 'state.update');
    expect(audit).toMatchObject({
      targetType: 'state',
      targetId: String(SELANGOR),
      before: { area: 'West' },
      after: { area: 'East' },
    });
    const east = await order();
    expect(east.body.data.shipping_fee).toBe('10.00');
    // The first order keeps the fee it paid.
    const first = await call(
      ctx,
      m.token,
      'GET',
      `/api/mall/getOrderDetail?order_id=${west.body.data.order_id}`,
    );
    expect(first.body.data.shipping_fee).toBe('0.00');

    await admin('PUT', `/api/admin/states/${SELANGOR}`, { area: 'West' });
    const list = await call(ctx, ctx.supportToken, 'GET', '/api/admin/states');
    expect(list.body.data.records).toHaveLength(16);
  });

  it('refuses an unknown area or state, never a 500', async () => {
    const before = await allStates();
    for (const area of ['North', '', null, 1]) {
      const res = await admin('PUT', `/api/admin/states/${SELANGOR}`, { area });
      expect(res.status, String(area)).toBe(400);
      expect(res.body.data).toMatchObject({ area: expect.any(String) });
    }
    expect((await admin('PUT', '/api/admin/states/99', { area: 'East' })).status).toBe(404);
    expect(await allStates()).toEqual(before);
  });

  it('support and members are refused, and nothing changes', async () => {
    await refusedToOthers('PUT', `/api/admin/states/${SELANGOR}`, { area: 'East' }, allStates);
    const rows = await ctx.db.execute(
      sql`SELECT count(*)::int AS n FROM states WHERE area = 'East'`,
    );
    expect(rows.rows[0]).toEqual({ n: 3 });
  });
});
