import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminToken, api, logIn, registerMember, text, unique, waitForText } from './support/app';
import { launchBrowser, PHONE, screenshot } from './support/browser';

/**
 * Dialogs on a phone (375 × 812, touch, as a phone's browser lays pages out):
 * - a select inside a dialog opens its list under its input, inside the screen, and the page
 *   never grows sideways; an option picked by a tap or by the keyboard is the one saved;
 * - one dialog at a time: the required security-password dialog comes before the
 *   announcements popup, the popup does not come back within the app once closed, and a
 *   success (add to cart) is a notification that blocks nothing, not a dialog.
 */
const baseUrl = inject('baseUrl');
const PASSWORD = 'Dialogs123';
const SEC_PASSWORD = 'Secure321';

let browser: Browser;
let context: BrowserContext;
let page: Page;

/** A phone: 375 px wide, touch, and the page may grow wider than the screen, as on a phone. */
async function newPhone() {
  context = await browser.newContext({
    baseURL: baseUrl,
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
  });
  page = await context.newPage();
}

const newMember = (prefix: string) =>
  registerMember({
    prefix,
    password: PASSWORD,
    sec_password: SEC_PASSWORD,
    fullname: 'Dialog Tester',
    contact_number: '+60123339999',
    group_type: 1,
    address: '5 Jalan Dialog, Kuala Lumpur',
  });

async function memberToken(username: string) {
  const reply = await api<{ token: string }>('/api/auth/login', {
    body: { username, password: PASSWORD },
  });
  expect(reply.status).toBe(200);
  return reply.data.token;
}

/** Whether the page is wider than the screen (it scrolls sideways). */
const pageWidth = () =>
  page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));

/**
 * Opens a select with a tap and checks its list: on screen and no wider than it, the page not
 * widened, for a while (the list used to run past the edge and the page to flip between widths).
 */
async function openByTap(select: Locator, name: string) {
  await select.tap();
  const listbox = page.getByRole('listbox').last();
  await listbox.waitFor();
  for (let check = 0; check < 4; check++) {
    const box = await listbox.boundingBox();
    expect(box, `${name}: the list is shown`).not.toBeNull();
    if (!box) return listbox;
    expect(box.x, `${name}: the list starts on screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${name}: the list ends on screen`).toBeLessThanOrEqual(PHONE.width);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    const width = await pageWidth();
    expect(width.innerWidth, `${name}: the page keeps the screen's width`).toBe(PHONE.width);
    expect(width.scrollWidth, `${name}: no sideways scrolling`).toBeLessThanOrEqual(PHONE.width);
    await page.waitForTimeout(150);
  }
  await screenshot(page, `phone-dialogs-${name}-open`);
  return listbox;
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail')
    await screenshot(page, `failed-phone-dialogs-${ctx.task.name}`);
  await context?.close();
});

