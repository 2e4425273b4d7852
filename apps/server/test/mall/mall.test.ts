import fs from 'node:fs';
import path from 'node:path';
import { malaysianStates } from '@rangkai/shared';
import { count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  cartItems,
  mallProducts,
  memberAddresses,
  memberVouchers,
  orders,
} from '../../src/db/schema/index.js';
import { verifyLedger } from '../../src/features/wallet/verify-ledger.js';
import { fund, multipart } from '../helpers.js';
import {
  balances,
  call,
  createMallTestApp,
  createProduct,
  type MallContext,
  nextKey,
  shopper,
  systemBalance,
} from './support.js';

const SABAH = malaysianStates.findIndex((s) => s.name === 'Sabah') + 1;
const SELANGOR = malaysianStates.findIndex((s) => s.name === 'Selangor') + 1;

let ctx: MallContext;
beforeAll(async () => {
  ctx = await createMallTestApp();
});
afterAll(() => ctx.close());

const minutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();
type Shopper = Awaited<ReturnType<typeof shopper>>;

async function address(m: Shopper, stateId = SELANGOR, extra: Record<string, unknown> = {}) {
  const res = await call(ctx, m.token, 'POST', '/api/mall/clientInfoControl', {
    action: 'add',
    receiver_name: 'Ali',
    receiver_phone: '+60 12-345 6789',
    address: '1 Jalan Test',
    postcode: '50000',
    state_id: stateId,
    ...extra,
  });
  expect(res.body.error_code, JSON.stringify(res.body)).toBe(0);
  return Math.max(...res.body.data.records.map((a: { id: number }) => a.id));
}

const checkout = (m: Shopper, body: Record<string, unknown>, key = nextKey()) =>
  call(
    ctx,
    m.token,
    'POST',
    '/api/mall/checkout',
    { sec_password: m.secPassword, ...body },
    {
      'idempotency-key': key,
    },
  );

