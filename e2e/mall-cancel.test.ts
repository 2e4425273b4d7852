import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminToken, api, registerMember, text, unique, waitForText } from './support/app';
import { DESKTOP, launchBrowser, PHONE, screenshot } from './support/browser';

/**
 * Issue 28 (BUSINESS_RULES §13): a member cancels a mall order still processing within its
 * cooling-off period at 375 px (zh and ms): the order shows its last day, the dialog says what
 * comes back, asks a reason and the security password, and the order is cancelled with RM 45.00
 * back in point1. A shipped order the member cancelled waits in the back-office's return queue;
 * an administrator marks it returned (1280 px, en) and the member is refunded.
 */
const baseUrl = inject('baseUrl');
const PASSWORD = 'Buyer1234';
const SEC_PASSWORD = 'Secure777';
const tag = unique();

let browser: Browser;
let context: BrowserContext;
let page: Page;
let admin: string;
let token: string;
let userId: number;
const orders: Record<'zh' | 'ms' | 'return', { order_id: number; ref_no: string }> = {} as never;

async function must<T>(path: string, body?: unknown, as = admin) {
  const reply = await api<T>(path, { token: as, body });
  expect(reply.status, `${path}: ${reply.message}`).toBe(200);
  return reply.data;
}

async function point1() {
  const info = await api<{ point1: string }>('/api/member/get-member-info', { token });
  return info.data.point1;
}

