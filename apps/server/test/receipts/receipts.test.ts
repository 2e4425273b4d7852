import { malaysianStates } from '@rangkai/shared';
import { sql } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestMember,
  fund,
  loginAs,
  ROOT_PASSWORD,
  SEC_PASSWORD,
} from '../helpers.js';
import {
  call,
  createMallTestApp,
  createProduct,
  type MallContext,
  nextKey,
  shopper,
} from '../mall/support.js';

/**
 * Receipts (issue 26; BUSINESS_RULES §12, §13): a PDF for the buyer and the back-office with the
 * company, the receipt number, the member, the items, subtotal, voucher, shipping, total, the
 * wallets that paid and, for a package, the cooling-off statement. Read back with a PDF parser.
 */

const SABAH = malaysianStates.findIndex((s) => s.name === 'Sabah') + 1;
const minutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

let ctx: MallContext;
beforeAll(async () => {
  ctx = await createMallTestApp();
  for (const [key, value] of Object.entries({
    company_name: 'Kedai Rangkai Sdn Bhd',
    company_reg_no: '202401234567 (1550001-A)',
  })) {
    const res = await call(ctx, ctx.adminToken, 'PUT', `/api/admin/settings/${key}`, { value });
    expect(res.body.error_code, JSON.stringify(res.body)).toBe(0);
  }
});
afterAll(() => ctx.close());

/** Fetches a receipt; on success its PDF's text, one line per text line. */
async function receipt(url: string, token: string) {
  const res = await ctx.app.inject({ url, headers: bearer(token) });
  if (res.statusCode !== 200) return { status: res.statusCode, body: res.json(), text: '' };
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toMatch(/^inline; filename="receipt-R-[\w-]+\.pdf"$/);
  expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  const parser = new PDFParse({ data: new Uint8Array(res.rawPayload) });
  const { text } = await parser.getText();
  await parser.destroy();
  return {
    status: 200,
    body: null,
    text: text.replace(/[ \t]+/g, ' '),
    disposition: res.headers['content-disposition'],
  };
}

/** The amount printed on the line that starts with `label`. */
function amountOn(text: string, label: string) {
  const line = text.split('\n').find((l) => l.trim().startsWith(label));
  return line?.match(/-?RM [\d,]+\.\d{2}$/)?.[0] ?? null;
}

const rm = (amount: string) => `RM ${amount}`;

async function counts() {
  const { rows } = await ctx.db.execute<{ n: string }>(
    sql`SELECT (SELECT count(*) FROM orders) || '/' || (SELECT count(*) FROM journals) || '/' || (SELECT count(*) FROM audit_log) AS n`,
  );
  return rows[0].n;
}