describe('catalogue', () => {
  it('shows each viewer their prices and finds products by any name, any case, any accents', async () => {
    const { product, categoryId } = await createProduct(ctx, {
      name_en: 'Café Latte Premium',
      name_zh: '拿铁咖啡',
      name_ms: 'Kopi Latte',
    });
    const premium = await shopper(ctx, { premium: true });
    const normal = await shopper(ctx);

    const asVisitor = await call(
      ctx,
      null,
      'GET',
      `/api/mall/getProductDetail?mall_product_id=${product.id}`,
    );
    expect(asVisitor.body.data).toMatchObject({
      product_name: 'Café Latte Premium',
      product_name_cn: '拿铁咖啡',
      price: {
        normal_credit: '50.00',
        premium_credit: '40.00',
        normal_cash: '45.00',
        premium_cash: '36.00',
      },
      my_price: { credit: '50.00', cash: '45.00' },
      premium: false,
      description: 'A calming tea.',
      category_name: 'Health',
    });
    const asPremium = await call(
      ctx,
      premium.token,
      'GET',
      `/api/mall/getProductDetail?mall_product_id=${product.id}&language=zh`,
    );
    expect(asPremium.body.data).toMatchObject({
      name: '拿铁咖啡',
      my_price: { credit: '40.00', cash: '36.00' },
      premium: true,
    });
    const asNormal = await call(
      ctx,
      normal.token,
      'GET',
      `/api/mall/getProductDetail?mall_product_id=${product.id}`,
    );
    expect(asNormal.body.data.my_price).toEqual({ credit: '50.00', cash: '45.00' });

    for (const keyword of ['cafe', 'CAFÉ lat', 'kopi', '拿铁', 'atte prem']) {
      const found = await call(
        ctx,
        null,
        'GET',
        `/api/mall/getProduct?keyword=${encodeURIComponent(keyword)}`,
      );
      expect(
        found.body.data.records.map((p: { id: number }) => p.id),
        keyword,
      ).toContain(product.id);
    }
    const none = await call(
      ctx,
      null,
      'GET',
      `/api/mall/getProduct?keyword=${encodeURIComponent('100%_')}`,
    );
    expect(none.body.data).toMatchObject({ records: [], total: 0, page: 1 });
    const byCategory = await call(
      ctx,
      null,
      'GET',
      `/api/mall/getProduct?mall_category_id=${categoryId}`,
    );
    expect(byCategory.body.data.records.map((p: { id: number }) => p.id)).toEqual([product.id]);
    const categories = await call(ctx, null, 'GET', '/api/mall/getCategory?language=ms');
    expect(categories.body.data.records).toContainEqual(
      expect.objectContaining({ id: categoryId, name: 'Kesihatan', product_count: 1 }),
    );

    // A withdrawn product is gone from the shop.
    await call(ctx, ctx.adminToken, 'PUT', `/api/admin/mall/products/${product.id}`, {
      ...productBody(categoryId),
      active: false,
    });
    const gone = await call(
      ctx,
      null,
      'GET',
      `/api/mall/getProductDetail?mall_product_id=${product.id}`,
    );
    expect(gone).toMatchObject({ status: 404, body: { message: 'NO_PRODUCT_MATCH' } });
    const search = await call(ctx, null, 'GET', '/api/mall/getProduct?keyword=kopi');
    expect(search.body.data.records.map((p: { id: number }) => p.id)).not.toContain(product.id);
  });

  it('keeps product pictures as public WebP sizes; refuses a file that is not a picture', async () => {
    const { product } = await createProduct(ctx);
    const photo = await sharp({
      create: { width: 1600, height: 1600, channels: 3, background: '#4a7' },
    })
      .png()
      .toBuffer();
    const upload = async (bytes: Buffer) => {
      const form = multipart({}, { image: { name: 'p.png', type: 'image/png', bytes } });
      return ctx.app.inject({
        method: 'POST',
        url: `/api/admin/mall/products/${product.id}/images`,
        headers: { authorization: `Bearer ${ctx.adminToken}`, ...form.headers },
        payload: form.payload,
      });
    };
    const first = (await upload(photo)).json();
    const second = (await upload(photo)).json();
    const images = second.data.product_image_path;
    expect(images).toHaveLength(2);
    expect(images[0].public_image_path).toBe(first.data.product_image_path[0].public_image_path);
    const thumb = await ctx.app.inject({ url: images[0].thumb_image_path });
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 480 });

    const dir = path.join(ctx.config.publicDir, 'products');
    const files = fs.readdirSync(dir).length;
    const bad = await upload(Buffer.from('GIF89a not really'));
    expect(bad.json()).toMatchObject({ data: { image: 'VALIDATION_ERROR' } });
    expect(fs.readdirSync(dir)).toHaveLength(files);

    const reordered = await call(
      ctx,
      ctx.adminToken,
      'PUT',
      `/api/admin/mall/products/${product.id}/images`,
      {
        image_ids: [images[1].id, images[0].id],
      },
    );
    expect(reordered.body.data.product_image_path.map((i: { id: number }) => i.id)).toEqual([
      images[1].id,
      images[0].id,
    ]);
    const removed = await call(
      ctx,
      ctx.adminToken,
      'DELETE',
      `/api/admin/mall/products/${product.id}/images/${images[0].id}`,
    );
    expect(removed.body.data.product_image_path).toHaveLength(1);
    expect((await ctx.app.inject({ url: images[0].public_image_path })).statusCode).toBe(404);
  });
});

function productBody(categoryId: number) {
  return {
    mall_category_id: categoryId,
    name_en: 'Herbal Tea',
    normal_credit: '50.00',
    premium_credit: '40.00',
    normal_cash: '45.00',
    premium_cash: '36.00',
    stock: 20,
  };
}