async function placeOrder(productId: number, pointId: number, key: string) {
  await must('/api/mall/addCart', { mall_product_id: productId, quantity: 1 }, token);
  const res = await fetch(`${baseUrl}/api/mall/checkoutSelfPickup`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'idempotency-key': `e2e-mall-cancel-${tag}-${key}`,
    },
    body: JSON.stringify({
      payment_type: 'cash',
      mall_collect_point_id: pointId,
      sec_password: SEC_PASSWORD,
    }),
  });
  const placed = (await res.json()) as { data: { order_id: number; ref_no: string } };
  expect(res.status, JSON.stringify(placed)).toBe(200);
  return placed.data;
}

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await adminToken();
  const member = await registerMember({
    prefix: 'cool',
    password: PASSWORD,
    sec_password: SEC_PASSWORD,
    fullname: 'Aminah Batal',
    contact_number: '+60125558888',
    group_type: 1,
    address: '3 Jalan Tenang, Shah Alam',
  });
  await must('/api/admin/wallet/adjust', {
    username: member.username,
    wallet: 'point1',
    direction: 'credit',
    amount: '200.00',
    reason: 'e2e mall cancel',
  });
  const category = await must<{ id: number }>('/api/admin/mall/categories', {
    name_en: `Honey ${tag}`,
    name_zh: `蜂蜜 ${tag}`,
    name_ms: `Madu ${tag}`,
  });
  const product = await must<{ id: number }>('/api/admin/mall/products', {
    mall_category_id: category.id,
    name_en: `Madu Kelulut ${tag}`,
    name_zh: `无刺蜂蜜 ${tag}`,
    name_ms: `Madu Kelulut ${tag}`,
    normal_credit: '45.00',
    premium_credit: '45.00',
    normal_cash: '45.00',
    premium_cash: '45.00',
    stock: 5,
  });
  const login = await api<{ token: string; user: { id: number } }>('/api/auth/login', {
    body: { username: member.username, password: PASSWORD },
  });
  token = login.data.token;
  userId = login.data.user.id;
  const points = await must<{ mall_collect_point: { id: number }[] }>(
    '/api/mall/getCollectPoint',
    undefined,
    token,
  );
  const pointId = points.mall_collect_point[0].id;
  for (const key of ['zh', 'ms', 'return'] as const)
    orders[key] = await placeOrder(product.id, pointId, key);
  // The third is at the centre when the member cancels it: a return is requested.
  await must(`/api/admin/orders/${orders.return.order_id}/action`, {
    action: 'ready_for_collection',
  });
  const res = await fetch(`${baseUrl}/api/mall/cancelOrder`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'idempotency-key': `e2e-mall-cancel-${tag}-return-request`,
    },
    body: JSON.stringify({
      order_id: orders.return.order_id,
      reason: 'Wrong flavour',
      sec_password: SEC_PASSWORD,
    }),
  });
  const requested = (await res.json()) as { data: { order: { status: string } } };
  expect(res.status, JSON.stringify(requested)).toBe(200);
  expect(requested.data.order.status).toBe('return_requested');
}, 180_000);
afterAll(async () => {
  await browser?.close();
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail')
    await screenshot(page, `failed-mall-cancel-${ctx.task.name}`);
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

describe('cancelling a mall order in its cooling-off period', () => {
  for (const language of ['zh', 'ms'] as const) {
    it(`a member cancels a processing order at 375 px in ${language}`, async () => {
      const order = orders[language];
      const before = BigInt((await point1()).replace('.', ''));
      await open(PHONE, { token, user_id: String(userId), lang: language });
      await page.goto('/web/product/orderHistory?tab=mall');
      const card = page.getByTestId('order-card').filter({ hasText: order.ref_no });
      await card.waitFor({ timeout: 60_000 });
      await card.getByTestId('order-last-day').waitFor();
      expect(await noSideways()).toBe(true);
      await screenshot(page, `mall-cancel-phone-list-${language}`);

      await page.goto(`/web/product/orderDetails?id=${order.order_id}`);
      const period = page.locator('[data-testid="order-cooling-off"][data-state="open"]');
      await period.waitFor({ timeout: 60_000 });
      await waitForText(period, text(language, 'orders', 'cancel.statement'));
      await screenshot(page, `mall-cancel-phone-details-${language}`);

      await period.getByTestId('order-cancel').click();
      const dialog = page.getByTestId('cancel-order-dialog');
      await dialog.getByTestId('cancel-order-form').waitFor();
      await waitForText(dialog.getByTestId('cancel-order-outcome'), 'RM 45.00');
      // Nothing is sent without a reason and the security password.
      await dialog.getByTestId('cancel-order-submit').click();
      await waitForText(
        dialog.getByTestId('cancel-order-form'),
        text(language, 'errors', 'REQUIRED'),
      );
      await dialog.getByTestId('cancel-order-reason').fill('Berubah fikiran / 改变主意');
      await dialog.locator('input[name="sec_password"]').fill('Wrong0000');
      await dialog.getByTestId('cancel-order-submit').click();
      await waitForText(
        dialog.getByTestId('cancel-order-form'),
        text(language, 'errors', 'INCORRECT_SEC_PASSWORD'),
      );
      expect(await noSideways()).toBe(true);
      await screenshot(page, `mall-cancel-phone-dialog-${language}`);

      await dialog.locator('input[name="sec_password"]').fill(SEC_PASSWORD);
      await dialog.getByTestId('cancel-order-submit').click();
      await waitForText(
        page.getByTestId('message-success'),
        text(language, 'orders', 'cancel.success_title'),
      );
      await dialog.getByTestId('cancel-order-form').waitFor({ state: 'detached' });
      await page
        .locator('[data-testid="order-details"][data-status="cancelled"]')
        .waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('order-cancel').count()).toBe(0);
      await screenshot(page, `mall-cancel-phone-cancelled-${language}`);
      const after = BigInt((await point1()).replace('.', ''));
      expect(after - before).toBe(4500n);
    }, 180_000);
  }

  it('an administrator marks a return, and the member is refunded (1280 px)', async () => {
    const order = orders.return;
    const before = BigInt((await point1()).replace('.', ''));
    await open(DESKTOP, { rk_admin_token: admin, lang: 'en' });
    await page.goto('/admin/orders?status=return_requested');
    const row = page.getByTestId('admin-orders-table-row').filter({ hasText: order.ref_no });
    await row.waitFor({ timeout: 60_000 });
    await screenshot(page, 'mall-cancel-admin-return-queue');
    await row.click();
    const detail = page.locator(
      '[data-testid="admin-order-detail"][data-status="return_requested"]',
    );
    await detail.waitFor();
    await waitForText(detail, text('en', 'adminOrders', 'next_step.return_requested').slice(0, 40));
    await page.getByTestId('admin-order-action-mark_returned').click();
    const modal = page.getByTestId('admin-order-action-modal');
    await modal.waitFor();
    await modal.getByTestId('admin-order-note').fill('Parcel back, seal intact');
    await screenshot(page, 'mall-cancel-admin-mark-returned');
    await page.getByTestId('admin-order-confirm').click();
    await modal.waitFor({ state: 'hidden' });
    await page.locator('[data-testid="admin-order-detail"][data-status="returned"]').waitFor();
    await screenshot(page, 'mall-cancel-admin-returned');
    const after = BigInt((await point1()).replace('.', ''));
    expect(after - before).toBe(4500n);
  }, 180_000);
});
