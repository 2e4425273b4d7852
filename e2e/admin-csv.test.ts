import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminLogin, text, waitForText } from './support/app';
import { DESKTOP, launchBrowser, PHONE, screenshot } from './support/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;

/** Each back-office list with a "Download CSV" button: its page and the file name it saves. */
const lists = [
  { path: '/admin/members?q=root', button: 'admin-members-csv', file: /^members-/ },
  { path: '/admin/orders', button: 'admin-orders-csv', file: /^orders-/ },
  { path: '/admin/bonuses', button: 'admin-bonuses-csv', file: /^bonuses-/ },
  { path: '/admin/withdrawals', button: 'admin-withdrawals-csv', file: /^withdrawals-/ },
  { path: '/admin/deposits', button: 'admin-deposits-csv', file: /^deposits-/ },
  { path: '/admin/audit-log', button: 'admin-audit-csv', file: /^audit-log-/ },
];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail')
    await screenshot(page, `failed-admin-csv-${ctx.task.name}`);
  await context?.close();
});

async function signIn(viewport: { width: number; height: number }) {
  context = await browser.newContext({ baseURL: baseUrl, viewport, acceptDownloads: true });
  page = await context.newPage();
  await page.goto('/admin/login');
  await adminLogin(page);
  await page.getByTestId('admin-stat-new_members').waitFor();
}

/** Clicks the button and returns the saved file's name and text. */
async function download(testId: string) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId(testId).click(),
  ]);
  const saved = await file.path();
  return { name: file.suggestedFilename(), body: saved ? await readFile(saved, 'utf8') : '' };
}

describe('back-office CSV downloads', () => {
  it('downloads each list as CSV on a phone (375 px), nothing wider than the screen', async () => {
    await signIn(PHONE);
    for (const list of lists) {
      await page.goto(list.path);
      const button = page.getByTestId(list.button);
      await waitForText(button, text('en', 'admin', 'actions.download_csv'));
      const box = await button.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      const { name, body } = await download(list.button);
      expect(name).toMatch(list.file);
      expect(name).toMatch(/-\d{4}-\d{2}-\d{2}\.csv$/);
      expect(body.startsWith('\uFEFFid,')).toBe(true);
      if (list.button === 'admin-withdrawals-csv')
        await screenshot(page, 'admin-phone-withdrawals-csv');
    }
    await page.goto('/admin/members?q=root');
    await page.getByTestId('admin-members-table-row').first().waitFor();
    await screenshot(page, 'admin-phone-members-csv');
    const members = await download('admin-members-csv');
    expect(members.body).toMatch(/\r\n\d+,[A-Z0-9]+,root,/);
  });

  it("downloads a member's ledger of the chosen wallet at 1280 px", async () => {
    await signIn(DESKTOP);
    await page.goto('/admin/members/1');
    await page.getByTestId('admin-tab-ledger').click();
    await page.getByText('point1', { exact: true }).click();
    const { name, body } = await download('admin-ledger-csv');
    expect(name).toMatch(/^ledger-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(body.split('\r\n')[0]).toBe(
      '\uFEFFid,journal_id,time,wallet,type,amount_myr,balance_after_myr,memo,note',
    );
    const rows = body.split('\r\n').slice(1, -1);
    expect(rows.every((row) => row.split(',')[3] === 'point1')).toBe(true);
    await screenshot(page, 'admin-desktop-ledger-csv');
  });
});
