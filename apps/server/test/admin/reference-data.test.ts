import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPoints, orders } from '../../src/db/schema/index.js';
import { fund } from '../helpers.js';
import { balances, call, createProduct, nextKey, shopper } from '../mall/support.js';
import { refusedToOthers as refusedBy, signUp } from './reference-support.js';
import { type AdminTestContext, auditRows, createAdminTestApp } from './support.js';

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

const centre = (overrides: Record<string, unknown> = {}) => ({
  name: `Centre ${nextKey()}`,
  address: '1 Jalan Pusat, 50000 Kuala Lumpur',
  remark: 'Ask at the counter',
  opening_hours: 'Mon–Fri 09:00–17:00',
  active: true,
  ...overrides,
});

const allPoints = () => ctx.db.select().from(collectPoints).orderBy(collectPoints.id);

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

  it('self-registration refuses a centre switched off', async () => {
    const created = await admin('POST', '/api/admin/collect-points', centre({ active: false }));
    const res = await signUp(ctx, { self_pickup: 1, mall_collect_point_id: created.body.data.id });
    expect(res).toMatchObject({
      status: 409,
      body: {
        message: 'COLLECT_POINT_INACTIVE',
        data: { mall_collect_point_id: 'COLLECT_POINT_INACTIVE' },
      },
    });
  });

  it('members see the opening hours of the centres offered', async () => {
    const res = await call(ctx, memberToken, 'GET', '/api/mall/getCollectPoint');
    expect(res.body.data.mall_collect_point[0]).toHaveProperty('opening_hours');
  });
});
