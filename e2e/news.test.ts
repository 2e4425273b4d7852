import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminToken, logIn, registerMember, text, unique, waitForText } from './support/app';
import { launchBrowser, PHONE, screenshot } from './support/browser';

/**
 * News at 375 px: the back-office publishes an announcement (with a picture and a body holding a
 * script) and an article; a member sees the announcement in the popup with no script in the page,
 * hides it for today, keeps it hidden across a reload, and sees it again once the stored day is
 * gone; then the list (by type) and an article's page; a visitor gets the popup too, and the
 * terms page shows what the back-office wrote. The articles are deleted at the end, so the
 * popup does not cover the screens of the test files that run after this one.
 */
const baseUrl = inject('baseUrl');
const PASSWORD = 'NewsRead123';
const POPUP_DAY_KEY = 'rangkai.news_popup_day';

let browser: Browser;
let context: BrowserContext;
let page: Page;
const created: number[] = [];

async function adminCall<T>(method: string, path: string, token: string, body?: BodyInit | object) {
  const form = body instanceof FormData;
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined || form ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
  });
  const reply = (await res.json()) as { message: string; data: T };
  expect(res.status, `${method} ${path}: ${reply.message}`).toBe(200);
  return reply.data;
}

/** A 1280 × 720 picture: a teal gradient with a white circle. */
function cover(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0ca678"/><stop offset="1" stop-color="#1c7ed6"/>
    </linearGradient></defs>
    <rect width="1280" height="720" fill="url(#g)"/>
    <circle cx="980" cy="220" r="150" fill="#fff" fill-opacity="0.35"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function newPage() {
  context = await browser.newContext({ baseURL: baseUrl, viewport: PHONE });
  page = await context.newPage();
  // A script that ran would open a dialog: fail loudly instead.
  page.on('dialog', (dialog) => {
    throw new Error(`unexpected dialog: ${dialog.message()}`);
  });
}

const popupTitle = () => page.getByTestId('news-popup-title');
const popupHidden = () => popupTitle().first().waitFor({ state: 'hidden' });

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  const token = await adminToken();
  for (const id of created) await adminCall('DELETE', `/api/admin/news/${id}`, token);
  await browser?.close();
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') await screenshot(page, `failed-news-${ctx.task.name}`);
  await context?.close();
});

