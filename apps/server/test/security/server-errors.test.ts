import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminTestContext, auditRows, createAdminTestApp } from '../admin/support.js';
import { bearer } from '../helpers.js';

/**
 * Issue 25, hole 8: three inputs that were 500s. (The voucher race needs a real PostgreSQL server
 * to race: run with TEST_DATABASE_URL; on the embedded database transactions take turns.)
 */

let ctx: AdminTestContext;
beforeAll(async () => {
  ctx = await createAdminTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('inputs that were 500s', () => {
  it('20,000 nested [ in a JSON body is a 400, signed in or not', async () => {
    for (const depth of [20_000, 200]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: `${'['.repeat(depth)}${']'.repeat(depth)}`,
      });
      expect(res.statusCode, String(depth)).toBe(400);
      expect(res.json().message).toBe('VALIDATION_ERROR');
    }
    const nested = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/packages/4',
      headers: { ...bearer(ctx.adminToken), 'content-type': 'application/json' },
      payload: `{"reason":${'['.repeat(20_000)}${']'.repeat(20_000)}}`,
    });
    expect(nested.statusCode).toBe(400);
  });

  it('a lone surrogate in admin text is a 400 naming the field, and nothing is written', async () => {
    const before = (await auditRows(ctx)).length;
    for (const text of ['probe \ud800', 'x\udfffy', '\ud800\ud800']) {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: '/api/admin/packages/4',
        headers: bearer(ctx.adminToken),
        payload: { level_depth: 2, reason: text },
      });
      expect([res.statusCode, res.json().data], JSON.stringify(text)).toEqual([
        400,
        { reason: 'VALIDATION_ERROR' },
      ]);
    }
    // In a key, and deep in a query string, too.
    const key = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/packages/4',
      headers: bearer(ctx.adminToken),
      payload: { '\ud800': 1 },
    });
    expect(key.statusCode).toBe(400);
    expect((await auditRows(ctx)).length).toBe(before);
    // A whole pair (an emoji) is text like any other.
    const emoji = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/packages/4',
      headers: bearer(ctx.adminToken),
      payload: { level_depth: 2, reason: 'review 🙂' },
    });
    expect(emoji.statusCode, emoji.body).toBe(200);
  });

  it('8 racing creations of one voucher code: one is created, seven are 409', async () => {
    const create = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/admin/mall/vouchers',
        headers: bearer(ctx.adminToken),
        payload: {
          code: 'RACE8',
          name: 'Race',
          discount_type: 'fixed',
          amount: '5.00',
          starts_at: new Date(Date.now() - 60_000).toISOString(),
          ends_at: new Date(Date.now() + 3_600_000).toISOString(),
          total_quantity: 10,
        },
      });
    const replies = await Promise.all(Array.from({ length: 8 }, create));
    const statuses = replies.map((r) => r.statusCode).sort();
    expect(statuses, replies.map((r) => r.body).join('\n')).toEqual([
      200, 409, 409, 409, 409, 409, 409, 409,
    ]);
    for (const r of replies.filter((r) => r.statusCode === 409))
      expect(r.json()).toMatchObject({ message: 'CONFLICT', data: { code: 'CONFLICT' } });
    expect((await auditRows(ctx, 'mall.voucher.create')).length).toBe(1);
  });
});
