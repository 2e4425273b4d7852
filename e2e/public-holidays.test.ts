import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminLogin, adminToken, api, text, waitForText } from './support/app';
import { DESKTOP, launchBrowser, PHONE, screenshot } from './support/browser';

/**
 * Issue 28 in the back-office: the public holidays list (the days a cooling-off period does not
 * count). The server seeded this year's and next year's national holidays at start; an admin adds
 * a holiday of next year (a duplicate date is refused in place), then removes it after a
 * confirmation. Screens at 1280 px in en and at 375 px in zh and ms.
 */

const baseUrl = inject('baseUrl');
const thisYear = Number(
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur', year: 'numeric' }).format(
    new Date(),
  ),
);
const nextYear = thisYear + 1;

interface Holiday {
  date: string;
  name: string;
}

let browser: Browser;
let context: BrowserContext | undefined;
let page: Page;
let admin: string;

/** The year's holidays as the list shows them in `language` (seeded names in Malay for ms). */
const holidaysOf = async (year: number, language = 'en') => {
  const reply = await api<{ year: number; records: Holiday[] }>(
    `/api/admin/public-holidays?year=${year}&language=${language}`,
    { token: admin },
  );
  expect(reply.status, JSON.stringify(reply)).toBe(200);
  return reply.data.records;
};

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await adminToken();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail')
    await screenshot(page, `failed-public-holidays-${ctx.task.name}`);
  await context?.close();
  context = undefined;
});

async function open(viewport: typeof PHONE, language: string) {
  context = await browser.newContext({ baseURL: baseUrl, viewport });
  await context.addInitScript((lang) => localStorage.setItem('lang', lang), language);
  page = await context.newPage();
  await page.goto('/admin/login');
  await adminLogin(page);
  await page.getByTestId('admin-header-user').waitFor();
  await page.goto('/admin/reference/public-holidays');
}

async function noSidewaysScroll(viewport: typeof PHONE) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(viewport.width);
}

describe('public holidays in the back-office', () => {
  it('an admin adds a holiday of next year and removes it again (1280 px, en)', async () => {
    const seeded = await holidaysOf(nextYear);
    expect(seeded.map((h) => h.date)).toContain(`${nextYear}-08-31`);
    // A Wednesday in July of next year that is not a holiday yet.
    let date = '';
    for (let day = 1; day <= 31 && !date; day++) {
      const candidate = `${nextYear}-07-${String(day).padStart(2, '0')}`;
      const weekday = new Date(`${candidate}T00:00:00Z`).getUTCDay();
      if (weekday === 3 && !seeded.some((h) => h.date === candidate)) date = candidate;
    }
    const name = `E2E state holiday ${Date.now().toString(36)}`;

    await open(DESKTOP, 'en');
    const rows = page.getByTestId('admin-holidays-table-row');
    await rows.first().waitFor();
    await expect.poll(() => rows.count()).toBe((await holidaysOf(thisYear)).length);

    // Next year's list, from the year picker.
    await page.getByTestId('admin-holidays-year').click();
    await page.getByRole('option', { name: String(nextYear), exact: true }).click();
    await expect.poll(() => rows.count()).toBe(seeded.length);
    await waitForText(page.getByTestId('admin-holidays'), 'Independence Day');
    await screenshot(page, 'admin-desktop-en-public-holidays');

    // The form: empty is refused in place, a date already on the list too.
    await page.getByTestId('admin-holiday-new').click();
    const form = page.getByTestId('admin-holiday-form');
    await form.waitFor();
    await page.getByTestId('admin-holiday-save').click();
    await waitForText(form, text('en', 'errors', 'REQUIRED'));
    await page.getByTestId('admin-holiday-date').fill(`${nextYear}-08-31`);
    await page.getByTestId('admin-holiday-name').fill(name);
    await page.getByTestId('admin-holiday-save').click();
    await waitForText(form, text('en', 'adminReference', 'holidays.duplicate'));
    expect((await holidaysOf(nextYear)).length).toBe(seeded.length);

    await page.getByTestId('admin-holiday-date').fill(date);
    await page.getByTestId('admin-holiday-reason').fill('E2E: a state holiday');
    await screenshot(page, 'admin-desktop-en-public-holiday-new');
    await page.getByTestId('admin-holiday-save').click();
    await page.getByTestId('message-success').first().waitFor();
    await form.waitFor({ state: 'hidden' });
    const added = rows.filter({ hasText: name });
    await added.waitFor();
    expect((await holidaysOf(nextYear)).find((h) => h.date === date)?.name).toBe(name);

    // Remove it, after the confirmation.
    await added.getByTestId('admin-holiday-remove').click();
    const question = page.getByTestId('admin-holiday-remove-text');
    await waitForText(question, name);
    await screenshot(page, 'admin-desktop-en-public-holiday-remove');
    await page.getByTestId('admin-holiday-remove-confirm').click();
    await added.waitFor({ state: 'detached' });
    expect((await holidaysOf(nextYear)).map((h) => h.date)).not.toContain(date);
    expect((await holidaysOf(nextYear)).length).toBe(seeded.length);
  });

  for (const language of ['zh', 'ms'] as const) {
    it(`lists the year's holidays at 375 px in ${language}, the form and the confirmation fit`, async () => {
      const holidays = await holidaysOf(thisYear, language);
      await open(PHONE, language);
      const rows = page.getByTestId('admin-holidays-table-row');
      await rows.first().waitFor();
      await expect.poll(() => rows.count()).toBe(holidays.length);
      await waitForText(
        page.getByTestId('admin-holidays-page'),
        text(language, 'adminReference', 'holidays.heading'),
      );
      await noSidewaysScroll(PHONE);
      await screenshot(page, `admin-phone-${language}-public-holidays`);

      await page.getByTestId('admin-holiday-new').click();
      await page.getByTestId('admin-holiday-form').waitFor();
      // The browser shows the date in its own format: the day chosen is written under it.
      await page.getByTestId('admin-holiday-date').fill(`${thisYear}-08-31`);
      await waitForText(
        page.getByTestId('admin-holiday-date-day'),
        language === 'zh' ? `${thisYear}年8月31日` : `31 Ogo ${thisYear}`,
      );
      await noSidewaysScroll(PHONE);
      await screenshot(page, `admin-phone-${language}-public-holiday-new`);
      await page.keyboard.press('Escape');
      await page.getByTestId('admin-holiday-form').waitFor({ state: 'hidden' });

      // The confirmation names the holiday; cancelled, nothing is removed.
      await rows.first().getByTestId('admin-holiday-remove').click();
      const question = page.getByTestId('admin-holiday-remove-text');
      await waitForText(question, holidays[0].name);
      await noSidewaysScroll(PHONE);
      await screenshot(page, `admin-phone-${language}-public-holiday-remove`);
      await page.getByTestId('admin-holiday-remove-cancel').click();
      await question.waitFor({ state: 'detached' });
      expect(await holidaysOf(thisYear, language)).toEqual(holidays);
    });
  }
});
