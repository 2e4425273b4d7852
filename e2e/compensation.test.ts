import type { AdminBonusClosesReply, BonusRecord, SalesSummary } from '@rangkai/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Scenario } from '../apps/server/src/features/simulate/index.js';
import { fillLogin, scrollHomeToSales, waitForText } from './support/app';
import { DESKTOP, launchBrowser, PHONE, screenshot } from './support/browser';
import { type ScenarioServer, startScenarioServer } from './support/scenario-server';
import { ADMIN_PASSWORD } from './support/server';

/**
 * The daily close from the back-office. The shared test server runs on today's clock, so its
 * purchases cannot be closed (today has not ended): this file prepares its own database — two
 * past business dates, the first closed, the second left open — and its own server on it, with
 * the scheduler off. An admin closes the open date from the page; the member paid a pairing bonus
 * that day then finds it in their records and sales figures.
 */

/** The business date `daysAgo` days before today in Asia/Kuala_Lumpur (UTC+8, no DST). */
const businessDate = (daysAgo: number) =>
  new Date(Date.now() + 8 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);

const firstDay = businessDate(3);
const lastDay = businessDate(2);
const yesterday = businessDate(1);

/**
 * Root (Diamond) sponsors alice and bob (Gold, 1,000 BV each) on either leg on the first day:
 * root's pairing 100. On the last day alice sponsors carol and dave (Silver, 300 BV) on her two
 * legs: at the close alice matches 300 and earns a pairing bonus of 30 (root, level 1: 3).
 */
const scenario: Scenario = {
  days: [
    {
      date: firstDay,
      events: [
        { type: 'join', username: 'alice', sponsor: 'root', leg: 1, package_id: 3 },
        { type: 'join', username: 'bob', sponsor: 'root', leg: 2, package_id: 3 },
      ],
    },
    {
      date: lastDay,
      events: [
        { type: 'join', username: 'carol', sponsor: 'alice', leg: 1, package_id: 2 },
        { type: 'join', username: 'dave', sponsor: 'alice', leg: 2, package_id: 2 },
      ],
    },
  ],
};
/** The simulator's password for the members it creates. */
const MEMBER_PASSWORD = 'simulator';

let server: ScenarioServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const call = <T>(path: string, init: { token?: string; body?: unknown } = {}) =>
  server.call<T>(path, init);
const token = (path: string, username: string, password: string) =>
  server.login(username, password, path);

beforeAll(async () => {
  server = await startScenarioServer('close', scenario, { leaveLastDayOpen: true });
  // The first date is closed (root's pairing), the last one is still open.
  expect(server.result.bonuses).toContainEqual(
    expect.objectContaining({ date: firstDay, username: 'root', type: 'pairing' }),
  );
  expect(server.result.bonuses.filter((b) => b.date === lastDay && b.type === 'pairing')).toEqual(
    [],
  );
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') await screenshot(page, `failed-close-${ctx.task.name}`);
  await context?.close();
});

