import { malaysianStates } from '@rangkai/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminToken, api, registerMember, text, unique, waitForText } from './support/app';
import { DESKTOP, launchBrowser, PHONE, screenshot } from './support/browser';

/**
 * Issue 24 #2, #3, #4, #9: a RM 59.00 order with a RM 10.00 voucher, shipped to Sabah and paid
 * from two wallets, reads the same everywhere: the member's order details and tracking at 375 px
 * in en, zh and ms show the voucher (code and discount), shipping, total and each wallet; the
 * completed step's note is translated (not `item_received`); the shipped notice names the order
 * reference; the back-office drawer shows the same money, the sales report counts 49.00 and says
 * what it counts, and the dashboard shows mall sales apart from package sales.
 */
const baseUrl = inject('baseUrl');
const PASSWORD = 'Buyer1234';
const SEC_PASSWORD = 'Secure777';
const SABAH = malaysianStates.findIndex((s) => s.name === 'Sabah') + 1;
const tag = unique();
const voucherCode = `V${tag.toUpperCase()}`.replace(/[^A-Z0-9]/g, '').slice(0, 20);

let browser: Browser;
let context: BrowserContext;
let page: Page;
let admin: string;
let token: string;
let userId: number;
let order: { order_id: number; ref_no: string };

async function must<T>(path: string, body?: unknown, as = admin) {
  const reply = await api<T>(path, { token: as, body });
  expect(reply.status, `${path}: ${reply.message}`).toBe(200);
  return reply.data;
}

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await adminToken();
  const member = await registerMember({
    prefix: 'vouch',
    password: PASSWORD,
    sec_password: SEC_PASSWORD,
    fullname: 'Siti Baucar',
    contact_number: '+60125557777',
    group_type: 1,
    address: '9 Jalan Pantai, Kota Kinabalu',
  });
  for (const [wallet, amount] of [
    ['point2', '30.00'],
    ['point4', '100.00'],
  ])
    await must('/api/admin/wallet/adjust', {
      username: member.username,
      wallet,
      direction: 'credit',
      amount,
      reason: 'e2e order money',
    });
  const category = await must<{ id: number }>('/api/admin/mall/categories', {
    name_en: `Tea ${tag}`,
    name_zh: `茶 ${tag}`,
    name_ms: `Teh ${tag}`,
  });
  const product = await must<{ id: number }>('/api/admin/mall/products', {
    mall_category_id: category.id,
    name_en: `Teh Tarik ${tag}`,
    name_zh: `拉茶 ${tag}`,
    name_ms: `Teh Tarik ${tag}`,
    normal_credit: '59.00',
    premium_credit: '59.00',
    normal_cash: '59.00',
    premium_cash: '59.00',
    stock: 5,
  });
  await must('/api/admin/mall/vouchers', {
    code: voucherCode,
    name: `RM10 off ${tag}`,
    discount_type: 'fixed',
    amount: '10.00',
    min_spend: '50.00',
    starts_at: new Date(Date.now() - 3_600_000).toISOString(),
    ends_at: new Date(Date.now() + 86_400_000).toISOString(),
    total_quantity: 5,
  });

  const login = await api<{ token: string; user: { id: number } }>('/api/auth/login', {
    body: { username: member.username, password: PASSWORD },
  });
  token = login.data.token;
  userId = login.data.user.id;
  const book = await must<{ records: { id: number }[] }>(
    '/api/mall/clientInfoControl',
    {
      action: 'add',
      receiver_name: 'Siti Baucar',
      receiver_phone: '+60125557777',
      address: '9 Jalan Pantai, Kota Kinabalu',
      postcode: '88000',
      state_id: SABAH,
    },
    token,
  );
  const claim = await must<{ member_voucher_id: number }>(
    '/api/mall/claimVoucher',
    { code: voucherCode },
    token,
  );
  await must('/api/mall/addCart', { mall_product_id: product.id, quantity: 1 }, token);
  const res = await fetch(`${baseUrl}/api/mall/checkout`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'idempotency-key': `e2e-order-money-${tag}`,
    },
    body: JSON.stringify({
      payment_type: 'credit',
      point2: '30.00',
      member_voucher_id: claim.member_voucher_id,
      address_id: Math.max(...book.records.map((a) => a.id)),
      sec_password: SEC_PASSWORD,
    }),
  });
  const placed = (await res.json()) as {
    data: { order_id: number; ref_no: string; total: string };
  };
  expect(res.status, JSON.stringify(placed)).toBe(200);
  expect(placed.data.total).toBe('59.00');
  order = placed.data;
  await must(`/api/admin/orders/${order.order_id}/action`, {
    action: 'ship',
    tracking_number: `JNT${tag}`,
  });
  await must('/api/mall/itemReceived', { order_id: order.order_id }, token);
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail')
    await screenshot(page, `failed-order-money-${ctx.task.name}`);
  await context?.close();
});