describe('cart and address book', () => {
  it('keeps the cart on the server, never above the stock, and flags lines that cannot be bought', async () => {
    const { product, categoryId } = await createProduct(ctx, { stock: 5 });
    const m = await shopper(ctx);
    const zero = await call(ctx, m.token, 'POST', '/api/mall/addCart', {
      mall_product_id: product.id,
      quantity: 0,
    });
    expect(zero.body).toMatchObject({
      message: 'QUANTITY_REQUIRED',
      data: { quantity: 'QUANTITY_REQUIRED' },
    });
    const add = await call(ctx, m.token, 'POST', '/api/mall/addCart', {
      mall_product_id: product.id,
      quantity: 3,
    });
    expect(add.body.data).toMatchObject({
      count: 3,
      subtotal_credit: '150.00',
      subtotal_cash: '135.00',
    });
    const tooMany = await call(ctx, m.token, 'POST', '/api/mall/addCart', {
      mall_product_id: product.id,
      quantity: 3,
    });
    expect(tooMany.body.message).toBe('OUT_OF_STOCK');
    const missing = await call(ctx, m.token, 'POST', '/api/mall/addCart', {
      mall_product_id: 999_999,
      quantity: 1,
    });
    expect(missing.body.message).toBe('NO_PRODUCT_MATCH');

    // Stock falls below the line: the line stays, flagged, out of the subtotal.
    await call(ctx, ctx.adminToken, 'PUT', `/api/admin/mall/products/${product.id}`, {
      ...productBody(categoryId),
      stock: 2,
    });
    const short = await call(ctx, m.token, 'GET', '/api/mall/getCart');
    expect(short.body.data.lines[0]).toMatchObject({
      quantity: 3,
      stock: 2,
      problem: 'short_of_stock',
    });
    expect(short.body.data.subtotal_credit).toBe('0.00');
    await call(ctx, ctx.adminToken, 'PUT', `/api/admin/mall/products/${product.id}`, {
      ...productBody(categoryId),
      active: false,
    });
    const unavailable = await call(ctx, m.token, 'GET', '/api/mall/getCart');
    expect(unavailable.body.data.lines[0].problem).toBe('unavailable');

    const removed = await call(ctx, m.token, 'POST', '/api/mall/removeCart', {
      mall_product_id: product.id,
    });
    expect(removed.body.data).toMatchObject({ lines: [], count: 0 });
  });

  it('address book: a Malaysian address needs a state; one default; another member’s address is not theirs', async () => {
    const m = await shopper(ctx);
    const other = await shopper(ctx);
    const noState = await call(ctx, m.token, 'POST', '/api/mall/clientInfoControl', {
      action: 'add',
      receiver_name: 'A',
      receiver_phone: '0123456789',
      address: 'x',
      postcode: '50000',
    });
    expect(noState.body).toMatchObject({ message: 'REQUIRED', data: { state_id: 'REQUIRED' } });
    const badPhone = await call(ctx, m.token, 'POST', '/api/mall/clientInfoControl', {
      action: 'add',
      receiver_name: 'A',
      receiver_phone: 'call me',
      address: 'x',
      postcode: '50000',
      state_id: 1,
    });
    expect(badPhone.body.data).toMatchObject({ receiver_phone: 'VALIDATION_ERROR' });
    const first = await address(m);
    const second = await address(m, SABAH, { is_default: true });
    let book = (await call(ctx, m.token, 'GET', '/api/mall/getClientInfo')).body.data.records;
    expect(book.map((a: { id: number; is_default: boolean }) => [a.id, a.is_default])).toEqual([
      [second, true],
      [first, false],
    ]);
    expect(book[0]).toMatchObject({ state_name: 'Sabah', area: 'East', country_id: 2 });

    const before = await ctx.db.select().from(memberAddresses).where(eq(memberAddresses.id, first));
    for (const action of [
      {
        action: 'edit',
        id: first,
        receiver_name: 'X',
        receiver_phone: '0123456789',
        address: 'y',
        postcode: '1234',
        state_id: 1,
      },
      { action: 'delete', id: first },
      { action: 'default', id: first },
    ]) {
      const res = await call(ctx, other.token, 'POST', '/api/mall/clientInfoControl', action);
      expect(res.status).toBe(404);
    }
    expect(
      await ctx.db.select().from(memberAddresses).where(eq(memberAddresses.id, first)),
    ).toEqual(before);
    expect(
      (await call(ctx, other.token, 'GET', '/api/mall/getClientInfo')).body.data.records,
    ).toEqual([]);

    // Deleting the default makes the next one the default.
    await call(ctx, m.token, 'POST', '/api/mall/clientInfoControl', {
      action: 'delete',
      id: second,
    });
    book = (await call(ctx, m.token, 'GET', '/api/mall/getClientInfo')).body.data.records;
    expect(book).toEqual([expect.objectContaining({ id: first, is_default: true })]);
  });
});

