import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../helpers.js';
import {
  call,
  createMallTestApp,
  createProduct,
  type MallContext,
  shopper,
} from '../mall/support.js';

/**
 * Issue 25, hole 7: a number field takes a JSON number or, as query strings and forms send them,
 * a plain decimal string. `null`, `[]`, `""`, `false`, `true`, `[5]` and `"0x10"` are refused
 * naming the field, never read as 0, 1, 5 or 16.
 */

const NOT_NUMBERS: unknown[] = [null, [], '', false, true, [5], '0x10', '1e1', ' 7', {}];

let ctx: MallContext;
let productId: number;
beforeAll(async () => {
  ctx = await createMallTestApp();
  productId = (await createProduct(ctx)).product.id;
});
afterAll(async () => {
  await ctx.close();
});

const cartLines = async (memberId: number) =>
  Number(
    (
      await ctx.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM cart_items WHERE member_id = ${memberId}`,
      )
    ).rows[0].n,
  );

describe('number fields in JSON bodies', () => {
  it('addCart refuses a product id or quantity that is not a number, naming the field', async () => {
    const m = await shopper(ctx);
    for (const bad of NOT_NUMBERS) {
      const id = await call(ctx, m.token, 'POST', '/api/mall/addCart', {
        mall_product_id: bad,
        quantity: 1,
      });
      expect([id.status, id.body.data], JSON.stringify(bad)).toEqual([
        400,
        { mall_product_id: 'VALIDATION_ERROR' },
      ]);
      const quantity = await call(ctx, m.token, 'POST', '/api/mall/addCart', {
        mall_product_id: productId,
        quantity: bad,
      });
      expect(quantity.status, JSON.stringify(bad)).toBe(400);
      expect(Object.keys(quantity.body.data), JSON.stringify(bad)).toEqual(['quantity']);
    }
    expect(await cartLines(m.id)).toBe(0);
    // A JSON number, and a plain decimal string, are still numbers.
    const asNumber = await call(ctx, m.token, 'POST', '/api/mall/addCart', {
      mall_product_id: productId,
      quantity: 2,
    });
    expect(asNumber.body.error_code).toBe(0);
    const asText = await call(ctx, m.token, 'POST', '/api/mall/addCart', {
      mall_product_id: String(productId),
      quantity: '1',
    });
    expect(asText.body.error_code).toBe(0);
    const cart = await call(ctx, m.token, 'GET', '/api/mall/getCart');
    expect(cart.body.data.count).toBe(3);
  });

  it('an admin package edit refuses level_depth null and keeps the level bonus', async () => {
    const before = (await call(ctx, ctx.adminToken, 'GET', '/api/admin/packages/4')).body.data;
    expect(before.level_depth).toBeGreaterThan(0);
    for (const bad of [null, '', false, [], '0x3']) {
      const res = await call(ctx, ctx.adminToken, 'PUT', '/api/admin/packages/4', {
        level_depth: bad,
        reason: 'probe',
      });
      expect([res.status, res.body.data], JSON.stringify(bad)).toEqual([
        400,
        { level_depth: 'VALIDATION_ERROR' },
      ]);
    }
    const after = (await call(ctx, ctx.adminToken, 'GET', '/api/admin/packages/4')).body.data;
    expect(after.level_depth).toBe(before.level_depth);
  });

  it('a JSON body read as a form (deposit) refuses arrays, objects and null', async () => {
    const m = await shopper(ctx);
    for (const bad of [[5], null, { a: 5 }]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/wallet/deposit',
        headers: bearer(m.token),
        payload: { amount: bad, method: 'fpx', reference: 'R1' },
      });
      expect([res.statusCode, res.json().data], JSON.stringify(bad)).toEqual([
        400,
        { amount: 'VALIDATION_ERROR' },
      ]);
    }
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/api/wallet/deposit',
      headers: bearer(m.token),
      payload: { amount: 5, method: 'fpx', reference: 'R1' },
    });
    expect(ok.json()).toMatchObject({ error_code: 0, data: { amount: '5.00' } });
  });
});

describe('number fields in query strings', () => {
  it('take plain decimal digits only', async () => {
    const m = await shopper(ctx);
    for (const query of ['page=0x10', 'page=', 'page=1e1', 'mall_category_id=0x1']) {
      const res = await call(ctx, m.token, 'GET', `/api/mall/getProduct?${query}`);
      expect([res.status, Object.keys(res.body.data ?? {})], query).toEqual([
        400,
        [query.split('=')[0]],
      ]);
    }
    const detail = await call(ctx, m.token, 'GET', '/api/mall/getProductDetail?mall_product_id=');
    expect(detail.status).toBe(400);
    const ok = await call(ctx, m.token, 'GET', '/api/mall/getProduct?page=1');
    expect(ok.body.error_code).toBe(0);
    // A path number too: an attachment index is a digit, `0x1` is not read as 1.
    for (const index of ['0x1', '1e0', '-0', '1.0']) {
      const res = await call(ctx, m.token, 'GET', `/api/ticket/attachment/1/${index}`);
      expect([res.status, res.body.data], index).toEqual([400, { index: 'VALIDATION_ERROR' }]);
    }
  });
});