async function open(viewport: typeof PHONE, storage: Record<string, string>) {
  context = await browser.newContext({
    baseURL: baseUrl,
    viewport,
    storageState: {
      cookies: [],
      origins: [
        {
          origin: baseUrl,
          localStorage: Object.entries(storage).map(([name, value]) => ({ name, value })),
        },
      ],
    },
  });
  page = await context.newPage();
  return page;
}

const noSideways = () =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('an order’s money on every screen', () => {
  for (const language of ['en', 'zh', 'ms']) {
    it(`member screens at 375 px in ${language}`, async () => {
      await open(PHONE, { token, user_id: String(userId), lang: language });
      await page.goto(`/web/product/orderDetails?id=${order.order_id}`);
      await page
        .locator('[data-testid="order-details"][data-status="completed"]')
        .waitFor({ timeout: 60_000 });
      const amounts = page.getByTestId('order-amounts');
      await waitForText(amounts.getByTestId('order-subtotal'), 'RM 59.00');
      await waitForText(amounts.getByTestId('order-discount'), '−RM 10.00');
      await waitForText(amounts, voucherCode);
      await waitForText(amounts.getByTestId('order-shipping'), 'RM 10.00');
      await waitForText(amounts.getByTestId('order-total'), 'RM 59.00');
      await waitForText(amounts.getByTestId('order-paid-point2'), 'RM 30.00');
      await waitForText(amounts.getByTestId('order-paid-point4'), 'RM 29.00');
      await waitForText(amounts, text(language, 'orders', 'payment.point4'));
      const note = page.getByTestId('timeline-note').last();
      await waitForText(note, text(language, 'orders', 'event_note.item_received'));
      expect(await page.locator('body').textContent()).not.toContain('item_received');
      expect(await noSideways()).toBe(true);
      await screenshot(page, `order-money-phone-details-${language}`);

      await page.goto(`/web/product/tracking?id=${order.order_id}`);
      await waitForText(page.getByTestId('order-discount'), '−RM 10.00');
      expect(await noSideways()).toBe(true);
      await screenshot(page, `order-money-phone-tracking-${language}`);

      await page.goto('/web/notification');
      const shipped = page.getByTestId('notification-body').filter({ hasText: order.ref_no });
      await shipped.first().waitFor();
      expect(await shipped.first().textContent()).not.toMatch(new RegExp(`#${order.order_id}\\b`));
      await screenshot(page, `order-money-phone-notice-${language}`);
    }, 180_000);
  }

  it('back-office drawer, sales report and dashboard at 1280 px', async () => {
    await open(DESKTOP, { rk_admin_token: admin, lang: 'en' });
    await page.goto(`/admin/orders?order=${order.order_id}`);
    const drawer = page.getByTestId('admin-order-detail');
    // The back-office bundle loads first (slow on a busy 2-core runner).
    await drawer.waitFor({ timeout: 60_000 });
    await waitForText(drawer.getByTestId('order-discount'), '−RM 10.00');
    await waitForText(drawer, voucherCode);
    await waitForText(drawer.getByTestId('order-paid-point2'), 'RM 30.00');
    await waitForText(
      drawer.getByTestId('admin-order-note').last(),
      text('en', 'orders', 'event_note.item_received'),
    );
    await screenshot(page, 'order-money-admin-drawer');

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' }).format(
      new Date(),
    );
    await page.goto(`/admin/mall/sales?from=${today}&to=${today}`);
    const row = page
      .getByTestId('admin-mall-sales-table')
      .locator('tr')
      .filter({ hasText: `Teh Tarik ${tag}` });
    await waitForText(row, '49.00');
    await waitForText(row, '59.00');
    // The day as a date in the reader's language (it read 2026-11-28).
    const day = new Intl.DateTimeFormat('en', { timeZone: 'UTC', dateStyle: 'medium' }).format(
      new Date(`${today}T00:00:00Z`),
    );
    await waitForText(row, day);
    expect(await row.first().textContent()).not.toContain(today);
    await waitForText(
      page.getByTestId('admin-mall-sales-page'),
      text('en', 'adminMall', 'sales.subtitle'),
    );
    await screenshot(page, 'order-money-admin-sales');

    await page.goto('/admin');
    await page.getByTestId('admin-stat-mall_sales').waitFor({ timeout: 60_000 });
    await waitForText(
      page.getByTestId('admin-stat-mall_sales-hint'),
      text('en', 'admin', 'dashboard.mall_sales_hint'),
    );
    await page.getByTestId('admin-stat-package_sales-hint').waitFor();
    await page.getByTestId('admin-chart-mall-sales').waitFor();
    expect(await noSideways()).toBe(true);
    await screenshot(page, 'order-money-admin-dashboard');
  }, 180_000);
});