describe('vouchers', () => {
  it('claims within quantity and per-member limits; only running vouchers', async () => {
    const created = await call(ctx, ctx.adminToken, 'POST', '/api/admin/mall/vouchers', {
      code: 'tenoff',
      name: 'RM10 off',
      discount_type: 'fixed',
      amount: '10.00',
      min_spend: '30.00',
      starts_at: minutes(-10),
      ends_at: minutes(60),
      total_quantity: 2,
      per_member_limit: 1,
    });
    expect(created.body.data).toMatchObject({ code: 'TENOFF', remaining: 2, claimed: 0 });
    const future = await call(ctx, ctx.adminToken, 'POST', '/api/admin/mall/vouchers', {
      code: 'LATER',
      name: 'Later',
      discount_type: 'percent',
      percent: 10,
      starts_at: minutes(60),
      ends_at: minutes(120),
      total_quantity: 5,
    });
    const [a, b, c] = [await shopper(ctx), await shopper(ctx), await shopper(ctx)];
    const available = await call(ctx, a.token, 'GET', '/api/mall/getVoucher');
    const codes = available.body.data.records.map((v: { code: string }) => v.code);
    expect(codes).toContain('TENOFF');
    expect(codes).not.toContain('LATER');
    expect(
      (
        await call(ctx, a.token, 'POST', '/api/mall/claimVoucher', {
          voucher_id: future.body.data.id,
        })
      ).body.message,
    ).toBe('VOUCHER_NOT_VALID');

    const claimed = await call(ctx, a.token, 'POST', '/api/mall/claimVoucher', { code: 'tenoff' });
    expect(claimed.body.data).toMatchObject({ status: 'claimed', remaining: 1 });
    expect(
      (await call(ctx, a.token, 'POST', '/api/mall/claimVoucher', { code: 'TENOFF' })).body.message,
    ).toBe('VOUCHER_LIMIT_REACHED');
    expect(
      (await call(ctx, b.token, 'POST', '/api/mall/claimVoucher', { code: 'TENOFF' })).body
        .error_code,
    ).toBe(0);
    expect(
      (await call(ctx, c.token, 'POST', '/api/mall/claimVoucher', { code: 'TENOFF' })).body.message,
    ).toBe('VOUCHER_SOLD_OUT');
    // Claimed up to the limit: no longer offered to this member.
    const left = await call(ctx, a.token, 'GET', '/api/mall/getVoucher');
    expect(left.body.data.records.map((v: { code: string }) => v.code)).not.toContain('TENOFF');
    const mine = await call(ctx, a.token, 'GET', '/api/mall/getVoucher?status=claimed');
    expect(mine.body.data.records).toEqual([
      expect.objectContaining({
        code: 'TENOFF',
        member_voucher_id: claimed.body.data.member_voucher_id,
      }),
    ]);
  });
});

