import { malaysianStates } from '@rangkai/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries, members, states } from '../../src/db/schema/index.js';
import { fund, uniqueName } from '../helpers.js';
import { call, createProduct, nextKey, shopper } from '../mall/support.js';
import { refusedToOthers as refusedBy, signUp } from './reference-support.js';
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

/** Support and a member send it: refused, no audit row, `snapshot` unchanged. */
const refusedToOthers = (
  method: 'POST' | 'PUT',
  url: string,
  body: unknown,
  snapshot: () => Promise<unknown>,
) => refusedBy(ctx, memberToken, { method, url, body }, snapshot);

const allCountries = () => ctx.db.select().from(countries).orderBy(countries.id);
const allStates = () => ctx.db.select().from(states).orderBy(states.id);

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

  it('self-registration refuses a country closed for registration', async () => {
    const BRUNEI = 4;
    await admin('PUT', `/api/admin/countries/${BRUNEI}`, { registration_enabled: false });
    const closed = await signUp(ctx, { country_id: BRUNEI });
    expect(closed).toMatchObject({
      status: 400,
      body: { data: { country_id: 'VALIDATION_ERROR' } },
    });
    await admin('PUT', `/api/admin/countries/${BRUNEI}`, { registration_enabled: true });
    // Open again: the request gets as far as the (made-up) code.
    const open = await signUp(ctx, { country_id: BRUNEI });
    expect(open.body.message).toBe('INCORRECT_OTP');
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
