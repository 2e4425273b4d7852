import { sql } from 'drizzle-orm';
import { type AdminTestContext, createAdminTestApp } from '../admin/support.js';
import { bearer, createTestMember, fund, loginAs, SEC_PASSWORD } from '../helpers.js';

export type MallContext = AdminTestContext;
export const createMallTestApp = createAdminTestApp;

let keys = 0;
export const nextKey = () => `mall-test-${process.pid}-${++keys}`;

/** Calls the API as `token` (JSON body when given). */
export async function call(
  ctx: MallContext,
  token: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await ctx.app.inject({
    method,
    url,
    payload: payload as never,
    headers: { ...(token ? bearer(token) : {}), ...headers },
  });
  return {
    status: res.statusCode,
    // biome-ignore lint/suspicious/noExplicitAny: tests read replies field by field
    body: res.json() as { error_code: number; message: string; data: any },
  };
}

/** A category and a product with the four prices given (MYR strings), through the back-office. */
export async function createProduct(
  ctx: MallContext,
  input: Partial<Record<string, unknown>> & { stock?: number } = {},
) {
  const category = await call(ctx, ctx.adminToken, 'POST', '/api/admin/mall/categories', {
    name_en: 'Health',
    name_zh: '健康',
    name_ms: 'Kesihatan',
  });
  const product = await call(ctx, ctx.adminToken, 'POST', '/api/admin/mall/products', {
    mall_category_id: category.body.data.id,
    name_en: 'Herbal Tea',
    name_zh: '草本茶',
    name_ms: 'Teh Herba',
    description_en: 'A calming tea.',
    normal_credit: '50.00',
    premium_credit: '40.00',
    normal_cash: '45.00',
    premium_cash: '36.00',
    stock: 20,
    ...input,
  });
  if (product.body.error_code !== 0) throw new Error(JSON.stringify(product.body));
  return { categoryId: category.body.data.id as number, product: product.body.data };
}

/** A member (premium when `premium`) with a token and a remembered security-password check. */
export async function shopper(ctx: MallContext, { premium = false } = {}) {
  const m = await createTestMember(ctx, premium ? { packageId: 3 } : {});
  return { ...m, token: await loginAs(ctx, m.username), secPassword: SEC_PASSWORD };
}

/**
 * A shopper's paid collection order of `quantity` of `product`, its wallet funded with 100.00
 * first: the placed order's id and total.
 */
export async function collectionOrder(
  ctx: MallContext,
  m: Awaited<ReturnType<typeof shopper>>,
  product: { id: number },
  {
    wallet,
    payment,
    quantity,
  }: { wallet: 'point1' | 'point4'; payment: 'cash' | 'credit'; quantity: number },
) {
  await fund(ctx, m.username, wallet, '100.00');
  await call(ctx, m.token, 'POST', '/api/mall/addCart', { mall_product_id: product.id, quantity });
  const points = await call(ctx, m.token, 'GET', '/api/mall/getCollectPoint');
  const placed = await call(
    ctx,
    m.token,
    'POST',
    '/api/mall/checkoutSelfPickup',
    {
      sec_password: m.secPassword,
      payment_type: payment,
      mall_collect_point_id: points.body.data.mall_collect_point[0].id,
    },
    { 'idempotency-key': nextKey() },
  );
  if (placed.body.error_code !== 0) throw new Error(JSON.stringify(placed.body));
  const { order_id, total } = placed.body.data as { order_id: number; total: string };
  return { orderId: order_id, total };
}

export async function balances(ctx: MallContext, memberId: number) {
  const { rows } = await ctx.db.execute<{ wallet: string; balance: string }>(
    sql`SELECT wallet, balance::text FROM accounts WHERE member_id = ${memberId}`,
  );
  return Object.fromEntries(rows.map((r) => [r.wallet, r.balance])) as Record<string, string>;
}

export async function systemBalance(ctx: MallContext, code: string) {
  // A system account keeps no balance row: its balance is the sum of its lines.
  const { rows } = await ctx.db.execute<{ balance: string }>(
    sql`SELECT coalesce(sum(l.amount), 0)::text AS balance
          FROM journal_lines l JOIN accounts a ON a.id = l.account_id WHERE a.code = ${code}`,
  );
  return rows[0].balance;
}