describe('checkout', () => {
  it('charges exactly what the quote showed, split point2 then point4, with voucher and East shipping; cancel returns every sen', async () => {
    const { product } = await createProduct(ctx, { stock: 10 });
    const m = await shopper(ctx, { premium: true });
    await fund(ctx, m.username, 'point2', '30.00');
    await fund(ctx, m.username, 'point4', '200.00');
    const sabah = await address(m, SABAH);
    await call(ctx, ctx.adminToken, 'POST', '/api/admin/mall/vouchers', {
      code: 'PCT25',
      name: '25% off, max RM15',
      discount_type: 'percent',
      percent: 25,
      max_discount: '15.00',
      min_spend: '50.00',
      starts_at: minutes(-1),
      ends_at: minutes(60),
      total_quantity: 10,
    });
    const claim = (await call(ctx, m.token, 'POST', '/api/mall/claimVoucher', { code: 'PCT25' }))
      .body.data;
    await call(ctx, m.token, 'POST', '/api/mall/addCart', {
      mall_product_id: product.id,
      quantity: 3,
    });

    const body = {
      payment_type: 'credit',
      member_voucher_id: claim.member_voucher_id,
      address_id: sabah,
    };
    const quote = await call(ctx, m.token, 'POST', '/api/mall/caclculatePay', body);
    // Premium credit 40.00 × 3 = 120.00; 25 % = 30.00 capped at 15.00; Sabah ships for 10.00.
    expect(quote.body.data).toMatchObject({
      subtotal: '120.00',
      discount: '15.00',
      shipping_fee: '10.00',
      total: '115.00',
      pay: { point1: '0.00', point2: '30.00', point4: '85.00' },
      sufficient: true,
    });
    const revenueBefore = BigInt(await systemBalance(ctx, 'company_revenue'));
    const shippingBefore = BigInt(await systemBalance(ctx, 'shipping'));

    const key = nextKey();
    const placed = await checkout(m, body, key);
    expect(placed.body, JSON.stringify(placed.body)).toMatchObject({
      error_code: 0,
      data: { total: '115.00', pay: quote.body.data.pay },
    });
    const replay = await checkout(m, body, key);
    expect(replay.body.data.order_id).toBe(placed.body.data.order_id);
    expect(await balances(ctx, m.id)).toMatchObject({ point2: '0', point4: '11500' });
    expect(BigInt(await systemBalance(ctx, 'company_revenue')) - revenueBefore).toBe(10_500n);
    expect(BigInt(await systemBalance(ctx, 'shipping')) - shippingBefore).toBe(1_000n);
    const [p] = await ctx.db.select().from(mallProducts).where(eq(mallProducts.id, product.id));
    expect([p.stock, p.sold]).toEqual([7, 3]);
    expect(await ctx.db.select().from(cartItems).where(eq(cartItems.memberId, m.id))).toEqual([]);
    const used = await call(ctx, m.token, 'GET', '/api/mall/getVoucher?status=used');
    expect(used.body.data.records).toHaveLength(1);
    const order = await call(
      ctx,
      m.token,
      'GET',
      `/api/mall/getOrderDetail?order_id=${placed.body.data.order_id}`,
    );
    expect(order.body.data).toMatchObject({
      order_type: 'mall',
      status: 'processing',
      total_amount: '115.00',
      shipping_fee: '10.00',
    });

    // Another member may neither read the order nor confirm its receipt; nothing changes.
    const outsider = await shopper(ctx);
    const orderId = placed.body.data.order_id;
    const peek = await call(
      ctx,
      outsider.token,
      'GET',
      `/api/mall/getOrderDetail?order_id=${orderId}`,
    );
    expect(peek).toMatchObject({ status: 403, body: { message: 'NO_PERMISSION' } });
    const receive = await call(ctx, outsider.token, 'POST', '/api/mall/itemReceived', {
      order_id: orderId,
    });
    expect(receive.status).toBeGreaterThanOrEqual(400);
    expect(receive.status).toBeLessThan(500);
    const history = await call(
      ctx,
      outsider.token,
      'GET',
      '/api/mall/getOrderHistory?order_type=mall',
    );
    expect(history.body.data.records).toEqual([]);
    const [unchanged] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
    expect(unchanged.status).toBe('processing');

    // Cancelled by the back-office: every sen back where it came from, stock back, voucher back.
    const noReason = await call(
      ctx,
      ctx.adminToken,
      'POST',
      `/api/admin/orders/${placed.body.data.order_id}/action`,
      { action: 'cancel' },
    );
    expect(noReason.body.data).toMatchObject({ note: 'REQUIRED' });
    const cancelled = await call(
      ctx,
      ctx.adminToken,
      'POST',
      `/api/admin/orders/${placed.body.data.order_id}/action`,
      {
        action: 'cancel',
        note: 'customer asked',
      },
    );
    expect(cancelled.body.data.status).toBe('cancelled');
    expect(await balances(ctx, m.id)).toMatchObject({ point2: '3000', point4: '20000' });
    expect(BigInt(await systemBalance(ctx, 'company_revenue'))).toBe(revenueBefore);
    expect(BigInt(await systemBalance(ctx, 'shipping'))).toBe(shippingBefore);
    const [restocked] = await ctx.db
      .select()
      .from(mallProducts)
      .where(eq(mallProducts.id, product.id));
    expect([restocked.stock, restocked.sold]).toEqual([10, 0]);
    const back = await call(ctx, m.token, 'GET', '/api/mall/getVoucher?status=claimed');
    expect(back.body.data.records.map((v: { code: string }) => v.code)).toContain('PCT25');
    const again = await call(
      ctx,
      ctx.adminToken,
      'POST',
      `/api/admin/orders/${placed.body.data.order_id}/action`,
      {
        action: 'cancel',
        note: 'twice',
      },
    );
    expect(again.body.message).toBe('INVALID_STATE');
    expect((await verifyLedger(ctx.db)).ok).toBe(true);
  });

  it('refuses what it cannot do and changes nothing', async () => {
    const { product } = await createProduct(ctx, { stock: 2 });
    const m = await shopper(ctx);
    const other = await shopper(ctx);
    await fund(ctx, m.username, 'point1', '40.00');
    await fund(ctx, m.username, 'point4', '10.00');
    const home = await address(m);
    const theirs = await address(other);
    await call(ctx, ctx.adminToken, 'POST', '/api/admin/mall/vouchers', {
      code: 'BIG',
      name: 'Min 500',
      discount_type: 'fixed',
      amount: '5.00',
      min_spend: '500.00',
      starts_at: minutes(-1),
      ends_at: minutes(60),
      total_quantity: 10,
    });
    const big = (await call(ctx, m.token, 'POST', '/api/mall/claimVoucher', { code: 'BIG' })).body
      .data;
    const otherClaim = (
      await call(ctx, other.token, 'POST', '/api/mall/claimVoucher', { code: 'BIG' })
    ).body.data;
    expect((await checkout(m, { payment_type: 'cash', address_id: home })).body.message).toBe(
      'CART_EMPTY',
    );
    await call(ctx, m.token, 'POST', '/api/mall/addCart', {
      mall_product_id: product.id,
      quantity: 1,
    });

    const snapshot = async () => ({
      balances: await balances(ctx, m.id),
      orders: (await ctx.db.select({ n: count() }).from(orders))[0].n,
      stock: (await ctx.db.select().from(mallProducts).where(eq(mallProducts.id, product.id)))[0]
        .stock,
      claims: await ctx.db.select().from(memberVouchers).where(eq(memberVouchers.memberId, m.id)),
      cart: await ctx.db.select().from(cartItems).where(eq(cartItems.memberId, m.id)),
    });
    const before = await snapshot();
    const cases: [Record<string, unknown>, string][] = [
      [{ payment_type: 'credit', address_id: home }, 'INSUFFICIAN_BALANCE'], // 50.00 credit, 10.00 in point4
      [
        { payment_type: 'cash', address_id: home, sec_password: 'Wrong1234' },
        'INCORRECT_SEC_PASSWORD',
      ],
      [{ payment_type: 'cash', address_id: theirs }, 'NOT_FOUND'],
      [{ payment_type: 'cash' }, 'REQUIRED'],
      [
        { payment_type: 'cash', address_id: home, member_voucher_id: big.member_voucher_id },
        'VOUCHER_MIN_SPEND',
      ],
      [
        { payment_type: 'cash', address_id: home, member_voucher_id: otherClaim.member_voucher_id },
        'VOUCHER_NOT_VALID',
      ],
      [{ payment_type: 'credit', address_id: home, point2: '60.00' }, 'INCORRECT_AMOUNT'],
      [{ payment_type: 'cash', address_id: home, point2: '1.00' }, 'VALIDATION_ERROR'],
      [{ payment_type: 'cash', address_id: home, mall_product_ids: [999] }, 'NO_PRODUCT_MATCH'],
      [{ payment_type: 'bitcoin', address_id: home }, 'VALIDATION_ERROR'],
    ];
    for (const [body, code] of cases) {
      const res = await checkout(m, body);
      expect(res.body.message, JSON.stringify(body)).toBe(code);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    // Out of stock between adding and paying.
    await ctx.db.update(mallProducts).set({ stock: 0 }).where(eq(mallProducts.id, product.id));
    expect((await checkout(m, { payment_type: 'cash', address_id: home })).body.message).toBe(
      'OUT_OF_STOCK',
    );
    await ctx.db.update(mallProducts).set({ stock: 2 }).where(eq(mallProducts.id, product.id));
    expect(await snapshot()).toEqual(before);

    // Cash at the normal price, West Malaysia (no shipping): 45.00, more than point1's 40.00.
    const quote = await call(ctx, m.token, 'POST', '/api/mall/caclculatePay', {
      payment_type: 'cash',
      address_id: home,
    });
    expect(quote.body.data).toMatchObject({
      total: '45.00',
      shipping_fee: '0.00',
      pay: { point1: '45.00' },
      sufficient: false,
    });
    expect((await checkout(m, { payment_type: 'cash', address_id: home })).body.message).toBe(
      'INSUFFICIAN_BALANCE',
    );
    expect(await snapshot()).toEqual(before);
  });

  it('self pickup costs no shipping; the audit names the order', async () => {
    const { product } = await createProduct(ctx, { stock: 3 });
    const m = await shopper(ctx);
    await fund(ctx, m.username, 'point1', '100.00');
    await call(ctx, m.token, 'POST', '/api/mall/addCart', {
      mall_product_id: product.id,
      quantity: 2,
    });
    const points = await call(ctx, m.token, 'GET', '/api/mall/getCollectPoint');
    const pointId = points.body.data.mall_collect_point[0].id;
    const res = await call(
      ctx,
      m.token,
      'POST',
      '/api/mall/checkoutSelfPickup',
      {
        payment_type: 'cash',
        mall_collect_point_id: pointId,
        sec_password: m.secPassword,
      },
      { 'idempotency-key': nextKey() },
    );
    expect(res.body.data).toMatchObject({ total: '90.00', shipping_fee: '0.00' });
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(
        sql`${auditLog.action} = 'mall.checkout' AND ${auditLog.targetId} = ${String(res.body.data.order_id)}`,
      );
    expect(audit).toMatchObject({ actorType: 'member', memberId: m.id });
  });
});

describe('rate limits', () => {
  it('count per session, so members behind one address do not throttle each other', async () => {
    const { product } = await createProduct(ctx, { stock: 999 });
    const [a, b] = [await shopper(ctx), await shopper(ctx)];
    const add = (m: Shopper) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/mall/addCart',
        payload: { mall_product_id: product.id, quantity: 1 },
        headers: { authorization: `Bearer ${m.token}` },
        remoteAddress: '100.64.0.7', // one carrier-grade NAT address for both
      });
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++) statuses.push((await add(a)).statusCode);
    expect(statuses.slice(0, 120).every((s) => s === 200)).toBe(true);
    expect(statuses[120]).toBe(429);
    expect((await add(b)).statusCode).toBe(200);
  });
});

