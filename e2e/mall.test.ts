import { parseMoney } from '@rangkai/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  adminToken,
  api,
  logIn,
  registerMember,
  storedToken,
  text,
  unique,
  waitForText,
} from './support/app';
import { DESKTOP, launchBrowser, PHONE, screenshot } from './support/browser';

/**
 * The member side of the mall at 375 px: the back-office puts a product (with a picture) and a
 * voucher on sale; a member finds it with the header search, adds it to the cart, claims the
 * voucher, saves an address and pays by credit split between point2 and point4; the wallets lose
 * exactly the split the checkout showed; the order is shipped and the member confirms receipt.
 */
const baseUrl = inject('baseUrl');
const PASSWORD = 'Shopper123';
const SEC_PASSWORD = 'Secure555';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let admin: string;
let member: { username: string };
const tag = unique();
const productName = `Kopi Tarik ${tag}`;
const voucherCode = `E2E${tag.toUpperCase()}`.replace(/[^A-Z0-9]/g, '').slice(0, 20);
let productId: number;
let productBody: Record<string, unknown>;

async function adminCall<T>(path: string, body?: unknown) {
  const reply = await api<T>(path, { token: admin, body });
  expect(reply.status, `${path}: ${reply.message}`).toBe(200);
  return reply.data;
}

async function fund(wallet: 'point2' | 'point4', amount: string) {
  await adminCall('/api/admin/wallet/adjust', {
    username: member.username,
    wallet,
    direction: 'credit',
    amount,
    reason: 'e2e mall funding',
  });
}

async function balances(token: string) {
  const reply = await api<{ point2: string; point4: string }>('/api/member/get-member-info', {
    token,
  });
  return { point2: reply.data.point2, point4: reply.data.point4 };
}

const sen = (amount: string) => parseMoney(amount.replace(/[^\d.]/g, '')) ?? -1n;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await adminToken();
  member = await registerMember({
    prefix: 'shop',
    password: PASSWORD,
    sec_password: SEC_PASSWORD,
    fullname: 'Siti Belanja',
    contact_number: '+60125556666',
    group_type: 1,
    address: '8 Jalan Pasar, Kuala Lumpur',
  });
  await fund('point2', '30.00');
  await fund('point4', '500.00');

  const category = await adminCall<{ id: number }>('/api/admin/mall/categories', {
    name_en: `Drinks ${tag}`,
    name_zh: `饮料 ${tag}`,
    name_ms: `Minuman ${tag}`,
  });
  productBody = {
    mall_category_id: category.id,
    name_en: productName,
    name_zh: `拉茶 ${tag}`,
    name_ms: `Kopi Tarik ${tag}`,
    description_en: 'Strong and sweet.\nMade in Ipoh.',
    normal_credit: '80.00',
    premium_credit: '70.00',
    normal_cash: '40.00',
    premium_cash: '35.00',
    stock: 5,
    featured: true,
  };
  const product = await adminCall<{ id: number }>('/api/admin/mall/products', productBody);
  productId = product.id;
  const picture = await sharp({
    create: { width: 800, height: 800, channels: 3, background: { r: 150, g: 90, b: 40 } },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), 'kopi.jpg');
  const uploaded = await fetch(`${baseUrl}/api/admin/mall/products/${productId}/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin}` },
    body: form,
  });
  expect(uploaded.status).toBe(200);
  const now = Date.now();
  await adminCall('/api/admin/mall/vouchers', {
    code: voucherCode,
    name: `Five off ${tag}`,
    discount_type: 'fixed',
    amount: '5.00',
    min_spend: '0',
    starts_at: new Date(now - 3_600_000).toISOString(),
    ends_at: new Date(now + 30 * 86_400_000).toISOString(),
    total_quantity: 10,
    per_member_limit: 1,
  });
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') await screenshot(page, `failed-mall-${ctx.task.name}`);
  await context?.close();
});