describe('the receipt of a mall order', () => {
  let order: { order_id: number; ref_no: string };
  let buyer: Awaited<ReturnType<typeof shopper>>;

  beforeAll(async () => {
    const { product } = await createProduct(ctx, { normal_credit: '59.00', stock: 10 });
    await call(ctx, ctx.adminToken, 'POST', '/api/admin/mall/vouchers', {
      code: 'SAVE10',
      name: 'RM10 off',
      discount_type: 'fixed',
      amount: '10.00',
      min_spend: '50.00',
      starts_at: minutes(-1),
      ends_at: minutes(60),
      total_quantity: 10,
    });
    buyer = await shopper(ctx);
    await fund(ctx, buyer.username, 'point2', '30.00');
    await fund(ctx, buyer.username, 'point4', '100.00');
    const claimed = await call(ctx, buyer.token, 'POST', '/api/mall/claimVoucher', {
      code: 'SAVE10',
    });
    const address = await call(ctx, buyer.token, 'POST', '/api/mall/clientInfoControl', {
      action: 'add',
      receiver_name: 'Siti',
      receiver_phone: '+60 12-345 6789',
      address: '1 Jalan Pantai',
      postcode: '88000',
      state_id: SABAH,
    });
    await call(ctx, buyer.token, 'POST', '/api/mall/addCart', {
      mall_product_id: product.id,
      quantity: 1,
    });
    const placed = await call(
      ctx,
      buyer.token,
      'POST',
      '/api/mall/checkout',
      {
        sec_password: buyer.secPassword,
        payment_type: 'credit',
        point2: '30.00',
        member_voucher_id: claimed.body.data.member_voucher_id,
        address_id: address.body.data.records[0].id,
      },
      { 'idempotency-key': nextKey() },
    );
    expect(placed.body.error_code, JSON.stringify(placed.body)).toBe(0);
    order = placed.body.data;
  });

  it('gives the buyer a PDF with everything a receipt shows, in the order detail’s amounts', async () => {
    const got = await receipt(`/api/mall/receipt?order_id=${order.order_id}`, buyer.token);
    expect(got.status).toBe(200);
    expect(got.disposition).toBe(`inline; filename="receipt-R-${order.ref_no}.pdf"`);
    const { text } = got;
    for (const expected of [
      'Kedai Rangkai Sdn Bhd',
      '202401234567 (1550001-A)',
      `R-${order.ref_no}`,
      buyer.username,
      `Test ${buyer.username}`,
      'Herbal Tea',
      '草本茶', // the Chinese name, in the embedded CJK font
      'Voucher SAVE10',
    ])
      expect(text).toContain(expected);
    // A mall order has its own cooling-off period too (BUSINESS_RULES §13, issue 28).
    expect(text).toContain('THIS CONTRACT IS SUBJECT TO A COOLING-OFF PERIOD OF TEN WORKING DAYS');
    expect(text).toContain('Last day to cancel');

    // The same figures as the order detail API, line by line.
    const detail = (
      await call(ctx, buyer.token, 'GET', `/api/mall/getOrderDetail?order_id=${order.order_id}`)
    ).body.data;
    expect(detail).toMatchObject({ subtotal: '59.00', discount: '10.00', total_amount: '59.00' });
    expect(amountOn(text, 'Subtotal')).toBe(rm(detail.subtotal));
    expect(amountOn(text, `Voucher ${detail.voucher_code}`)).toBe(`-${rm(detail.discount)}`);
    expect(amountOn(text, 'Shipping')).toBe(rm(detail.shipping_fee));
    expect(amountOn(text, 'Total')).toBe(rm(detail.total_amount));
    expect(amountOn(text, 'From Redemption wallet')).toBe(rm(detail.paid.point2));
    expect(amountOn(text, 'From Repurchase wallet')).toBe(rm(detail.paid.point4));
    expect(detail.paid).toMatchObject({ point2: '30.00', point4: '29.00' });
    expect(text).not.toContain('From Cash wallet');
    // One line per item: name, quantity, unit price, line total.
    expect(text).toMatch(/Herbal Tea\s+草本茶\s+1\s+RM 59\.00\s+RM 59\.00/);
  });

  it("prints its words in the reader's language (Malay by its spec code `my`, Chinese), amounts alike", async () => {
    const url = `/api/mall/receipt?order_id=${order.order_id}`;
    const malay = (await receipt(`${url}&language=my`, buyer.token)).text;
    expect(malay).toContain(`No. Resit: R-${order.ref_no}`);
    expect(amountOn(malay, 'Jumlah kecil')).toBe('RM 59.00');
    expect(amountOn(malay, 'Baucar SAVE10')).toBe('-RM 10.00');
    expect(amountOn(malay, 'Daripada Dompet penebusan')).toBe('RM 30.00');
    expect(malay).not.toContain('Subtotal');
    const chinese = (await receipt(`${url}&language=zh`, buyer.token)).text;
    expect(chinese).toContain(`收据编号: R-${order.ref_no}`);
    expect(amountOn(chinese, '小计')).toBe('RM 59.00');
    expect(amountOn(chinese, '来自复购钱包')).toBe('RM 29.00');
    // A language it is not printed in: English.
    const other = (await receipt(`${url}&language=th`, buyer.token)).text;
    expect(amountOn(other, 'Subtotal')).toBe('RM 59.00');
    const office = await receipt(
      `/api/admin/orders/${order.order_id}/receipt?language=ms`,
      ctx.adminToken,
    );
    expect(amountOn(office.text, 'Jumlah keseluruhan')).toBe('RM 59.00');
  });

  it('refuses an outsider and the sponsor (who may view the order) alike, and changes nothing', async () => {
    const before = await counts();
    const outsider = await shopper(ctx);
    const root = await loginAs(ctx, 'root', ROOT_PASSWORD);
    // The sponsor sees the order's details, but the receipt is the buyer's.
    const viewed = await call(
      ctx,
      root,
      'GET',
      `/api/mall/getOrderDetail?order_id=${order.order_id}`,
    );
    expect(viewed.body.error_code).toBe(0);
    for (const token of [outsider.token, root]) {
      const got = await receipt(`/api/mall/receipt?order_id=${order.order_id}`, token);
      expect(got.status).toBe(403);
      expect(got.body).toMatchObject({
        message: 'NO_PERMISSION',
        data: { order_id: 'NO_PERMISSION' },
      });
    }
    // An order that does not exist is refused the same way: nothing tells it apart.
    const missing = await receipt('/api/mall/receipt?order_id=999999', buyer.token);
    expect(missing).toMatchObject({ status: 403, body: { data: { order_id: 'NO_PERMISSION' } } });
    expect(await counts()).toBe(before);
  });

  it('names the field of a bad id, and asks for a token', async () => {
    for (const bad of ['abc', '0', '-1', '1.5', '']) {
      const got = await receipt(`/api/mall/receipt?order_id=${bad}`, buyer.token);
      expect(got.status, bad).toBe(400);
      expect(got.body.data, bad).toHaveProperty('order_id');
    }
    const missing = await receipt('/api/mall/receipt', buyer.token);
    expect(missing.status).toBe(400);
    expect(missing.body.data).toHaveProperty('order_id');
    const anonymous = await ctx.app.inject({ url: `/api/mall/receipt?order_id=${order.order_id}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('gives operators (admin and support) any order’s receipt; an unknown order is NOT_FOUND', async () => {
    for (const token of [ctx.adminToken, ctx.supportToken]) {
      const got = await receipt(`/api/admin/orders/${order.order_id}/receipt`, token);
      expect(got.status).toBe(200);
      expect(got.text).toContain(`R-${order.ref_no}`);
      expect(amountOn(got.text, 'Total')).toBe('RM 59.00');
    }
    const missing = await receipt('/api/admin/orders/999999/receipt', ctx.adminToken);
    expect(missing).toMatchObject({ status: 404, body: { message: 'NOT_FOUND' } });
    const bad = await receipt('/api/admin/orders/abc/receipt', ctx.adminToken);
    expect(bad.status).toBe(400);
    expect(bad.body.data).toHaveProperty('id');
    // A member token is not an operator's.
    const member = await receipt(`/api/admin/orders/${order.order_id}/receipt`, buyer.token);
    expect(member).toMatchObject({ status: 403, body: { message: 'NO_PERMISSION' } });
  });
});

describe('the receipt of a package purchase', () => {
  let member: { id: number; username: string; token: string };
  let purchase: { id: number; order: { id: number; ref_no: string } };

  beforeAll(async () => {
    const m = await createTestMember(ctx, { stateId: SABAH, area: 'East', packageId: 2 });
    member = { ...m, token: await loginAs(ctx, m.username) };
    await fund(ctx, m.username, 'point3', '1000.00');
    const res = await call(
      ctx,
      member.token,
      'POST',
      '/api/package/upgrade-package',
      {
        sec_password: SEC_PASSWORD,
        pay_type: 'point3',
        user_group_id: 3,
        self_pickup: 0,
        state: SABAH,
      },
      { 'idempotency-key': nextKey() },
    );
    expect(res.body.error_code, JSON.stringify(res.body)).toBe(0);
    purchase = res.body.data.user_package;
  });

  it('gives the buyer the purchase with the wallet that paid and the cooling-off statement', async () => {
    const got = await receipt(`/api/package/receipt?user_package_id=${purchase.id}`, member.token);
    expect(got.status).toBe(200);
    const { text } = got;
    for (const expected of [
      'Kedai Rangkai Sdn Bhd',
      '202401234567 (1550001-A)',
      `R-${purchase.order.ref_no}`,
      member.username,
      'Gold',
      'Upgrade from Silver',
      'THIS CONTRACT IS SUBJECT TO A COOLING-OFF PERIOD OF TEN WORKING DAYS',
    ])
      expect(text).toContain(expected);
    expect(amountOn(text, 'Subtotal')).toBe('RM 700.00');
    expect(amountOn(text, 'Shipping')).toBe('RM 10.00');
    expect(amountOn(text, 'Total')).toBe('RM 710.00');
    expect(amountOn(text, 'From Register wallet')).toBe('RM 710.00');
    expect(text).not.toContain('Voucher');

    // Its starter-kit order's receipt is the same document, and the statement follows the setting.
    const changed = await call(
      ctx,
      ctx.adminToken,
      'PUT',
      '/api/admin/settings/cooling_off_statement',
      {
        value: 'You may cancel within ten working days.',
      },
    );
    expect(changed.body.error_code).toBe(0);
    const viaOrder = await receipt(`/api/mall/receipt?order_id=${purchase.order.id}`, member.token);
    expect(viaOrder.status).toBe(200);
    expect(viaOrder.text).toContain(`R-${purchase.order.ref_no}`);
    expect(viaOrder.text).toContain('You may cancel within ten working days.');
    expect(amountOn(viaOrder.text, 'Total')).toBe('RM 710.00');
  });

  it('refuses another member with a stable code on the field, and changes nothing', async () => {
    const before = await counts();
    const outsider = await shopper(ctx);
    for (const id of [purchase.id, 999999]) {
      const got = await receipt(`/api/package/receipt?user_package_id=${id}`, outsider.token);
      expect(got).toMatchObject({
        status: 403,
        body: { message: 'NO_PERMISSION', data: { user_package_id: 'NO_PERMISSION' } },
      });
    }
    const bad = await receipt('/api/package/receipt?user_package_id=x', member.token);
    expect(bad.status).toBe(400);
    expect(bad.body.data).toHaveProperty('user_package_id');
    expect(await counts()).toBe(before);
  });

  it('gives operators any purchase’s receipt; an unknown one is NOT_FOUND', async () => {
    for (const token of [ctx.adminToken, ctx.supportToken]) {
      const got = await receipt(`/api/admin/user-packages/${purchase.id}/receipt`, token);
      expect(got.status).toBe(200);
      expect(got.text).toContain(`R-${purchase.order.ref_no}`);
      expect(amountOn(got.text, 'Total')).toBe('RM 710.00');
    }
    const missing = await receipt('/api/admin/user-packages/999999/receipt', ctx.adminToken);
    expect(missing).toMatchObject({ status: 404, body: { message: 'NOT_FOUND' } });
  });
});

describe('the receipt of a registration paid by the registrant', () => {
  it('goes to the member who paid and to the new member, naming both; not to the sponsor’s upline', async () => {
    const r = await createTestMember(ctx, { packageId: 3 });
    const registrant = { ...r, token: await loginAs(ctx, r.username) };
    await fund(ctx, r.username, 'point3', '1000.00');
    const checked = await call(ctx, registrant.token, 'POST', '/api/member/checkSecPwd', {
      sec_password: SEC_PASSWORD,
    });
    expect(checked.body.error_code).toBe(0);
    const username = `nb${Date.now().toString(36)}`;
    const registered = await call(
      ctx,
      registrant.token,
      'POST',
      '/api/member/register-member',
      {
        username,
        fullname: `New ${username}`,
        ic: `IC${Math.floor(Math.random() * 1e10)}`,
        contact_number: '+60123456789',
        email: `${username}@example.test`,
        country_id: 2,
        ref_id: r.username,
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
      },
      { 'idempotency-key': nextKey() },
    );
    expect(registered.body.error_code, JSON.stringify(registered.body)).toBe(0);
    const { user_package: purchase } = registered.body.data;
    const newToken = await loginAs(ctx, username, 'NewMember1');
    for (const token of [registrant.token, newToken]) {
      const got = await receipt(`/api/package/receipt?user_package_id=${purchase.id}`, token);
      expect(got.status).toBe(200);
      expect(got.text).toContain(`Member: ${username}`);
      expect(got.text).toContain(`Paid by: ${r.username} · Test ${r.username}`);
      expect(amountOn(got.text, 'Total')).toBe('RM 310.00');
      expect(amountOn(got.text, 'From Register wallet')).toBe('RM 310.00');
    }
    // Root sponsors the registrant: it sees the purchase among its downline's, but gets no receipt.
    const root = await loginAs(ctx, 'root', ROOT_PASSWORD);
    const refused = await receipt(`/api/package/receipt?user_package_id=${purchase.id}`, root);
    expect(refused).toMatchObject({
      status: 403,
      body: { data: { user_package_id: 'NO_PERMISSION' } },
    });
  });
});