describe('news', () => {
  const suffix = unique();
  const announcement = `Maintenance night ${suffix}`;
  const article = `New outlet opens ${suffix}`;

  it('the announcement pops up, hides for today, and the list and details show at 375 px', async () => {
    const admin = await adminToken();
    const minuteAgo = new Date(Date.now() - 60_000).toISOString();
    const form = new FormData();
    for (const [key, value] of Object.entries({
      kind: 'news',
      news_type: 'announcement',
      publish_at: minuteAgo,
      title_en: announcement,
      body_en: '<p>Hello <strong>members</strong></p><script>alert(1)</script>',
    })) {
      form.set(key, value);
    }
    form.set(
      'image',
      new Blob([new Uint8Array(await cover())], { type: 'image/png' }),
      'cover.png',
    );
    const posted = await adminCall<{ id: number }>('POST', '/api/admin/news', admin, form);
    created.push(posted.id);
    const plain = await adminCall<{ id: number }>('POST', '/api/admin/news', admin, {
      kind: 'news',
      news_type: 'news',
      publish_at: minuteAgo,
      title_en: article,
      body_en: '<p>Our second outlet opens in <em>Penang</em> next week.</p>',
    });
    created.push(plain.id);
    // A second announcement, without a picture and with a long body: the carousel has two slides.
    const long = await adminCall<{ id: number }>('POST', '/api/admin/news', admin, {
      kind: 'news',
      news_type: 'announcement',
      publish_at: new Date(Date.now() - 120_000).toISOString(),
      title_en: `Holiday hours ${suffix}`,
      body_en: Array.from(
        { length: 12 },
        (_, i) => `<p>Paragraph ${i + 1}: the centre keeps shorter hours over the holidays.</p>`,
      ).join(''),
    });
    created.push(long.id);

    const banner = new FormData();
    for (const [key, value] of Object.entries({
      kind: 'banner',
      publish_at: minuteAgo,
      title_en: `Outlet banner ${suffix}`,
      link_url: '/web/general/newsList?type=news',
    })) {
      banner.set(key, value);
    }
    banner.set('image', new Blob([new Uint8Array(await cover())], { type: 'image/png' }), 'b.png');
    created.push((await adminCall<{ id: number }>('POST', '/api/admin/news', admin, banner)).id);

    const member = await registerMember({
      prefix: 'nws',
      password: PASSWORD,
      sec_password: 'Secure456',
      fullname: 'News Reader',
      contact_number: '+60127778888',
      group_type: 2,
      address: '3 Jalan Warta, Kuala Lumpur',
    });

    // The member logs in: the popup shows the announcement, its body without the script.
    await newPage();
    await logIn(page, member.username, PASSWORD);
    await waitForText(popupTitle(), announcement);
    const body = page.getByTestId('news-popup-body').first();
    expect(await body.innerHTML()).toContain('<strong>members</strong>');
    expect(await page.locator('[data-testid="news-popup"] script').count()).toBe(0);
    expect(await page.evaluate(() => document.body.innerHTML.includes('alert(1)'))).toBe(false);
    await page.locator('[data-testid="news-popup"] img').first().waitFor();
    await page.waitForTimeout(400);
    await screenshot(page, 'news-phone-popup');
    // It plays by itself: the second slide comes after a few seconds.
    const activeSlide = () =>
      page
        .locator('[data-testid="news-popup"] .mantine-Carousel-indicator')
        .evaluateAll((dots) => dots.findIndex((dot) => dot.hasAttribute('data-active')));
    expect(await activeSlide()).toBe(0);
    await expect.poll(activeSlide, { timeout: 12_000 }).toBe(1);
    await page.waitForTimeout(600);
    await screenshot(page, 'news-phone-popup-second');

    // "Don't show again today", then close: hidden, and today's day of the month is stored.
    await page.getByTestId('news-popup-dont-show').check();
    await page.getByTestId('news-popup-close').click();
    await popupHidden();
    const today = await page.evaluate(() => String(new Date().getDate()));
    expect(await page.evaluate((key) => localStorage.getItem(key), POPUP_DAY_KEY)).toBe(today);
    await page.getByTestId('home-latest-news').waitFor();
    await waitForText(page.getByTestId('home-latest-news'), announcement);
    await screenshot(page, 'news-phone-home');

    // After a reload it stays hidden.
    await page.reload();
    await page.getByTestId('home-page').waitFor();
    await page.getByTestId('home-latest-news').waitFor();
    await page.waitForTimeout(1000);
    expect(await popupTitle().count()).toBe(0);

    // The banner leads where the back-office pointed it, through the router.
    const bannerLink = page.getByTestId('home-banner').first();
    await page.locator('[data-testid="home-banner"] img').first().waitFor();
    await screenshot(page, 'news-phone-home-banner');
    expect(await bannerLink.getAttribute('href')).toBe('/web/general/newsList?type=news');
    await bannerLink.click();
    await page.waitForURL('**/web/general/newsList?type=news');
    await page.goBack();
    await page.getByTestId('home-page').waitFor();

    // Without the stored day it shows again.
    await page.evaluate((key) => localStorage.removeItem(key), POPUP_DAY_KEY);
    await page.reload();
    await waitForText(popupTitle(), announcement);
    await page.getByTestId('news-popup-close').click();
    await popupHidden();
    expect(await page.evaluate((key) => localStorage.getItem(key), POPUP_DAY_KEY)).toBeNull();
    // (Closed without the box, it shows on the next visit: hide it for today again.)
    await page.evaluate(([key, day]) => localStorage.setItem(key, day), [POPUP_DAY_KEY, today]);

    // The list: both articles; the "News" tab keeps only the article.
    await page.goto('/web/general/newsList');
    await page.getByTestId('news-list-page').waitFor();
    const cards = page.getByTestId('news-card');
    await waitForText(cards.first(), article);
    await waitForText(page.getByTestId('news-cards'), announcement);
    await page.locator('[data-testid="news-card"] img').first().waitFor();
    await screenshot(page, 'news-phone-list');
    await page
      .getByTestId('news-tabs')
      .getByText(text('en', 'news', 'tabs.news'), { exact: true })
      .click();
    await expect.poll(() => page.url()).toContain('type=news');
    await expect
      .poll(async () =>
        ((await page.getByTestId('news-cards').textContent()) ?? '').includes(announcement),
      )
      .toBe(false);
    await waitForText(page.getByTestId('news-cards'), article);

    // The announcement's page: cover, title and the sanitised body; back to the list.
    await page.goto(`/web/general/newsDetails?id=${posted.id}`);
    await waitForText(page.getByTestId('news-details-title'), announcement);
    const details = page.getByTestId('news-details-body');
    expect(await details.innerHTML()).toContain('<strong>members</strong>');
    expect(await page.locator('[data-testid="news-details-body"] script').count()).toBe(0);
    await page.locator('[data-testid="news-details-page"] img').first().waitFor();
    await page.waitForTimeout(300);
    await screenshot(page, 'news-phone-details');
    await page.getByTestId('news-back').click();
    await page.getByTestId('news-list-page').waitFor();

    // An article that does not exist.
    await page.goto('/web/general/newsDetails?id=99999999');
    await page.getByTestId('records-empty').waitFor();
  });

  it('a visitor gets the popup on an open page, and reads the terms', async () => {
    const admin = await adminToken();
    await adminCall('PUT', '/api/admin/pages/terms', admin, {
      bodies: { en: `<h2>Membership terms</h2><p>Version ${suffix}.</p>` },
    });

    await newPage();
    await page.goto('/web/dashboard');
    await waitForText(popupTitle(), announcement);
    await page.getByTestId('news-popup-dont-show').check();
    await page.getByTestId('news-popup-close').click();
    await popupHidden();

    await page.goto('/web/terms');
    await waitForText(page.getByTestId('content-page-body'), `Version ${suffix}.`);
    await screenshot(page, 'news-phone-terms');
  });
});
