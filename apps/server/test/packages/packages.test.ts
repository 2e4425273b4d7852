import fs from 'node:fs';
import path from 'node:path';
import { malaysianStates } from '@rangkai/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonuses, orders, userPackages } from '../../src/db/schema/index.js';
import { autoCompleteOrders } from '../../src/features/orders/index.js';
import { verifyLedger } from '../../src/features/wallet/verify-ledger.js';
import {
  bearer,
  createTestApp,
  createTestMember,
  fund,
  loginAdmin,
  loginAs,
  SEC_PASSWORD,
  signedInMember,
  type TestContext,
  uniqueName,
} from '../helpers.js';

const SABAH = malaysianStates.findIndex((s) => s.name === 'Sabah') + 1;
const SELANGOR = malaysianStates.findIndex((s) => s.name === 'Selangor') + 1;

let ctx: TestContext;
let adminToken: string;
beforeAll(async () => {
  ctx = await createTestApp();
  adminToken = await loginAdmin(ctx);
});
afterAll(() => ctx.close());

/** Everything money-related a refusal must leave alone. */
async function snapshot() {
  const { rows } = await ctx.db.execute<{ what: string; n: string }>(sql`
    SELECT 'balances' AS what, coalesce(string_agg(id || ':' || balance, ',' ORDER BY id), '') AS n FROM accounts
    UNION ALL SELECT 'journals', count(*)::text FROM journals
    UNION ALL SELECT 'members', count(*)::text FROM members
    UNION ALL SELECT 'packages', string_agg(id || ':' || package_id, ',' ORDER BY id) FROM members
    UNION ALL SELECT 'user_packages', count(*)::text FROM user_packages
    UNION ALL SELECT 'orders', count(*)::text FROM orders
    UNION ALL SELECT 'bonuses', count(*)::text FROM bonuses`);
  return Object.fromEntries(rows.map((r) => [r.what, r.n]));
}

async function wallets(memberId: number) {
  const { rows } = await ctx.db.execute<{ wallet: string; balance: string }>(
    sql`SELECT wallet, balance::text FROM accounts WHERE member_id = ${memberId}`,
  );
  return Object.fromEntries(rows.map((r) => [r.wallet, r.balance]));
}

const post = (url: string, token: string, payload: object, headers: object = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers: { ...bearer(token), ...headers } });
const get = (url: string, token: string) => ctx.app.inject({ url, headers: bearer(token) });

/** A member on a package (set directly: the test is about what they buy next). */
const memberOn = (packageId: number, overrides: Parameters<typeof createTestMember>[1] = {}) =>
  signedInMember(ctx, {}, { stateId: SELANGOR, area: 'West', ...overrides, packageId });

const upgrade = (token: string, body: object, key?: string) =>
  post(
    '/api/package/upgrade-package',
    token,
    { sec_password: SEC_PASSWORD, pay_type: 'point3', ...body },
    key ? { 'idempotency-key': key } : {},
  );