describe('mall', () => {
  it('a member searches, buys by credit split over point2 and point4, and confirms receipt', async () => {
    context = await browser.newContext({ baseURL: baseUrl, viewport: PHONE });
    page = await context.newPage();
    await logIn(page, member.username, PASSWORD);
    const token = (await storedToken(page)) as string;
    const before = await balances(token);
    expect(before).toEqual({ point2: '30.00', point4: '500.00' });

    // 1. The dashboard, then the header's search (the phone's search drawer).
    await page.goto('/web/dashboard');
    await page.getByTestId('product-card').first().waitFor();
    await screenshot(page, 'mall-phone-dashboard');
    await page.getByRole('button', { name: text('en', 'common', 'actions.search') }).click();
    await page.getByTestId('product-search').fill(tag);
    await page.getByTestId('product-search').press('Enter');
    await page.waitForURL(`**/web/dashboard?keyword=${tag}`);
    const results = page.getByTestId('search-products');
    const card = results.getByTestId('product-card').filter({ hasText: productName });
    await card.waitFor();
    expect(await results.getByTestId('product-card').count()).toBe(1);
    await screenshot(page, 'mall-phone-search');
    // No match: the empty state.
    await page.goto('/web/dashboard?keyword=zz-nothing-like-this');
    await page.getByTestId('mall-empty').waitFor();
    await page.goBack();

    // 2. Details: picture, prices, stock, description; add two to the cart.
    await card.click();
    await page.waitForURL(`**/web/product/details?id=${productId}`);
    await waitForText(page.getByTestId('product-title'), productName);
    await waitForText(page.getByTestId('product-stock'), '5');
    await page.locator('[data-testid="product-pictures"] img').first().waitFor();
    await screenshot(page, 'mall-phone-details');
    await page.getByTestId('quantity-more').click();
    await page.getByTestId('add-to-cart').click();
    const added = page.getByTestId('message-success');
    await added.waitFor();
    await added.getByRole('button').click();

    // 3. Claim the voucher.
    await page.goto('/web/voucherList');
    const voucher = page.getByTestId('voucher-card').filter({ hasText: voucherCode });
    await voucher.waitFor();
    await screenshot(page, 'mall-phone-vouchers');
    await voucher.getByTestId('voucher-claim').click();
    await page.getByTestId('message-success').getByRole('button').click();
    await page.getByTestId('voucher-tab-claimed').click();
    await page.getByTestId('voucher-card').filter({ hasText: voucherCode }).waitFor();

    // 4. An address (Malaysia: the state is asked for).
    await page.goto('/web/product/create-address');
    await page.getByTestId('address-save').click();
    await page
      .locator('[data-testid="address-form"] .mantine-InputWrapper-error')
      .first()
      .waitFor();
    await page.getByTestId('address-name').fill('Siti Belanja');
    await page.getByTestId('address-phone').fill('+60125556666');
    await page.getByTestId('address-line').fill('8 Jalan Pasar, Taman Maju');
    await page.getByTestId('address-postcode').fill('50000');
    await page.getByTestId('state-select').click();
    await page.getByRole('option').first().click();
    await screenshot(page, 'mall-phone-address-form');
    await page.getByTestId('address-save').click();
    await page.waitForURL('**/web/product/address');
    await page.getByTestId('address-card').first().waitFor();
    await page.getByTestId('message-success').getByRole('button').click();
    await page.getByTestId('address-default').waitFor();
    await screenshot(page, 'mall-phone-address-book');

    // 5. The cart: one line of two, chosen; check out.
    await page.goto('/web/product/cart');
    const line = page.getByTestId('cart-line').filter({ hasText: productName });
    await line.waitFor();
    expect(await line.getByTestId('cart-quantity-input').inputValue()).toBe('2');
    await screenshot(page, 'mall-phone-cart');
    await page.getByTestId('cart-checkout').click();
    await page.waitForURL('**/web/product/checkout?ids=*');

    // 6. Checkout: credit, 20.00 from point2 (the rest from point4), the voucher.
    await page.getByTestId('checkout-quote').waitFor();
    // No voucher chosen yet: no discount line (not "− RM 0.00").
    expect(await page.getByTestId('quote-discount').count()).toBe(0);
    await page.getByTestId('checkout-point2').fill('20.00');
    await page.getByTestId('checkout-voucher-select').click();
    await page
      .getByRole('option')
      .filter({ hasText: `Five off ${tag}` })
      .click();
    await waitForText(page.getByTestId('pay-point2'), '20.00');
    await waitForText(page.getByTestId('quote-discount'), '5.00');
    await page.waitForTimeout(500);
    const payPoint2 = (await page.getByTestId('pay-point2').textContent()) as string;
    const payPoint4 = (await page.getByTestId('pay-point4').textContent()) as string;
    const total = (await page.getByTestId('quote-total').textContent()) as string;
    expect(sen(payPoint2) + sen(payPoint4)).toBe(sen(total));
    expect(sen(payPoint4)).toBeGreaterThan(0n);
    await page.locator('input[name="sec_password"]').fill(SEC_PASSWORD);
    await screenshot(page, 'mall-phone-checkout');
    await page.getByTestId('checkout-submit').click();
    await page.waitForURL('**/web/product/orderDetails?id=*');
    await page.getByTestId('order-details').waitFor();
    const orderId = Number(new URL(page.url()).searchParams.get('id'));
    await screenshot(page, 'mall-phone-order');

    const after = await balances(token);
    expect(sen(before.point2) - sen(after.point2)).toBe(sen(payPoint2));
    expect(sen(before.point4) - sen(after.point4)).toBe(sen(payPoint4));

    // 7. Shipped with a tracking number; the member confirms receipt on the tracking page.
    await adminCall(`/api/admin/orders/${orderId}/action`, {
      action: 'ship',
      tracking_number: `TRK-${tag}`,
      note: 'e2e ship',
    });
    await page.goto(`/web/product/tracking?id=${orderId}`);
    await waitForText(page.getByTestId('tracking-number'), `TRK-${tag}`);
    await page.getByTestId('confirm-receipt').click();
    await page.getByTestId('confirm-receipt-submit').click();
    await page.locator('[data-testid="tracking"][data-status="completed"]').waitFor();
    await screenshot(page, 'mall-phone-received');

    // 8. A cart line that the stock no longer covers is flagged, kept, and not chosen.
    await page.goto(`/web/product/details?id=${productId}`);
    await waitForText(page.getByTestId('product-stock'), '3');
    await page.getByTestId('quantity-more').click();
    await page.getByTestId('quantity-more').click();
    await page.getByTestId('add-to-cart').click();
    await page.getByTestId('message-success').getByRole('button').click();
    const changed = await fetch(`${baseUrl}/api/admin/mall/products/${productId}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...productBody, stock: 1 }),
    });
    expect(changed.status).toBe(200);
    await page.goto('/web/product/cart');
    await page.getByTestId('cart-problem').waitFor();
    expect(await page.getByTestId('cart-choose').isChecked()).toBe(false);
    expect(await page.getByTestId('cart-checkout').isDisabled()).toBe(true);
    await screenshot(page, 'mall-phone-cart-short');
    await page.getByTestId('cart-remove').click();
    await page.getByTestId('cart-empty').waitFor();
  });

  it('shows the catalogue with its banners at 1280 px and a missing product', async () => {
    // A banner from the back-office leads the shop's front page.
    const banner = new FormData();
    for (const [key, value] of Object.entries({
      kind: 'banner',
      title_en: `Mall banner ${tag}`,
      publish_at: new Date(Date.now() - 60_000).toISOString(),
      link_url: '/web/voucherList',
    }))
      banner.set(key, value);
    const picture = await sharp({
      create: { width: 1200, height: 500, channels: 3, background: { r: 200, g: 60, b: 90 } },
    })
      .png()
      .toBuffer();
    banner.set('image', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'b.png');
    const created = await fetch(`${baseUrl}/api/admin/news`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}` },
      body: banner,
    });
    const bannerId = ((await created.json()) as { data: { id: number } }).data.id;

    context = await browser.newContext({ baseURL: baseUrl, viewport: DESKTOP });
    page = await context.newPage();
    await page.goto('/web/dashboard');
    await page.getByTestId('product-card').first().waitFor();
    await page.locator('[data-testid="home-banner"] img').first().waitFor();
    await screenshot(page, 'mall-desktop-dashboard');
    await fetch(`${baseUrl}/api/admin/news/${bannerId}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${admin}` },
    });
    await page.goto('/web/product/details?id=999999');
    await page.getByTestId('product-not-found').waitFor();
    // A visitor adding to the cart goes to the login page, which says why (and comes back).
    await page.goto(`/web/product/details?id=${productId}`);
    await page.getByTestId('add-to-cart').click();
    await page.waitForURL('**/web/sessions/loginPage?**');
    await page.getByTestId('login-reason').waitFor();
  });
});
