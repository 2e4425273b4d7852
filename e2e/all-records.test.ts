import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillLogin, text, waitForText } from './support/app';
import { launchBrowser, PHONE, screenshot } from './support/browser';
import { type GuardWorld, MEMBER, prepareGuardWorld } from './support/guard-data';

/**
 * Issue 24 #12: /web/record/allRecord?type=… shows the records of every type the spec and the
 * sidebar name (no "coming soon"), at 375 px, for a member who has records of each type (the
 * guard's world: transfers, a package and an upgrade, bonuses, a withdrawal, deposits, wallet
 * lines, a downline, direct members, mall orders).
 */
const types: { type: string; row: string; path: string }[] = [
  { type: 'transfer', row: 'transfer-record', path: '/web/record/allRecord' },
  { type: 'upgrade', row: 'package-record', path: '/web/record/allRecord' },
  { type: 'bonus', row: 'bonus-record', path: '/web/bonus/bonusRecord' },
  { type: 'withdraw', row: 'withdraw-record', path: '/web/record/withdrawRecord' },
  { type: 'deposit', row: 'deposit-record', path: '/web/record/walletRecord' },
  { type: 'wallet', row: 'wallet-record', path: '/web/record/walletRecord' },
  { type: 'downline', row: 'downline-member', path: '/web/record/downlineRecord' },
  { type: 'member', row: 'direct-member', path: '/web/record/member' },
  { type: 'order', row: 'order-card', path: '/web/product/orderHistory' },
];

let world: GuardWorld;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [world, browser] = await Promise.all([prepareGuardWorld(), launchBrowser()]);
  context = await browser.newContext({ baseURL: world.server.baseUrl, viewport: PHONE });
  page = await context.newPage();
  await page.goto('/web/sessions/loginPage');
  await fillLogin(page, MEMBER.username, MEMBER.password);
  await page.waitForURL('**/web/dataDisplay');
}, 300_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await world?.server.stop();
});

describe('all records', () => {
  it.each(['en', 'zh', 'ms'])(
    'every record type shows its rows, none says coming soon (%s)',
    async (language) => {
      await page.evaluate((lang) => {
        localStorage.setItem('lang', lang);
        // The announcements popup was dismissed for today (it would cover the screenshots).
        localStorage.setItem('rangkai.news_popup_day', String(new Date().getDate()));
      }, language);
      const comingSoon = text(language, 'common', 'coming_soon.title');
      for (const { type, row, path } of types) {
        await page.goto(`/web/record/allRecord?type=${type}`);
        await page
          .getByTestId(row)
          .first()
          .waitFor({ timeout: 20_000 })
          .catch(async (error) => {
            await screenshot(page, `failed-all-records-${language}-${type}`);
            throw new Error(`${type}: no ${row} (${error})`);
          });
        expect(new URL(page.url()).pathname, type).toBe(path);
        expect(await page.getByTestId('coming-soon').count(), type).toBe(0);
        expect(await page.locator('body').textContent(), type).not.toContain(comingSoon);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          type,
        ).toBeLessThanOrEqual(PHONE.width);
        await screenshot(page, `all-records-phone-${language}-${type}`);
      }
    },
    300_000,
  );
});

/**
 * Every record shows its time in the business time zone (BUSINESS_RULES §5: Asia/Kuala_Lumpur),
 * in the reader's language, whatever zone the phone is set to: the wallet lines, transfers and
 * deposits showed the phone's own time (a member abroad, or a phone on UTC, read 09:26 there and
 * 17:26 on the same minute's order).
 */
describe('record times', () => {
  it('are in the business time zone on a phone set to another zone', async () => {
    const abroad = await browser.newContext({
      baseURL: world.server.baseUrl,
      viewport: PHONE,
      timezoneId: 'America/New_York',
      locale: 'en-US',
    });
    try {
      const phone = await abroad.newPage();
      await phone.goto('/web/sessions/loginPage');
      await phone.evaluate(() => {
        localStorage.setItem('lang', 'en');
        localStorage.setItem('rangkai.news_popup_day', String(new Date().getDate()));
      });
      await fillLogin(phone, MEMBER.username, MEMBER.password);
      await phone.waitForURL('**/web/dataDisplay');
      const inBusinessZone = new Intl.DateTimeFormat('en', {
        timeZone: 'Asia/Kuala_Lumpur',
        dateStyle: 'medium',
        timeStyle: 'short',
      });
      const lists = [
        {
          type: 'transfer',
          row: 'transfer-record',
          api: '/api/wallet/wallet-tranfer-record?page=1',
        },
        { type: 'wallet', row: 'wallet-record', api: '/api/record/wallet-record?page=1' },
        { type: 'deposit', row: 'deposit-record', api: '/api/wallet/deposit-record?page=1' },
      ];
      for (const { type, row, api } of lists) {
        const reply = await world.server.call<{ records: { created_at: string }[] }>(api, {
          token: world.memberToken,
        });
        expect(reply.status, api).toBe(200);
        const first = reply.data.records[0];
        expect(first, `${type}: a record`).toBeDefined();
        await phone.goto(`/web/record/allRecord?type=${type}`);
        const shown = await phone.getByTestId(row).first().textContent({ timeout: 20_000 });
        expect(shown, type).toContain(inBusinessZone.format(new Date(first.created_at)));
      }
      await screenshot(phone, 'all-records-phone-abroad-wallet');
    } finally {
      await abroad.close();
    }
  }, 120_000);
});

/**
 * A mall order's lines are named in the reader's language, as the mall names the product: a
 * Malay reader's order showed the English name ("Herbal Shampoo" for the mall's "Syampu Herba").
 */
describe('order lines', () => {
  it.each(['en', 'zh', 'ms'])('are named as the mall names the product (%s)', async (language) => {
    const product = await world.server.call<{ name: string }>(
      `/api/mall/getProductDetail?mall_product_id=${world.ids.product}&language=${language}`,
      { token: world.memberToken },
    );
    expect(product.status).toBe(200);
    await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
    await page.goto(`/web/product/orderDetails?id=${world.ids.completedOrder}`);
    const items = page.getByTestId('order-items');
    await items.waitFor({ timeout: 20_000 });
    expect(await items.textContent()).toContain(product.data.name);
  });

  it.each(['zh', 'ms'])(
    'of a package order are named as the package records name the package (%s)',
    async (language) => {
      await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
      await page.goto('/web/product/orderHistory');
      const cards = page.getByTestId('order-card');
      await cards.first().waitFor({ timeout: 20_000 });
      // alice joined with Gold and upgraded to Platinum (guard-data).
      const gold = text(language, 'common', 'names.packages.gold');
      await waitForText(cards, gold);
      expect(await cards.allTextContents()).not.toContainEqual(expect.stringContaining('Gold'));
    },
  );
});