describe('upgrade', () => {
  it('lists the higher packages with the amount due and BV', async () => {
    const m = await memberOn(3);
    const res = await get('/api/package/get-upgrade-package', m.token);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.current).toMatchObject({ id: 3, price: '1000.00' });
    expect(data.user_group.map((p: { id: number }) => p.id)).toEqual([4, 5]);
    expect(data.user_group[0]).toMatchObject({ amount_due: '2000.00', bv_gain: '2000.00' });
    expect(data.shipping_fee_east).toBe('10.00');
    const one = await get('/api/package/get-upgrade-package?upgrade_package=5', m.token);
    expect(one.json().data.user_group.map((p: { id: number }) => p.id)).toEqual([5]);
  });

  it('upgrades with delivery to Sabah: price difference + 10.00, order, sponsor bonus 80/20', async () => {
    const sponsor = await memberOn(2);
    const m = await memberOn(2, { sponsorId: sponsor.id });
    await fund(ctx, m.username, 'point3', '1000.00');
    const res = await upgrade(m.token, { user_group_id: 3, self_pickup: 0, state: SABAH }, 'u-1');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.user_package).toMatchObject({
      kind: 'upgrade',
      user_id: m.id,
      user_group_id: 3,
      from_package: { id: 2 },
      to_package: { id: 3 },
      amount: '700.00',
      bv: '700.00',
      shipping_fee: '10.00',
      total: '710.00',
    });
    expect(data.order).toMatchObject({
      order_type: 'package',
      status: 'processing',
      shipping_fee: '10.00',
      total_amount: '710.00',
      state_id: SABAH,
      member: { id: m.id },
      paid_by: { id: m.id },
    });
    expect(data.point3).toBe('290.00');
    expect(await wallets(m.id)).toMatchObject({ point3: '29000' });
    // 10 % of 700 BV = 70.00: 56.00 to point1, 14.00 to point4.
    expect(await wallets(sponsor.id)).toMatchObject({ point1: '5600', point4: '1400' });
    const bonus = await get('/api/record/bonus-record', sponsor.token);
    expect(bonus.json().data.records[0]).toMatchObject({
      bonus_type: 'sponsor',
      amount: '70.00',
      point1: '56.00',
      point4: '14.00',
      source: { username: m.username },
      details: { bv: '700.00', percent: 10 },
    });
    expect(bonus.json().data.totals).toMatchObject({ sponsor: '70.00', all: '70.00' });
    const info = await get('/api/member/get-member-info', m.token);
    expect(info.json().data).toMatchObject({
      user_group_id: 3,
      invest: '700.00',
      premium_member: true,
    });
    // The sponsor sees the bonus in the wallet records too.
    const ledger = await get('/api/record/wallet-record?wallet=point1', sponsor.token);
    expect(ledger.json().data.records[0]).toMatchObject({ type: 'sponsor_bonus', amount: '56.00' });
    expect((await verifyLedger(ctx.db)).ok).toBe(true);
  });

  it('pays no sponsor bonus to a sponsor without a paid package, and nothing for a free pickup', async () => {
    const sponsor = await memberOn(1);
    const m = await memberOn(1, { sponsorId: sponsor.id });
    await fund(ctx, m.username, 'point3', '300.00');
    const res = await upgrade(m.token, {
      user_group_id: 2,
      self_pickup: 1,
      mall_collect_point_id: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.order).toMatchObject({
      shipping_fee: '0.00',
      self_pickup: 1,
      collect_point: { id: 1 },
    });
    expect(await wallets(m.id)).toMatchObject({ point3: '0' });
    expect(await wallets(sponsor.id)).toMatchObject({ point1: '0', point4: '0' });
    const [row] = await ctx.db.select().from(bonuses).where(eq(bonuses.memberId, sponsor.id));
    expect(row).toBeUndefined();
  });

  it('refuses and changes nothing: balance, security password, lower package, unknown package, missing centre', async () => {
    const m = await memberOn(3);
    await fund(ctx, m.username, 'point3', '100.00');
    const cases: [object, number, string, string?][] = [
      [{ user_group_id: 4, state: SELANGOR }, 409, 'INSUFFICIAN_BALANCE'],
      [
        { user_group_id: 4, sec_password: 'Wrong1234' },
        400,
        'INCORRECT_SEC_PASSWORD',
        'sec_password',
      ],
      [{ user_group_id: 2 }, 409, 'INVALID_STATE', 'user_group_id'],
      [{ user_group_id: 3 }, 409, 'INVALID_STATE', 'user_group_id'],
      [{ user_group_id: 99 }, 400, 'VALIDATION_ERROR', 'user_group_id'],
      [{ user_group_id: 4, self_pickup: 1 }, 400, 'REQUIRED', 'mall_collect_point_id'],
      [
        { user_group_id: 4, self_pickup: 1, mall_collect_point_id: 999 },
        400,
        'VALIDATION_ERROR',
        'mall_collect_point_id',
      ],
      [{ user_group_id: 4, state: 999 }, 400, 'VALIDATION_ERROR', 'state'],
      [{ user_group_id: 4, pay_type: 'point1' }, 400, 'VALIDATION_ERROR', 'pay_type'],
    ];
    for (const [body, status, code, field] of cases) {
      const before = await snapshot();
      const res = await upgrade(m.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      const reply = res.json();
      expect(reply.message === code || reply.data?.[field ?? ''] === code, res.body).toBe(true);
      if (field) expect(reply.data).toHaveProperty(field);
      expect(await snapshot()).toEqual(before);
    }
  });

  it('charges a double click once, with or without the same key', async () => {
    const m = await memberOn(1);
    await fund(ctx, m.username, 'point3', '5000.00');
    const same = await Promise.all(
      [1, 2, 3].map(() => upgrade(m.token, { user_group_id: 2 }, 'twice')),
    );
    expect(same.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(same.map((r) => r.json().data.user_package.id)).size).toBe(1);
    const noKey = await Promise.all([1, 2].map(() => upgrade(m.token, { user_group_id: 3 })));
    expect(noKey.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await ctx.db.select().from(userPackages).where(eq(userPackages.memberId, m.id));
    expect(rows).toHaveLength(2);
    // 300 + 700 paid; West delivery is free.
    expect(await wallets(m.id)).toMatchObject({ point3: '400000' });
  });
});

/** A full on-behalf registration body for a new member under `sponsorRef`. */
function newMemberBody(sponsorRef: string, overrides: object = {}) {
  const username = uniqueName('nb');
  return {
    username,
    fullname: `New ${username}`,
    ic: `IC${Math.floor(Math.random() * 1e10)}`,
    contact_number: '+60123456789',
    email: `${username}@example.test`,
    country_id: 2,
    ref_id: sponsorRef,
    group_type: 1,
    user_group: 2,
    password: 'NewMember1',
    password_confirmation: 'NewMember1',
    sec_password: 'NewSecure1',
    pay_type: 'point3',
    state: SABAH,
    self_pickup: 0,
    receiver_fullname: 'Receiver Name',
    receiver_phone: '+60111111111',
    address: '1 Jalan Gaya, Kota Kinabalu',
    postcode: '88000',
    ...overrides,
  };
}

const checkSec = (token: string, secPassword = SEC_PASSWORD) =>
  post('/api/member/checkSecPwd', token, { sec_password: secPassword });

describe('registration on behalf', () => {
  it('needs the registrant’s own security-password check first', async () => {
    const r = await memberOn(2);
    await fund(ctx, r.username, 'point3', '1000.00');
    const before = await snapshot();
    const res = await post('/api/member/register-member', r.token, newMemberBody(r.username));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('INCORRECT_SEC_PASSWORD');
    expect((await checkSec(r.token, 'Wrong1234')).statusCode).toBe(400);
    expect(
      (await post('/api/member/register-member', r.token, newMemberBody(r.username))).json()
        .message,
    ).toBe('INCORRECT_SEC_PASSWORD');
    const after = await snapshot();
    // The wrong try was counted on the registrant; no money, member, order or bonus moved.
    expect({ ...after, balances: '' }).toEqual({ ...before, balances: '' });
    expect(after.balances).toBe(before.balances);
  });

  it('registers, charges the registrant price + shipping, gives the new member the kit and the sponsor the bonus', async () => {
    const r = await memberOn(3);
    await fund(ctx, r.username, 'point3', '1000.00');
    expect((await checkSec(r.token)).statusCode).toBe(200);
    const body = newMemberBody(r.username);
    const res = await post('/api/member/register-member', r.token, body, {
      'idempotency-key': 'reg-1',
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(res.json().message).toBe('register_success');
    expect(data).toMatchObject({ username: body.username, point3: '690.00' });
    expect(data.user_package).toMatchObject({
      kind: 'register',
      user_id: data.id,
      paid_by: { id: r.id },
      from_package: null,
      amount: '300.00',
      bv: '300.00',
      shipping_fee: '10.00',
    });
    expect(data.order).toMatchObject({
      member: { id: data.id },
      paid_by: { id: r.id },
      total_amount: '310.00',
    });
    // The registrant (a Gold member) is the sponsor: 10 % of 300 BV = 30.00 → 24.00 + 6.00.
    expect(await wallets(r.id)).toMatchObject({ point3: '69000', point1: '2400', point4: '600' });
    // Replayed with the same key: the same reply, charged once.
    const again = await post('/api/member/register-member', r.token, body, {
      'idempotency-key': 'reg-1',
    });
    expect(again.json().data.id).toBe(data.id);
    expect(await wallets(r.id)).toMatchObject({ point3: '69000' });
    // The new member logs in with the password the registrant set, on the package, and has the kit.
    const token = await loginAs(ctx, body.username, 'NewMember1');
    const info = (await get('/api/member/get-member-info', token)).json().data;
    expect(info).toMatchObject({ user_group_id: 2, point3: '0.00', premium_member: true });
    const history = (await get('/api/mall/getOrderHistory?order_type=package', token)).json().data;
    expect(history.records.map((o: { id: number }) => o.id)).toEqual([data.order.id]);
    // The registrant sees it among downline orders and downline packages, with the level.
    const downOrders = (await get('/api/mall/getDownlineOrderHistory', r.token)).json().data;
    expect(downOrders.records.map((o: { id: number }) => o.id)).toContain(data.order.id);
    const downPkgs = (await get('/api/package/getDownlinePackageRec', r.token)).json().data;
    expect(downPkgs.records[0]).toMatchObject({ id: data.user_package.id, level: 1 });
    // The welcome names the registrant.
    await ctx.app.mailWorker.drain();
    const outbox = path.join(ctx.config.outboxDir);
    const mails = fs
      .readdirSync(outbox)
      .map((f) => JSON.parse(fs.readFileSync(path.join(outbox, f), 'utf8')))
      .filter((m) => m.to === body.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(r.username);
    expect((await verifyLedger(ctx.db)).ok).toBe(true);
  });

  it('refuses and changes nothing: taken username, used IC, sponsor outside the downline, unknown sponsor, balance', async () => {
    const r = await memberOn(2);
    const outsider = await memberOn(2);
    const existing = await createTestMember(ctx, { ic: 'USEDIC123' });
    await fund(ctx, r.username, 'point3', '400.00');
    await checkSec(r.token);
    const cases: [object, string, string][] = [
      [{ username: existing.username }, 'MEMBER_EXITS', 'username'],
      [{ ic: 'usedic123' }, 'iC_USED', 'ic'],
      [{ ref_id: outsider.username }, 'NO_PERMISSION', 'ref_id'],
      [{ ref_id: 'nobody_here' }, 'INCORRECT_SPONSOR', 'ref_id'],
      [{ user_group: 3 }, 'INSUFFICIAN_BALANCE', ''],
      [{ jid: 1 }, 'INCORRECT_PLACEMENT', 'jid'],
    ];
    for (const [overrides, code, field] of cases) {
      const before = await snapshot();
      const res = await post(
        '/api/member/register-member',
        r.token,
        newMemberBody(r.username, overrides),
      );
      expect(res.json().message, JSON.stringify(overrides)).toBe(code);
      if (field) expect(res.json().data).toHaveProperty(field, code);
      expect(await snapshot()).toEqual(before);
    }
  });

  it('lets only the registrant complete the new member’s details, and the order’s delivery', async () => {
    const r = await memberOn(2);
    const other = await memberOn(2);
    await fund(ctx, r.username, 'point3', '400.00');
    await checkSec(r.token);
    const body = newMemberBody(r.username, { state: SELANGOR, address: '' });
    const created = (await post('/api/member/register-member', r.token, body)).json().data;
    expect(created.order.shipping_fee).toBe('0.00');
    const profile = {
      help_register: true,
      user_id: created.id,
      address: '9 Jalan Ampang',
      postcode: '50450',
    };
    const denied = await post('/api/member/update-member-info', other.token, profile);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('NO_PERMISSION');
    const done = await post('/api/member/update-member-info', r.token, profile);
    expect(done.json().data).toMatchObject({ id: created.id, address: '9 Jalan Ampang' });

    const order = {
      user_id: created.id,
      user_group_id: 2,
      user_package_id: created.user_package.id,
      self_pickup: 0,
      state: SELANGOR,
      address: '9 Jalan Ampang',
      postcode: '50450',
      receiver_fullname: 'Someone Else',
    };
    const before = await snapshot();
    const outsider = await post('/api/member/createPackageOrder', other.token, order);
    expect(outsider.json().message).toBe('NO_PERMISSION');
    const dearer = await post('/api/member/createPackageOrder', r.token, {
      ...order,
      state: SABAH,
    });
    expect(dearer.statusCode).toBe(409);
    expect(dearer.json().message).toBe('SHIPPING_FEE_CHANGED');
    expect(await snapshot()).toEqual(before);
    const ok = await post('/api/member/createPackageOrder', r.token, order);
    expect(ok.json().data).toMatchObject({
      id: created.order.id,
      address: '9 Jalan Ampang',
      receiver_fullname: 'Someone Else',
      total_amount: '300.00',
    });
    // Still one order for the purchase.
    const rows = await ctx.db.select().from(orders).where(eq(orders.memberId, created.id));
    expect(rows).toHaveLength(1);
  });
});

describe('orders and records', () => {
  it('ships, lets the member confirm receipt, and refuses out-of-order moves', async () => {
    const m = await memberOn(1);
    await fund(ctx, m.username, 'point3', '300.00');
    const { order } = (await upgrade(m.token, { user_group_id: 2 })).json().data;
    const act = (body: object) => post(`/api/admin/orders/${order.id}/action`, adminToken, body);
    expect(
      (await post('/api/mall/itemReceived', m.token, { order_id: order.id })).json().message,
    ).toBe('INVALID_STATE');
    expect((await act({ action: 'ready_for_collection' })).json().message).toBe('INVALID_STATE');
    expect((await act({ action: 'ship' })).json().message).toBe('REQUIRED');
    const shipped = await act({ action: 'ship', tracking_number: 'MY123456789' });
    expect(shipped.json().data).toMatchObject({
      status: 'delivery',
      tracking_number: 'MY123456789',
    });
    const told = (await get('/api/news/UserNotification', m.token)).json().data.records;
    expect(told[0]).toMatchObject({
      type: 'order_shipped',
      params: { order_id: String(order.id), tracking_number: 'MY123456789' },
    });
    const other = await memberOn(1);
    expect(
      (await post('/api/mall/itemReceived', other.token, { order_id: order.id })).json().message,
    ).toBe('NO_PERMISSION');
    const received = await post('/api/mall/itemReceived', m.token, { order_id: order.id });
    expect(received.json().data.status).toBe('completed');
    const detail = (await get(`/api/mall/getOrderDetail?order_id=${order.id}`, m.token)).json()
      .data;
    expect(detail.events.map((e: { status: string }) => e.status)).toEqual([
      'processing',
      'delivery',
      'completed',
    ]);
    const audit = await get(`/api/admin/audit-log?action=order.ship`, adminToken);
    expect(audit.statusCode).toBe(200);
  });

  it('completes a shipped order by itself after the set days, once', async () => {
    const m = await memberOn(1);
    await fund(ctx, m.username, 'point3', '300.00');
    const { order } = (await upgrade(m.token, { user_group_id: 2 })).json().data;
    await post(`/api/admin/orders/${order.id}/action`, adminToken, {
      action: 'ship',
      tracking_number: 'MY000111',
    });
    const shippedAt = new Date();
    const day = 86_400_000;
    expect(await autoCompleteOrders(ctx.db, new Date(shippedAt.getTime() + 13 * day))).toBe(0);
    expect(await autoCompleteOrders(ctx.db, new Date(shippedAt.getTime() + 15 * day))).toBe(1);
    expect(await autoCompleteOrders(ctx.db, new Date(shippedAt.getTime() + 16 * day))).toBe(0);
    const detail = (await get(`/api/mall/getOrderDetail?order_id=${order.id}`, m.token)).json()
      .data;
    expect(detail.status).toBe('completed');
    expect(detail.events.at(-1)).toMatchObject({ status: 'completed', actor: 'system' });
  });

  it('takes a collection order through ready for collection to completed', async () => {
    const m = await memberOn(1);
    await fund(ctx, m.username, 'point3', '300.00');
    const { order } = (
      await upgrade(m.token, { user_group_id: 2, self_pickup: 1, mall_collect_point_id: 2 })
    ).json().data;
    const act = (body: object) => post(`/api/admin/orders/${order.id}/action`, adminToken, body);
    expect((await act({ action: 'ship', tracking_number: 'X1' })).json().message).toBe(
      'INVALID_STATE',
    );
    expect((await act({ action: 'ready_for_collection' })).json().data.status).toBe(
      'ready_for_collection',
    );
    expect((await act({ action: 'complete', note: 'collected' })).json().data.status).toBe(
      'completed',
    );
    const queue = (
      await get(`/api/admin/orders?status=completed&search=${m.username}`, adminToken)
    ).json();
    expect(queue.data.records.map((o: { id: number }) => o.id)).toEqual([order.id]);
  });

  it('shows a member only their own records and their downline’s, never an outsider’s', async () => {
    const a = await memberOn(2);
    const b = await memberOn(1);
    await fund(ctx, b.username, 'point3', '300.00');
    const { order, user_package: up } = (await upgrade(b.token, { user_group_id: 2 })).json().data;
    const detail = await get(`/api/mall/getOrderDetail?order_id=${order.id}`, a.token);
    expect(detail.statusCode).toBe(403);
    expect(detail.json().message).toBe('NO_PERMISSION');
    const missing = await get('/api/mall/getOrderDetail?order_id=999999', a.token);
    expect(missing.json()).toEqual(detail.json());
    const mine = (await get('/api/package/get-user-package', a.token)).json().data;
    expect(mine.records.map((r: { id: number }) => r.id)).not.toContain(up.id);
    const down = (await get('/api/package/getDownlinePackageRec', a.token)).json().data;
    expect(down.records.map((r: { id: number }) => r.id)).not.toContain(up.id);
    const downOrders = (await get('/api/mall/getDownlineOrderHistory', a.token)).json().data;
    expect(downOrders.records.map((o: { id: number }) => o.id)).not.toContain(order.id);
    const own = (await get('/api/package/get-user-package', b.token)).json().data;
    expect(own.records[0]).toMatchObject({
      id: up.id,
      order: { id: order.id, status: 'processing' },
    });
    const admin = (await get(`/api/admin/members/${b.id}/packages`, adminToken)).json().data;
    expect(admin.records.map((r: { id: number }) => r.id)).toEqual([up.id]);
    const bonuses = await get(`/api/admin/bonuses?bonus=sponsor`, adminToken);
    expect(bonuses.statusCode).toBe(200);
    expect(bonuses.json().data).toHaveProperty('totals');
  });
});

describe('sponsor bonus rounding', () => {
  it('rounds the bonus and the point4 share down to the sen (§1, §5)', async () => {
    // A Silver BV of 333.33: 10 % = 33.333 → 33.33; point4 20 % = 6.666 → 6.66; point1 26.67.
    await ctx.db.execute(sql`UPDATE packages SET bv_sen = 33333 WHERE id = 2`);
    try {
      const sponsor = await memberOn(3);
      const m = await memberOn(1, { sponsorId: sponsor.id });
      await fund(ctx, m.username, 'point3', '300.00');
      const res = await upgrade(m.token, { user_group_id: 2 });
      expect(res.json().data.user_package.bv).toBe('333.33');
      expect(await wallets(sponsor.id)).toMatchObject({ point1: '2667', point4: '666' });
    } finally {
      await ctx.db.execute(sql`UPDATE packages SET bv_sen = 30000 WHERE id = 2`);
    }
  });
});
