import { malaysianStates } from '@rangkai/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminToken, api, registerMember, text, waitForText } from './support/app';
import { DESKTOP, launchBrowser, PHONE, screenshot } from './support/browser';

/**
 * Issue 26, receipts: the member's order details and package records and the back-office order
 * drawer each have a "Receipt" button that fetches the PDF with the right token and opens it —
 * at 375 px (en, zh, ms) without sideways scrolling, and at 1280 px in the back-office.
 */
const baseUrl = inject('baseUrl');
const PASSWORD = 'Buyer1234';
const SEC_PASSWORD = 'Secure777';
const SABAH = malaysianStates.findIndex((s) => s.name === 'Sabah') + 1;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let admin: string;
let token: string;
let userId: number;
let order: { id: number; ref_no: string };

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await adminToken();
  const member = await registerMember({
    prefix: 'rcpt',
    password: PASSWORD,
    sec_password: SEC_PASSWORD,
    fullname: 'Tan Resit',
    contact_number: '+60125550026',
    group_type: 1,
    address: '26 Jalan Resit, Kota Kinabalu',
  });
  const funded = await api('/api/admin/wallet/adjust', {
    token: admin,
    body: {
      username: member.username,
      wallet: 'point3',
      direction: 'credit',
      amount: '400.00',
      reason: 'e2e receipts',
    },
  });
  expect(funded.status, funded.message).toBe(200);
  const login = await api<{ token: string; user: { id: number } }>('/api/auth/login', {
    body: { username: member.username, password: PASSWORD },
  });
  token = login.data.token;
  userId = login.data.user.id;
  const bought = await api<{ order: { id: number; ref_no: string } }>(
    '/api/package/upgrade-package',
    {
      token,
      body: {
        sec_password: SEC_PASSWORD,
        user_group_id: 2,
        self_pickup: 0,
        state: SABAH,
        receiver_fullname: 'Tan Resit',
        receiver_phone: '+60125550026',
        address: '26 Jalan Resit, Kota Kinabalu',
        postcode: '88000',
      },
    },
  );
  expect(bought.status, bought.message).toBe(200);
  order = bought.data.order;
}, 180_000);
afterAll(async () => {
  await browser?.close();
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') await screenshot(page, `failed-receipts-${ctx.task.name}`);
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
          localStorage: Object.entries({
            // The announcements popup was dismissed for today (it would cover the button).
            'rangkai.news_popup_day': String(new Date().getDate()),
            ...storage,
          }).map(([name, value]) => ({ name, value })),
        },
      ],
    },
  });
  page = await context.newPage();
}

const noSideways = () =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/**
 * Taps the receipt button: the PDF comes back to the page and a tab opens for it; asked in the
 * page's language when one is given (its words are printed in it).
 */
async function tapReceipt(testId: string, path: RegExp, language?: string) {
  const reply = page.waitForResponse((r) => path.test(new URL(r.url()).pathname));
  const tab = context.waitForEvent('page');
  await page.getByTestId(testId).first().click();
  const res = await reply;
  expect(res.status()).toBe(200);
  if (language) expect(new URL(res.url()).searchParams.get('language')).toBe(language);
  expect(res.headers()['content-type']).toBe('application/pdf');
  const opened = await tab;
  await expect.poll(() => opened.url(), { timeout: 15_000 }).toMatch(/^blob:/);
  await opened.close();
  expect(await page.getByTestId(`${testId}-failed`).count()).toBe(0);
}

describe('receipt buttons', () => {
  for (const language of ['en', 'zh', 'ms']) {
    it(`member: order details and package record at 375 px in ${language}`, async () => {
      await open(PHONE, { token, user_id: String(userId), lang: language });
      await page.goto(`/web/product/orderDetails?id=${order.id}`);
      const button = page.getByTestId('order-receipt');
      await button.waitFor({ timeout: 60_000 });
      await waitForText(button, text(language, 'common', 'receipt.button'));
      expect(await noSideways()).toBe(true);
      await screenshot(page, `receipts-phone-order-${language}`);
      await tapReceipt('order-receipt', /^\/api\/mall\/receipt$/, language);

      await page.goto('/web/record/allRecord?type=upgrade');
      await page.getByTestId('package-receipt').first().waitFor({ timeout: 30_000 });
      expect(await noSideways()).toBe(true);
      await screenshot(page, `receipts-phone-package-${language}`);
      await tapReceipt('package-receipt', /^\/api\/package\/receipt$/, language);
    }, 180_000);
  }

  for (const [name, viewport] of [
    ['375 px', PHONE],
    ['1280 px', DESKTOP],
  ] as const) {
    it(`back-office order drawer at ${name}`, async () => {
      await open(viewport, { rk_admin_token: admin, lang: 'en' });
      await page.goto(`/admin/orders?status=all&order=${order.id}`);
      const button = page.getByTestId('admin-order-receipt');
      // The back-office bundle loads first (slow on a busy 2-core runner).
      await button.waitFor({ timeout: 60_000 });
      expect(await noSideways()).toBe(true);
      await screenshot(page, `receipts-admin-drawer-${viewport.width}`);
      await tapReceipt('admin-order-receipt', /^\/api\/admin\/orders\/\d+\/receipt$/);
    }, 180_000);
  }
});