describe('selects inside dialogs at 375 px', () => {
  it('upgrade package: the state list opens on screen; a tap and the keyboard pick the state', async () => {
    const member = await newMember('dlu');
    await newPhone();
    await logIn(page, member.username, PASSWORD);
    await page.getByTestId('sidebar-toggle').click();
    await page.getByTestId('main-upgrade_package').click();
    const form = page.getByTestId('upgrade-form');
    await form.waitFor();
    await form.getByTestId('package-option-3').tap();
    await form
      .getByTestId('upgrade-self-pickup')
      .getByText(text('en', 'member', 'register.delivery'))
      .tap();
    const state = form.getByTestId('delivery-state');
    await state.waitFor();

    // A tap on an option picks it: Sabah is in the East, its fee shows.
    const list = await openByTap(state, 'upgrade-state');
    await list.getByRole('option', { name: 'Sabah', exact: true }).tap();
    await expect.poll(() => state.inputValue()).toBe('Sabah');
    await waitForText(form.getByTestId('cost-total'), 'RM 1,010.00');

    // The keyboard: open, move to another state, Enter. The picked state is the one kept.
    await state.focus();
    await state.press('ArrowDown');
    await page.getByRole('listbox').last().waitFor();
    const options = page.getByRole('listbox').last().getByRole('option');
    const names = await options.allTextContents();
    const selangor = names.indexOf('Selangor');
    const sabah = names.indexOf('Sabah');
    expect(selangor).toBeGreaterThan(-1);
    expect(sabah).toBeGreaterThan(-1);
    const key = selangor > sabah ? 'ArrowDown' : 'ArrowUp';
    for (let i = 0; i < Math.abs(selangor - sabah); i++) await state.press(key);
    await expect.poll(() => options.nth(selangor).getAttribute('aria-selected')).toBe('true');
    await state.press('Enter');
    await expect.poll(() => state.inputValue()).toBe('Selangor');
    await waitForText(form.getByTestId('cost-total'), 'RM 1,000.00');
    expect((await pageWidth()).scrollWidth).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'phone-dialogs-upgrade-picked');
  });

  it('withdrawal details: the bank list opens on screen; the bank picked is the one saved', async () => {
    const member = await newMember('dlb');
    await newPhone();
    await logIn(page, member.username, PASSWORD);
    await page.getByTestId('sidebar-toggle').click();
    await page.getByTestId('nav-withdraw_details').click();
    const form = page.getByTestId('bank-details-form');
    await form.waitFor();
    const bank = page.getByTestId('bank-name-select');

    // The country list too.
    await openByTap(page.getByTestId('bank-country'), 'bank-country');
    await page.keyboard.press('Escape');
    await form.waitFor();

    // A tap picks Maybank.
    const list = await openByTap(bank, 'bank-name');
    await list.getByRole('option', { name: 'Maybank', exact: true }).tap();
    await expect.poll(() => bank.inputValue()).toBe('Maybank');

    // Then the keyboard: type to filter, move down to the first match, Enter.
    await bank.focus();
    await bank.fill('');
    // As a person does, look at the filtered list before moving in it: the select works out which
    // option is active a timer after its list opens, and a key pressed before that timer runs (a
    // busy machine runs input before timers) is undone by it.
    await bank.pressSequentially('Public');
    const matches = page.getByRole('listbox').last().getByRole('option');
    await expect.poll(() => matches.allTextContents()).toEqual(['Public Bank']);
    await bank.press('ArrowDown');
    await expect.poll(() => matches.first().getAttribute('aria-selected')).toBe('true');
    await bank.press('Enter');
    await expect.poll(() => bank.inputValue()).toBe('Public Bank');
    expect((await pageWidth()).scrollWidth).toBeLessThanOrEqual(PHONE.width);

    await form.locator('input[name="bank_user"]').fill('Dialog Tester');
    await form.locator('input[name="bank_number"]').fill('514099887766');
    await form.locator('input[name="branch"]').fill('Jalan Tun Perak');
    await form.locator('input[name="sec_password"]').fill(SEC_PASSWORD);
    await page.getByTestId('bank-details-submit').tap();
    await page.getByTestId('bank-details-form').waitFor({ state: 'detached' });

    // The server holds the bank that was picked.
    const saved = await api<{ bank_name: string; bank_number: string }>(
      '/api/member/get-bank-info',
      { token: await memberToken(member.username) },
    );
    expect(saved.data.bank_name).toBe('Public Bank');
    expect(saved.data.bank_number).toBe('514099887766');
  });
});

