import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  createTestMember,
  fund,
  loginAdmin,
  loginAs,
  SEC_PASSWORD,
  type TestContext,
} from './helpers.js';

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await loginAdmin(ctx);
});
afterAll(() => ctx.close());

async function member() {
  const m = await createTestMember(ctx);
  return { ...m, token: await loginAs(ctx, m.username) };
}

type Page = {
  records: {
    id: number;
    type: string;
    params: Record<string, string>;
    read: boolean;
    title: string | null;
  }[];
  total: number;
  unread: number;
};

async function notices(token: string, page = 1): Promise<Page> {
  const res = await ctx.app.inject({
    url: `/api/news/UserNotification?page=${page}`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const post = (token: string, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), ...headers },
    payload: payload as Record<string, unknown>,
  });

describe('notifications', () => {
  it('tells the receiver of a transfer once, however often the request is repeated; the sender is not told', async () => {
    const [a, b] = [await member(), await member()];
    await fund(ctx, a.username, 'point1', '50');
    const body = {
      transfer_type: 'point1',
      username: b.username,
      amount: '12.50',
      sec_password: SEC_PASSWORD,
    };
    const first = await post(a.token, '/api/wallet/wallet-transafer', body, {
      'idempotency-key': 't-1',
    });
    expect(first.json().error_code, first.body).toBe(0);
    await post(a.token, '/api/wallet/wallet-transafer', body, { 'idempotency-key': 't-1' });
    await post(a.token, '/api/wallet/changeWallet', {
      transfer_type: 'point2',
      amount: '1',
      sec_password: SEC_PASSWORD,
    });
    const got = await notices(b.token);
    expect(got.records).toHaveLength(1);
    expect(got.records[0]).toMatchObject({
      type: 'transfer_received',
      params: { amount: '12.50', wallet: 'point1', from: a.username },
      read: false,
    });
    expect(got.unread).toBe(1);
    expect((await notices(a.token)).total).toBe(0);
  });

  it('tells a member of decisions on their deposit; reads one or all; an outsider can read none of them', async () => {
    const m = await member();
    const deposit = await post(m.token, '/api/wallet/deposit', {
      amount: '30',
      method: 'local',
      reference: 'CDM-42',
    });
    await post(admin, `/api/admin/deposits/${deposit.json().data.id}/reject`, {
      reason: 'No such payment',
    });
    const second = await post(m.token, '/api/wallet/deposit', {
      amount: '40',
      method: 'fpx',
      reference: 'FPX-9',
    });
    await post(admin, `/api/admin/deposits/${second.json().data.id}/approve`, {});
    const got = await notices(m.token);
    expect(got.records.map((r) => [r.type, r.params.amount])).toEqual([
      ['deposit_approved', '40.00'],
      ['deposit_rejected', '30.00'],
    ]);
    expect(got.records[1].params.reason).toBe('No such payment');
    const count = await ctx.app.inject({ url: '/api/news/unread-count', headers: bearer(m.token) });
    expect(count.json().data).toEqual({ unread: 2 });

    const outsider = await member();
    const theirs = await post(outsider.token, '/api/news/readNotice', { id: got.records[0].id });
    expect(theirs.statusCode).toBe(404);
    expect((await notices(m.token)).unread).toBe(2);
    expect((await notices(outsider.token)).total).toBe(0);
    const visitor = await ctx.app.inject({ url: '/api/news/UserNotification' });
    expect(visitor.statusCode).toBe(401);

    const one = await post(m.token, '/api/news/readNotice', { id: got.records[1].id });
    expect(one.json().data).toEqual({ unread: 1 });
    const all = await post(m.token, '/api/news/readNotice', { all: true });
    expect(all.json().data).toEqual({ unread: 0 });
    expect((await notices(m.token)).records.every((r) => r.read)).toBe(true);
    const bad = await post(m.token, '/api/news/readNotice', { id: 'x' });
    expect(bad.statusCode).toBe(400);
  });

  it('lets an operator message one member or everyone, audited; members may not', async () => {
    const [a, b] = [await member(), await member()];
    const one = await post(admin, '/api/admin/notifications', {
      to: a.memberCode,
      title: 'Your parcel',
      body: 'It is waiting at the centre.',
    });
    expect(one.json().data).toEqual({ sent: 1 });
    expect((await notices(a.token)).records[0]).toMatchObject({
      type: 'message',
      title: 'Your parcel',
    });
    expect((await notices(b.token)).total).toBe(0);

    const nobody = await post(admin, '/api/admin/notifications', {
      to: 'nobody-here',
      title: 't',
      body: 'b',
    });
    expect(nobody.json()).toMatchObject({
      message: 'INCORRECT_USERNAME',
      data: { to: 'INCORRECT_USERNAME' },
    });
    const asMember = await post(a.token, '/api/admin/notifications', {
      to: 'all',
      title: 't',
      body: 'b',
    });
    expect(asMember.statusCode).toBe(403);

    const { rows } = await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM members WHERE status = 'active'`,
    );
    const everyone = await post(admin, '/api/admin/notifications', {
      to: 'all',
      title: 'Maintenance',
      body: 'Tonight 1–2 am.',
    });
    expect(everyone.json().data.sent).toBe(rows[0].n);
    expect((await notices(b.token)).records[0].title).toBe('Maintenance');
    const audit = await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'notification.send'`,
    );
    expect(audit.rows[0].n).toBe(2);
  });
});
