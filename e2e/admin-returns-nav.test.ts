import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminLogin } from './support/app';
import { launchBrowser, PHONE, screenshot } from './support/browser';

/**
 * The back-office's "Returns" entry leads to the orders filtered on return requested (BUSINESS_RULES
 * §13): at 375 px it is the entry shown active there, and Orders is not; on the orders of another
 * filter it is Orders again.
 */
const baseUrl = inject('baseUrl');
const RETURNS = 'admin-nav-orders?status=return_requested';
const ORDERS = 'admin-nav-orders';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail')
    await screenshot(page, `failed-returns-nav-${ctx.task.name}`);
  await context?.close();
});

/** Opens the phone's menu and says which of Orders and Returns is shown active. */
async function lit() {
  await page.getByTestId('admin-nav-toggle').click();
  const returns = page.getByTestId(RETURNS);
  await returns.waitFor();
  const state = {
    returns: await returns.getAttribute('data-active'),
    orders: await page.getByTestId(ORDERS).getAttribute('data-active'),
  };
  return state;
}

describe('the Returns entry of the back-office menu', () => {
  it('is active on the return queue and Orders is not (375 px)', async () => {
    context = await browser.newContext({ baseURL: baseUrl, viewport: PHONE });
    page = await context.newPage();
    await page.goto('/admin/login');
    await adminLogin(page);
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));

    await page.getByTestId('admin-nav-toggle').click();
    await page.getByTestId(RETURNS).click();
    await page.waitForURL('**/admin/orders?status=return_requested');
    expect(await lit()).toEqual({ returns: 'true', orders: null });
    await screenshot(page, 'admin-phone-returns-nav');

    await page.getByTestId(ORDERS).click();
    await page.waitForURL(
      (url) => url.pathname === '/admin/orders' && !url.search.includes('return'),
    );
    expect(await lit()).toEqual({ returns: null, orders: 'true' });

    await page.goto('/admin/orders?status=completed');
    expect(await lit()).toEqual({ returns: null, orders: 'true' });
  });
});