describe('one dialog at a time at 375 px', () => {
  const tag = unique();
  const announcement = `Dialog night ${tag}`;
  const created: number[] = [];
  let admin: string;

  async function adminCall<T>(path: string, body?: unknown) {
    const reply = await api<T>(path, { token: admin, body });
    expect(reply.status, `${path}: ${reply.message}`).toBe(200);
    return reply.data;
  }

  const popupTitle = () => page.getByTestId('news-popup-title');

  beforeAll(async () => {
    admin = await adminToken();
    const news = await adminCall<{ id: number }>('/api/admin/news', {
      kind: 'news',
      news_type: 'announcement',
      publish_at: new Date(Date.now() - 60_000).toISOString(),
      title_en: announcement,
      body_en: '<p>The centre closes early tonight.</p>',
    });
    created.push(news.id);
  });
  afterAll(async () => {
    // Gone again, so the popup covers nothing in the test files that run after this one.
    for (const id of created) {
      await fetch(`${baseUrl}/api/admin/news/${id}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${admin}` },
      });
    }
  });

  it('a member without a security password gets that dialog alone, the announcement after it', async () => {
    const member = await newMember('dls');
    await adminCall(`/api/admin/members/${member.id}/reset-sec-password`, {
      reason: 'e2e: a member without a security password',
    });
    await newPhone();
    await logIn(page, member.username, PASSWORD);
    const prompt = page.getByTestId('set-secpassword-prompt');
    await prompt.waitFor();
    // The announcement has had the time to arrive: it waits behind the required dialog.
    await page.waitForTimeout(2000);
    expect(await popupTitle().count()).toBe(0);
    expect(await page.locator('[role="dialog"]').count()).toBe(1);
    await screenshot(page, 'phone-dialogs-secpassword-alone');

    const passwords = prompt.locator('input[type="password"]');
    await passwords.nth(0).fill('Secure654');
    await passwords.nth(1).fill('Secure654');
    await prompt
      .getByRole('button', { name: text('en', 'member', 'set_secpassword.submit') })
      .tap();
    await prompt.waitFor({ state: 'detached' });
    // Then the announcement, on its own.
    await waitForText(popupTitle(), announcement);
    expect(await page.locator('[role="dialog"]').count()).toBe(1);
    await screenshot(page, 'phone-dialogs-announcement-after');
  });

  it('a dialog is on screen and closes even when no animation frame comes', async () => {
    // A loaded phone (or a hidden tab) may run a frame late or not at all; Mantine's transition
    // waits for frames, and on Preact a lost step left a dialog off screen for good. Dialogs have
    // no transition (the theme's default), so this one shows and goes without a frame.
    const member = await newMember('dlf');
    await adminCall(`/api/admin/members/${member.id}/reset-sec-password`, {
      reason: 'e2e: a dialog without animation frames',
    });
    await newPhone();
    await context.addInitScript(() => {
      window.requestAnimationFrame = () => 0;
    });
    await logIn(page, member.username, PASSWORD);
    const prompt = page.getByTestId('set-secpassword-prompt');
    await prompt.waitFor();
    const dialog = page.locator('section[role="dialog"]').filter({ has: prompt });
    // Fully shown (a stuck transition leaves it transparent, or moved off its place) and inside
    // the screen.
    await expect
      .poll(() => dialog.evaluate((el) => getComputedStyle(el).opacity), { timeout: 5_000 })
      .toBe('1');
    const box = await dialog.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
    expect(box?.y).toBeGreaterThanOrEqual(0);
    const passwords = prompt.locator('input[type="password"]');
    await passwords.nth(0).fill('Secure987');
    await passwords.nth(1).fill('Secure987');
    await prompt
      .getByRole('button', { name: text('en', 'member', 'set_secpassword.submit') })
      .tap();
    await prompt.waitFor({ state: 'detached', timeout: 5_000 });
  });

  it('the announcement, once closed, does not come back on the way to the mall', async () => {
    const member = await newMember('dlm');
    await newPhone();
    await logIn(page, member.username, PASSWORD);
    await waitForText(popupTitle(), announcement);
    await page.getByTestId('news-popup-close').tap();
    await popupTitle().first().waitFor({ state: 'hidden' });

    await page.getByTestId('home-shortcut-mall').tap();
    await page.waitForURL('**/web/dashboard');
    await page.getByTestId('mall-dashboard').waitFor();
    await page.waitForTimeout(1500);
    expect(await popupTitle().count()).toBe(0);
    // Back home and to the mall again: still closed.
    await page.goBack();
    await page.getByTestId('home-shortcut-mall').waitFor();
    await page.goForward();
    await page.getByTestId('mall-dashboard').waitFor();
    await page.waitForTimeout(1500);
    expect(await popupTitle().count()).toBe(0);
  });

  it('adding to the cart shows a notification, not a dialog to close', async () => {
    const category = await adminCall<{ id: number }>('/api/admin/mall/categories', {
      name_en: `Snacks ${tag}`,
      name_zh: `零食 ${tag}`,
      name_ms: `Snek ${tag}`,
    });
    const product = await adminCall<{ id: number }>('/api/admin/mall/products', {
      mall_category_id: category.id,
      name_en: `Kuih ${tag}`,
      name_zh: `糕点 ${tag}`,
      name_ms: `Kuih ${tag}`,
      description_en: 'Sweet.',
      normal_credit: '12.00',
      premium_credit: '10.00',
      normal_cash: '6.00',
      premium_cash: '5.00',
      stock: 20,
      featured: false,
    });
    const member = await newMember('dlc');
    await newPhone();
    await logIn(page, member.username, PASSWORD);
    // Hidden for today: this test is about the cart.
    await page.evaluate(() =>
      localStorage.setItem('rangkai.news_popup_day', String(new Date().getDate())),
    );
    await page.goto(`/web/product/details?id=${product.id}`);
    await page.getByTestId('add-to-cart').tap();

    const notice = page.getByTestId('message-success');
    await notice.waitFor();
    await waitForText(notice, text('en', 'mall', 'details.added'));
    expect(await page.locator('[role="dialog"]').count()).toBe(0);
    await screenshot(page, 'phone-dialogs-added-notification');
    // Nothing to close first: the page goes on (a second add, at once).
    await page.getByTestId('add-to-cart').tap({ timeout: 2000 });
    const token = await memberToken(member.username);
    await expect
      .poll(async () => {
        const cart = await api('/api/mall/getCart', { token });
        return JSON.stringify(cart.data);
      })
      .toContain('"quantity":2');
  });
});
