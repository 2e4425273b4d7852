import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminLogin, adminToken, pathname, text, waitForText } from './support/app';
import { DESKTOP, launchBrowser, PHONE, screenshot } from './support/browser';
import { ROOT_PASSWORD } from './support/server';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;

async function api(path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const res = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? (init.body ? 'POST' : 'GET'),
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  // Only the login token is read from `data` here.
  const body = (await res.json()) as { message: string; data: { token: string } };
  return { status: res.status, body };
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  // Leave root usable for the other browser tests, whatever happened here.
  await api('/api/admin/members/1/unsuspend', {
    token: await adminToken(),
    body: { reason: 'e2e clean-up' },
  });
  await browser?.close();
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') await screenshot(page, `failed-admin-${ctx.task.name}`);
  await context?.close();
});

describe('back-office', () => {
  it('keeps members out: a member token gets 403 on admin routes and /admin asks for an admin login', async () => {
    const member = await api('/api/auth/login', {
      body: { username: 'root', password: ROOT_PASSWORD },
    });
    const res = await api('/api/admin/members?q=root', { token: member.body.data.token });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('NO_PERMISSION');

    context = await browser.newContext({ baseURL: baseUrl, viewport: DESKTOP });
    page = await context.newPage();
    await page.goto('/web/sessions/loginPage');
    await page.evaluate((token) => localStorage.setItem('token', token), member.body.data.token);
    await page.goto('/admin/members');
    await page.waitForURL('**/admin/login');
    await page.getByTestId('admin-login-form').waitFor();
    await screenshot(page, 'admin-desktop-login');
  });

  it('finds root, suspends with a reason; the member is refused and the audit log shows it', async () => {
    const member = await api('/api/auth/login', {
      body: { username: 'root', password: ROOT_PASSWORD },
    });
    const rootToken = member.body.data.token as string;
    expect((await api('/api/member/get-member-info', { token: rootToken })).status).toBe(200);

    context = await browser.newContext({ baseURL: baseUrl, viewport: DESKTOP });
    page = await context.newPage();
    await page.goto('/admin');
    await page.waitForURL('**/admin/login');
    await adminLogin(page);
    await page.getByTestId('admin-stat-new_members').waitFor();
    await waitForText(page.getByTestId('admin-header-user'), 'admin');
    expect(await page.evaluate(() => localStorage.getItem('rk_admin_token'))).toBeTruthy();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await screenshot(page, 'admin-desktop-dashboard');

    await page.getByTestId('admin-nav-members').click();
    await page.getByTestId('admin-member-search').fill('root');
    await page.getByTestId('admin-member-search').press('Enter');
    await page.waitForURL('**/admin/members?q=root');
    const link = page.getByTestId('admin-member-link').filter({ hasText: /^root$/ });
    await link.waitFor();
    await screenshot(page, 'admin-desktop-members');
    await link.click();
    await waitForText(page.getByTestId('admin-member-username'), 'root');
    await screenshot(page, 'admin-desktop-member');

    await page.getByTestId('admin-action-suspend').click();
    const modal = page.getByTestId('admin-reason-modal');
    // The reason is mandatory.
    await page.getByTestId('admin-reason-confirm').click();
    await waitForText(modal, text('en', 'admin', 'reason.required'));
    await page.getByTestId('admin-reason-input').fill('E2E: suspected account sharing');
    await screenshot(page, 'admin-desktop-suspend-modal');
    await page.getByTestId('admin-reason-confirm').click();
    await page.locator('[data-testid="admin-member-status"][data-status="suspended"]').waitFor();
    await page.getByTestId('admin-action-unsuspend').waitFor();

    // The member's next request is refused, and so is a new login.
    const next = await api('/api/member/get-member-info', { token: rootToken });
    expect([401, 403]).toContain(next.status);
    const again = await api('/api/auth/login', {
      body: { username: 'root', password: ROOT_PASSWORD },
    });
    expect(again.status).toBe(403);
    expect(again.body.message).toBe('ACCOUNT_SUSPENDED');

    // Success is a notification that does not block the page (issue 24 #7): no dialog to close.
    await page.getByTestId('message-success').first().waitFor();
    await page.getByTestId('admin-reason-confirm').waitFor({ state: 'hidden' });
    await page.getByTestId('admin-nav-audit-log').click();
    await page.waitForURL('**/admin/audit-log');
    const row = page
      .getByTestId('admin-audit-table-row')
      .filter({ hasText: 'E2E: suspected account sharing' });
    await waitForText(row, text('en', 'admin', 'audit.actions.member_suspend'));
    await waitForText(row, 'root');
    await screenshot(page, 'admin-desktop-audit-log');

    // Search narrows it down to the action on root.
    await page.getByTestId('admin-audit-search').fill('account sharing');
    await page.getByTestId('admin-audit-search').press('Enter');
    await page.waitForURL('**/admin/audit-log?q=account+sharing');
    await waitForText(page.getByTestId('admin-total'), '1');

    await page.getByTestId('admin-nav-settings').click();
    await page.getByTestId('admin-setting-usdt_rate').waitFor();
    await screenshot(page, 'admin-desktop-settings');
    await page.getByTestId('admin-nav-admins').click();
    await page.getByTestId('admin-admins-table').waitFor();
    await screenshot(page, 'admin-desktop-admins');

    await page.getByTestId('admin-logout').click();
    await page.waitForURL('**/admin/login');
    expect(await page.evaluate(() => localStorage.getItem('rk_admin_token'))).toBeNull();
  });

  it('is readable on a phone (375 px), in Chinese and English', async () => {
    context = await browser.newContext({ baseURL: baseUrl, viewport: PHONE });
    page = await context.newPage();
    await page.goto('/admin/login');
    await page.evaluate(() => localStorage.setItem('lang', 'zh'));
    await page.reload();
    await waitForText(page.getByTestId('admin-login-form'), text('zh', 'admin', 'login_title'));
    await screenshot(page, 'admin-phone-login');
    await adminLogin(page);
    await page.getByTestId('admin-stat-new_members').waitFor();
    await waitForText(
      page.getByTestId('admin-stat-new_members'),
      text('zh', 'admin', 'dashboard.new_members'),
    );
    // The header switches language (this machine's Chromium may lack CJK fonts: go on in English).
    await page.getByTestId('admin-language-menu').click();
    await page.getByTestId('admin-language-en').click();
    await waitForText(
      page.getByTestId('admin-stat-new_members'),
      text('en', 'admin', 'dashboard.new_members'),
    );
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
    await screenshot(page, 'admin-phone-dashboard');

    await page.getByTestId('admin-nav-toggle').click();
    await page.getByTestId('admin-nav-members').click();
    await page.getByTestId('admin-member-search').fill('root');
    await page.getByTestId('admin-member-search').press('Enter');
    await page.getByTestId('admin-members-table-row').first().waitFor();
    await screenshot(page, 'admin-phone-members');
    await page
      .getByTestId('admin-member-link')
      .filter({ hasText: /^root$/ })
      .click();
    await waitForText(page.getByTestId('admin-member-username'), 'root');
    await screenshot(page, 'admin-phone-member');
    await page.getByTestId('admin-tab-ledger').click();
    await page
      .getByTestId('admin-empty')
      .or(page.getByTestId('admin-ledger-table'))
      .first()
      .waitFor();

    await page.goto('/admin/audit-log');
    await page
      .getByTestId('admin-audit-table-row')
      .or(page.getByTestId('admin-empty'))
      .first()
      .waitFor();
    await screenshot(page, 'admin-phone-audit-log');
    await page.goto('/admin/settings');
    await page.getByTestId('admin-setting-usdt_rate').waitFor();
    await screenshot(page, 'admin-phone-settings');
    expect(await pathname(page)).toBe('/admin/settings');

    // Nothing is wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(overflow).toBeLessThanOrEqual(PHONE.width);
  });

  it('names packages and the business day in the operator’s language (ms, 375 px)', async () => {
    context = await browser.newContext({ baseURL: baseUrl, viewport: PHONE });
    await context.addInitScript(() => localStorage.setItem('lang', 'ms'));
    page = await context.newPage();
    // A day of large package sales: the dashboard's figure as the server would send it.
    await page.route('**/api/admin/dashboard', async (route) => {
      const reply = await route.fetch();
      const body = await reply.json();
      body.data.today.package_sales = '1234567.89';
      await route.fulfill({ response: reply, json: body });
    });
    await page.goto('/admin/login');
    await adminLogin(page);
    await page.getByTestId('admin-stat-new_members').waitFor();
    // Two cards a row on a phone: the amount stays whole, its digits on one line.
    const sales = page.getByTestId('admin-stat-package_sales-value');
    await waitForText(sales, '1,234,567.89');
    const digitLines = await sales.evaluate((el) => {
      const node = el.firstChild as Text;
      const range = document.createRange();
      range.setStart(node, node.data.indexOf('1'));
      range.setEnd(node, node.data.length);
      return new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size;
    });
    expect(digitLines).toBe(1);
    await screenshot(page, 'admin-phone-dashboard-ms');
    // The dashboard's business day as a date in Malay, not "2026-11-28".
    const main = page.locator('main');
    await waitForText(main, 'Hari perniagaan');
    expect(await main.textContent()).not.toMatch(/Hari perniagaan \d{4}-\d{2}-\d{2}/);
    // Root holds Diamond: the member list names it as the member's page does (Berlian).
    await page.goto('/admin/members?q=root');
    const row = page.getByTestId('admin-members-table-row').filter({
      has: page.getByTestId('admin-member-link').filter({ hasText: /^root$/ }),
    });
    await waitForText(row, text('ms', 'common', 'names.packages.diamond'));
    expect(await row.textContent()).not.toContain('Diamond');
    await screenshot(page, 'admin-phone-members-ms');
  });
});