describe('back-office', () => {
  it('members and support cannot change the catalogue or vouchers; nothing changes', async () => {
    const { product, categoryId } = await createProduct(ctx);
    const m = await shopper(ctx);
    const before = await ctx.db.select().from(mallProducts).where(eq(mallProducts.id, product.id));
    for (const token of [m.token, ctx.supportToken]) {
      for (const [method, url, body] of [
        ['POST', '/api/admin/mall/categories', { name_en: 'X' }],
        ['PUT', `/api/admin/mall/products/${product.id}`, { ...productBody(categoryId), stock: 0 }],
        [
          'POST',
          '/api/admin/mall/vouchers',
          {
            code: 'HACK',
            name: 'x',
            discount_type: 'fixed',
            amount: '99.00',
            starts_at: minutes(0),
            ends_at: minutes(9),
            total_quantity: 9,
          },
        ],
      ] as const) {
        const res = await call(ctx, token, method, url, body);
        expect([401, 403]).toContain(res.status);
      }
    }
    expect(await ctx.db.select().from(mallProducts).where(eq(mallProducts.id, product.id))).toEqual(
      before,
    );
    const sales = await call(
      ctx,
      ctx.supportToken,
      'GET',
      '/api/admin/mall/sales?from=2026-01-01&to=2030-12-31',
    );
    expect(sales.body.error_code).toBe(0);
  });
});