async function openConsole(viewport: typeof PHONE) {
  context = await browser.newContext({ baseURL: server.baseUrl, viewport });
  page = await context.newPage();
  await page.goto('/admin/login');
  const form = page.getByTestId('admin-login-form');
  await form.locator('input[name="username"]').fill('admin');
  await form.locator('input[name="password"]').fill(ADMIN_PASSWORD);
  await form.locator('button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}

/** The row (a card on a phone) of a business date, found by its status badge. */
const rowOf = (date: string) =>
  page
    .getByTestId('admin-closes-table-row')
    .filter({ has: page.locator(`[data-testid="admin-close-status"][data-date="${date}"]`) });

describe('daily close from the back-office', () => {
  it('offers only the oldest waiting date, refuses a later one, closes the oldest at 375 px', async () => {
    await openConsole(PHONE);
    await page.getByTestId('admin-nav-toggle').click();
    await page.getByTestId('admin-nav-bonus-closes').click();
    await page.waitForURL('**/admin/bonus-closes');
    await page.getByTestId('admin-closes-pending').waitFor();
    await rowOf(lastDay).locator('[data-status="pending"]').waitFor();
    await rowOf(firstDay).locator('[data-status="closed"]').waitFor();
    await waitForText(page.getByTestId('admin-closes-total-pairing'), '100.00');
    await screenshot(page, 'admin-phone-closes');

    // Yesterday (no purchases) waits behind the last day: even in a range that starts at it, the
    // page offers to close only the oldest waiting date, and the server refuses yesterday.
    await page.goto(`/admin/bonus-closes?from=${yesterday}`);
    await rowOf(yesterday).locator('[data-status="pending"]').waitFor();
    expect(await rowOf(yesterday).getByTestId('admin-close-now').count()).toBe(0);
    await page.getByTestId('admin-closes-pending').waitFor();
    await screenshot(page, 'admin-phone-close-refused');
    const adminToken = await token('/api/admin/auth/login', 'admin', ADMIN_PASSWORD);
    const refused = await call('/api/admin/bonus-closes/close', {
      token: adminToken,
      body: { date: yesterday },
    });
    expect(refused).toMatchObject({ status: 409, message: 'INVALID_STATE' });

    // The oldest waiting date closes; the list refreshes with its figures.
    await page.goto('/admin/bonus-closes');
    await rowOf(lastDay).getByTestId('admin-close-now').click();
    const modal = page.getByTestId('admin-close-modal');
    await waitForText(modal, '600.00');
    await page.getByTestId('admin-close-confirm').click();
    await modal.waitFor({ state: 'hidden' });
    // The close's result is a notification that does not block the page (issue 24 #7).
    await waitForText(page.getByTestId('message-success').first(), 'pairing RM 30.00');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await rowOf(lastDay).locator('[data-status="closed"]').waitFor();
    await waitForText(rowOf(lastDay), 'Admin · admin');
    await waitForText(page.getByTestId('admin-closes-total-pairing'), '130.00');
    // Yesterday is next now, and the only date left waiting.
    await rowOf(yesterday).getByTestId('admin-close-now').waitFor();
    await screenshot(page, 'admin-phone-closed');

    const admin = await token('/api/admin/auth/login', 'admin', ADMIN_PASSWORD);
    const closes = await call<AdminBonusClosesReply>('/api/admin/bonus-closes', { token: admin });
    expect(closes.data.pending).toEqual([yesterday]);
    expect(closes.data.records.find((d) => d.business_date === lastDay)).toMatchObject({
      status: 'closed',
      trigger: 'admin',
      triggered_by: 'admin',
      sales: '600.00',
      pairing: '30.00',
      level: '3.00',
    });
  });

  it('shows the range figures and charts on a laptop', async () => {
    await openConsole(DESKTOP);
    await page.goto(`/admin/bonus-closes?from=${firstDay}&to=${lastDay}`);
    await page.getByTestId('admin-closes-ratio-chart').locator('svg').first().waitFor();
    await page.getByTestId('admin-closes-bonus-chart').locator('svg').first().waitFor();
    await waitForText(page.getByTestId('admin-closes-total-sales'), '2,600.00');
    await waitForText(page.getByTestId('admin-closes-total-pairing'), '130.00');
    // Yesterday still waits: the banner says so whatever the range.
    await waitForText(page.getByTestId('admin-closes-pending'), '1 business date');
    await screenshot(page, 'admin-desktop-closes');
  });

  it('pays the member: the pairing bonus in their records, their sales figures', async () => {
    const member = await token('/api/auth/login', 'alice', MEMBER_PASSWORD);
    const bonuses = await call<{ records: BonusRecord[]; totals: Record<string, string> }>(
      '/api/record/bonus-record?bonus=pairing',
      { token: member },
    );
    expect(bonuses.data.records).toEqual([
      expect.objectContaining({ bonus_type: 'pairing', business_date: lastDay, amount: '30.00' }),
    ]);
    expect(bonuses.data.totals.pairing).toBe('30.00');
    const sales = await call<SalesSummary>('/api/record/sales', { token: member });
    expect(sales.data).toMatchObject({
      last_close_date: lastDay,
      total_left: '300.00',
      total_right: '300.00',
      small_group: '300.00',
      carry_left: '0.00',
      carry_right: '0.00',
    });
    expect(sales.data.bonus_totals.pairing).toBe('30.00');

    // The member screens: sales figures on the home page, the pairing bonus in the records.
    context = await browser.newContext({ baseURL: server.baseUrl, viewport: PHONE });
    page = await context.newPage();
    await page.goto('/web/sessions/loginPage');
    await fillLogin(page, 'alice', MEMBER_PASSWORD);
    await page.waitForURL('**/web/dataDisplay');
    await scrollHomeToSales(page);
    const figure = (testId: string) => page.getByTestId(testId).getByTestId('stat-value');
    await waitForText(figure('sales-left'), '300.00');
    await waitForText(figure('sales-right'), '300.00');
    await waitForText(figure('sales-small'), '300.00');
    await waitForText(figure('sales-bonus-pairing'), '30.00');
    await screenshot(page, 'member-phone-home-after-close');

    await page.getByTestId('sales-bonus-pairing').click();
    await page.waitForURL('**/web/bonus/bonusRecord?bonus=pairing');
    const record = page.locator('[data-testid="bonus-record"][data-type="pairing"]');
    await waitForText(record, '30.00');
    expect(await record.count()).toBe(1);
    await screenshot(page, 'member-phone-pairing-record');
  });
});
