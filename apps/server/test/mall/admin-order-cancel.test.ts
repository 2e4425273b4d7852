import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, journals } from '../../src/db/schema/index.js';
import {
  balances,
  call,
  collectionOrder,
  createMallTestApp,
  createProduct,
  type MallContext,
  nextKey,
  shopper,
} from './support.js';

let ctx: MallContext;
beforeAll(async () => {
  ctx = await createMallTestApp();
});
afterAll(() => ctx.close());

/** A member's paid mall order (point1, collection): its id and the member. */
async function paidOrder() {
  const { product } = await createProduct(ctx, { stock: 5 });
  const m = await shopper(ctx);
  const { orderId } = await collectionOrder(ctx, m, product, {
    wallet: 'point1',
    payment: 'cash',
    quantity: 2,
  });
  return { m, orderId };
}

const cancel = (orderId: number, note: string, key: string) =>
  call(
    ctx,
    ctx.adminToken,
    'POST',
    `/api/admin/orders/${orderId}/action`,
    { action: 'cancel', note },
    { 'idempotency-key': key },
  );

async function refunds(orderId: number) {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(journals)
    .where(and(eq(journals.type, 'mall_refund'), eq(journals.reference, `order:${orderId}`)));
  return row.n;
}

async function auditRows(orderId: number) {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, 'order.cancel'),
        eq(auditLog.targetType, 'order'),
        eq(auditLog.targetId, String(orderId)),
      ),
    );
  return row.n;
}

describe('admin order cancel (runMoneyAction)', () => {
  it('refunds once for one Idempotency-Key, replays the first reply, refuses the key with another body', async () => {
    const { m, orderId } = await paidOrder();
    const before = await balances(ctx, m.id);
    const key = nextKey();

    const first = await cancel(orderId, 'customer asked', key);
    expect(first.body, JSON.stringify(first.body)).toMatchObject({
      error_code: 0,
      message: 'success_submit',
      data: { id: orderId, status: 'cancelled' },
    });
    const again = await cancel(orderId, 'customer asked', key);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);

    expect(await refunds(orderId)).toBe(1);
    expect(await auditRows(orderId)).toBe(1);
    expect(BigInt((await balances(ctx, m.id)).point1) - BigInt(before.point1)).toBeGreaterThan(0n);

    const other = await cancel(orderId, 'another reason', key);
    expect(other.status).toBe(422);
    expect(other.body.message).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await refunds(orderId)).toBe(1);
    expect(await auditRows(orderId)).toBe(1);

    // A new key is a new request: the order is no longer processing.
    const fresh = await cancel(orderId, 'customer asked', nextKey());
    expect(fresh.body.message).toBe('INVALID_STATE');
    const { rows } = await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM idempotency_keys WHERE subject_type = 'admin' AND key = ${key}`,
    );
    expect(rows[0].n).toBe(1);
  });
});
