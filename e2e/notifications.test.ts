import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  adminLogin,
  adminToken,
  api,
  logIn,
  registerMember,
  text,
  waitForText,
} from './support/app';
import { DESKTOP, launchBrowser, PHONE, screenshot } from './support/browser';

/**
 * Notifications: an operator writes to one member from the back-office; another member sends them
 * points. The member sees the unread badge in the header at 375 px, reads one, then all.
 */
const baseUrl = inject('baseUrl');
const PASSWORD = 'Notice123';
const SEC_PASSWORD = 'Secure999';

let browser: Browser;
let context: BrowserContext;
let page: Page;

const newMember = (prefix: string) =>
  registerMember({
    prefix,
    password: PASSWORD,
    sec_password: SEC_PASSWORD,
    fullname: 'Notice Tester',
    contact_number: '+60125556666',
    group_type: 2,
    address: '9 Jalan Berita, Kuala Lumpur',
  });

async function newPage(viewport = PHONE) {
  context = await browser.newContext({ baseURL: baseUrl, viewport });
  page = await context.newPage();
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail')
    await screenshot(page, `failed-notifications-${ctx.task.name}`);
  await context?.close();
});

describe('notifications', () => {
  it('an operator message and a transfer reach the member, who reads them at 375 px', async () => {
    const [reader, sender] = [await newMember('ntc'), await newMember('nts')];

    // The operator writes to the reader alone.
    await newPage(DESKTOP);
    await page.goto('/admin/login');
    await adminLogin(page);
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await page.goto('/admin/notifications');
    const form = page.getByTestId('admin-notification-form');
    await form.waitFor();
    await page
      .getByTestId('admin-notification-audience')
      .getByText(text('en', 'adminNotifications', 'form.one'))
      .click();
    await page.getByTestId('admin-notification-member').fill(reader.username);
    await page.getByTestId('admin-notification-title').fill('Parcel ready');
    await page.getByTestId('admin-notification-body').fill('Your starter kit waits at the centre.');
    await page.getByTestId('admin-notification-submit').click();
    await waitForText(page.getByTestId('admin-notification-recipients'), reader.username);
    await page.getByTestId('admin-notification-send').click();
    await page.getByTestId('admin-notification-done').waitFor();
    await screenshot(page, 'notifications-desktop-admin-sent');
    await context.close();

    // Another member sends the reader 15.00.
    const admin = await adminToken();
    await api('/api/admin/wallet/adjust', {
      token: admin,
      body: {
        username: sender.username,
        wallet: 'point1',
        direction: 'credit',
        amount: '20.00',
        reason: 'e2e notification funding',
      },
    });
    const login = await api<{ token: string }>('/api/auth/login', {
      body: { username: sender.username, password: PASSWORD },
    });
    const sent = await api('/api/wallet/wallet-transafer', {
      token: login.data.token,
      body: {
        transfer_type: 'point1',
        username: reader.username,
        amount: '15',
        sec_password: SEC_PASSWORD,
      },
    });
    expect(sent.status).toBe(200);

    // The reader: two unread in the header badge; the list; tap one, then read all.
    await newPage(PHONE);
    await logIn(page, reader.username, PASSWORD);
    await waitForText(page.getByTestId('header-notifications-count'), '2');
    await screenshot(page, 'notifications-phone-badge');
    await page.getByTestId('header-notifications').click();
    await page.getByTestId('notification-page').waitFor();
    const cards = page.getByTestId('notification');
    await waitForText(cards.first(), sender.username);
    await waitForText(cards.first(), 'RM 15.00');
    await waitForText(cards.nth(1), 'Parcel ready');
    await screenshot(page, 'notifications-phone-list');
    await cards.nth(1).click();
    await waitForText(page.getByTestId('header-notifications-count'), '1');
    await page.getByTestId('notification-read-all').click();
    await expect
      .poll(() => page.getByTestId('header-notifications-count').count(), { timeout: 10_000 })
      .toBe(0);
    expect(await page.getByTestId('notification-unread-dot').count()).toBe(0);
    await screenshot(page, 'notifications-phone-all-read');
  });
});
