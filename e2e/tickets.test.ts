import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, inject, it } from 'vitest';
import { adminLogin, logIn, registerMember, waitForText } from './support/app';
import { DESKTOP, launchBrowser, PHONE, screenshot } from './support/browser';

/**
 * Support: a member opens a ticket with a picture from a phone, support answers in the
 * back-office, the member sees the reply and the notification badge.
 */
const baseUrl = inject('baseUrl');
const PASSWORD = 'Ticket123';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let photo: Buffer;

async function newPage(viewport = PHONE) {
  context = await browser.newContext({ baseURL: baseUrl, viewport });
  page = await context.newPage();
}

beforeAll(async () => {
  browser = await launchBrowser();
  photo = await sharp({ create: { width: 480, height: 320, channels: 3, background: '#c63' } })
    .jpeg()
    .toBuffer();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') await screenshot(page, `failed-tickets-${ctx.task.name}`);
  await context?.close();
});

describe('support tickets', () => {
  it('a member asks with a picture at 375 px, support replies, the member sees it and the badge', async () => {
    const member = await registerMember({
      prefix: 'tkt',
      password: PASSWORD,
      sec_password: 'Secure321',
      fullname: 'Tan Mei Ling',
      contact_number: '+60127778888',
      group_type: 1,
      address: '5 Jalan Tiket, Penang',
    });

    await newPage(PHONE);
    await logIn(page, member.username, PASSWORD);
    await page.goto('/web/general/ticketList');
    await page.getByTestId('ticket-list-page').waitFor();
    await page.getByTestId('ticket-new').click();
    await page.getByTestId('new-ticket-title').fill('Starter kit missing');
    await page.getByTestId('new-ticket-body').fill('My starter kit has not arrived after a week.');
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('new-ticket-images-add').click();
    await (await chooser).setFiles({ name: 'parcel.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByTestId('attach-thumb').first().waitFor();
    await screenshot(page, 'tickets-phone-new');
    await page.getByTestId('new-ticket-submit').click();
    await page.getByTestId('ticket-details-page').waitFor();
    await waitForText(page.getByTestId('ticket-title'), 'Starter kit missing');
    await page.getByTestId('ticket-message-member').locator('img').first().waitFor();
    await screenshot(page, 'tickets-phone-details');
    await context.close();

    // Support answers from the back-office inbox.
    await newPage(DESKTOP);
    await page.goto('/admin/login');
    await adminLogin(page);
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await page.goto('/admin/tickets');
    const row = page.getByTestId('admin-ticket-row').filter({ hasText: 'Starter kit missing' });
    await row.first().getByTestId('admin-ticket-open').click();
    await page.getByTestId('admin-ticket-page').waitFor();
    await page.getByTestId('ticket-message-member').locator('img').first().waitFor();
    await page.getByTestId('admin-ticket-reply-body').fill('It was shipped today: MY123456789.');
    await page.getByTestId('admin-ticket-reply-submit').click();
    await waitForText(page.getByTestId('ticket-message-staff'), 'MY123456789');
    await screenshot(page, 'tickets-desktop-admin-replied');
    await context.close();

    // The member sees the reply and the notification badge.
    await newPage(PHONE);
    await logIn(page, member.username, PASSWORD);
    await waitForText(page.getByTestId('header-notifications-count'), '1');
    await page.getByTestId('header-notifications').click();
    await waitForText(page.getByTestId('notification').first(), 'Starter kit missing');
    await page.getByTestId('notification').first().click();
    await page.getByTestId('ticket-details-page').waitFor();
    await waitForText(page.getByTestId('ticket-message-staff'), 'MY123456789');
    await screenshot(page, 'tickets-phone-reply-seen');
  });
});
