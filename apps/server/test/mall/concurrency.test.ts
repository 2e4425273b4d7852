import { malaysianStates } from '@rangkai/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mallProducts } from '../../src/db/schema/index.js';
import { verifyLedger } from '../../src/features/wallet/verify-ledger.js';
import { fund } from '../helpers.js';
import {
  call,
  createMallTestApp,
  createProduct,
  type MallContext,
  nextKey,
  shopper,
} from './support.js';

/**
 * 100 members racing to buy the last 10 units (truly at once on PostgreSQL with
 * TEST_DATABASE_URL; serialised on the embedded database): exactly 10 are sold, every other
 * checkout is refused OUT_OF_STOCK and charged nothing, every payment journal matches an order,
 * and the ledger's self-audit is clean.
 */
const SELANGOR = malaysianStates.findIndex((s) => s.name === 'Selangor') + 1;
const BUYERS = 100;

let ctx: MallContext;
beforeAll(async () => {
  ctx = await createMallTestApp();
});
afterAll(() => ctx.close());

it('sells the last 10 units to exactly 10 of 100 racing buyers', { timeout: 300_000 }, async () => {
  const { product } = await createProduct(ctx, { stock: 10 });
  const buyers = [];
  for (let i = 0; i < BUYERS; i++) {
    const m = await shopper(ctx);
    await fund(ctx, m.username, 'point1', '100.00');
    const added = await call(ctx, m.token, 'POST', '/api/mall/clientInfoControl', {
      action: 'add',
      receiver_name: 'Racer',
      receiver_phone: '0123456789',
      address: '1 Jalan Laju',
      postcode: '40000',
      state_id: SELANGOR,
    });
    const cart = await call(ctx, m.token, 'POST', '/api/mall/addCart', {
      mall_product_id: product.id,
      quantity: 1,
    });
    expect(cart.body.error_code).toBe(0);
    buyers.push({ ...m, addressId: added.body.data.records[0].id as number });
  }

  const replies = await Promise.all(
    buyers.map((b) =>
      call(
        ctx,
        b.token,
        'POST',
        '/api/mall/checkout',
        { payment_type: 'cash', address_id: b.addressId, sec_password: b.secPassword },
        { 'idempotency-key': nextKey() },
      ),
    ),
  );
  const sold = replies.filter((r) => r.body.error_code === 0);
  const refused = replies.filter((r) => r.body.error_code !== 0);
  expect(sold).toHaveLength(10);
  expect(new Set(refused.map((r) => r.body.message))).toEqual(new Set(['OUT_OF_STOCK']));

  const [after] = await ctx.db.select().from(mallProducts).where(eq(mallProducts.id, product.id));
  expect([after.stock, after.sold]).toEqual([0, 10]);
  const { rows } = await ctx.db.execute<{
    orders: number;
    journals: number;
    paid: string;
    charged: string;
  }>(sql`
    SELECT (SELECT count(*)::int FROM orders WHERE order_type = 'mall') AS orders,
           (SELECT count(*)::int FROM journals WHERE type = 'mall_purchase') AS journals,
           (SELECT coalesce(sum(total_sen), 0)::text FROM orders WHERE order_type = 'mall') AS paid,
           (SELECT coalesce(sum(-l.amount), 0)::text FROM journal_lines l
              JOIN journals j ON j.id = l.journal_id JOIN accounts a ON a.id = l.account_id
             WHERE j.type = 'mall_purchase' AND a.member_id IS NOT NULL) AS charged`);
  expect(rows[0]).toEqual({ orders: 10, journals: 10, paid: '45000', charged: '45000' });
  // Each buyer either paid 45.00 or kept all 100.00.
  const { rows: wallets } = await ctx.db.execute<{ balance: string; n: number }>(sql`
    SELECT balance::text, count(*)::int AS n FROM accounts
     WHERE wallet = 'point1' AND member_id = ANY(${`{${buyers.map((b) => b.id).join(',')}}`}::int[])
     GROUP BY accounts.balance ORDER BY accounts.balance`);
  expect(wallets).toEqual([
    { balance: '5500', n: 10 },
    { balance: '10000', n: 90 },
  ]);
  expect((await verifyLedger(ctx.db)).ok).toBe(true);
});
