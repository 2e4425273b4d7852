import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminToken, api, logIn, registerMember, text, unique, waitForText } from './support/app';
import { DESKTOP, launchBrowser, PHONE, screenshot } from './support/browser';

/**
 * Issue 28, Act 500 cooling-off (BUSINESS_RULES §13), at 375 px: a member who registered a
 * downline on their behalf sees the purchase's last day to cancel and the statement in the
 * downline package records, cancels it through the confirmation (refund, sponsor bonus taken
 * back, starter kit cancelled), gets every sen back in point3 and sees the clawback as a negative
 * line of their bonus record. A purchase cancelled elsewhere while the dialog is open is refused
 * with its reason. Screens in zh and ms at 375 px and en at 1280 px.
 */

const baseUrl = inject('baseUrl');
const PASSWORD = 'Cooling123';
const SEC_PASSWORD = 'Secure828';

let browser: Browser;
const contexts: BrowserContext[] = [];
let page: Page;
let registrant: { username: string; member_code: string };
let registrantToken: string;

async function memberToken(username: string): Promise<string> {
  const reply = await api<{ token: string }>('/api/auth/login', {
    body: { username, password: PASSWORD },
  });
  expect(reply.status).toBe(200);
  return reply.data.token;
}

async function point3(): Promise<string> {
  const info = await api<{ point3: string }>('/api/member/get-member-info', {
    token: registrantToken,
  });
  expect(info.status).toBe(200);
  return info.data.point3;
}

/**
 * A downline the registrant sponsors and registers on Silver (RM 300, collected at a centre: its
 * starter kit is processing, not shipped). Returns the new member and the purchase's id.
 */
async function registerDownline(prefix: string) {
  const checked = await api('/api/member/checkSecPwd', {
    token: registrantToken,
    body: { sec_password: SEC_PASSWORD },
  });
  expect(checked.status).toBe(200);
  const suffix = unique();
  const username = `${prefix}${suffix}`;
  const reply = await api<{ member_code: string; user_package: { id: number } }>(
    '/api/member/register-member',
    {
      token: registrantToken,
      body: {
        username,
        fullname: 'Cooling Tester',
        ic: `IC${suffix}`.slice(0, 20),
        contact_number: '+60127770028',
        email: `${username}@example.test`,
        country_id: 2,
        state: 13,
        ref_id: registrant.member_code,
        group_type: 1,
        user_group: 2,
        password: PASSWORD,
        password_confirmation: PASSWORD,
        sec_password: SEC_PASSWORD,
        address: '28 Jalan Tenang, Kuala Lumpur',
        self_pickup: 1,
        mall_collect_point_id: 1,
      },
    },
  );
  expect(reply.status, JSON.stringify(reply)).toBe(200);
  return { username, id: reply.data.user_package.id };
}

/** A money request as the registrant, with an Idempotency-Key of its own. */
async function post(path: string, body: unknown) {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${registrantToken}`,
      'idempotency-key': `e2e-cooling-${unique()}`,
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, ...((await res.json()) as { message: string }) };
}

const cancelByApi = (userPackageId: number) =>
  post('/api/package/cancel-purchase', {
    user_package_id: userPackageId,
    sec_password: SEC_PASSWORD,
  });

async function newPage(viewport = PHONE, language = 'en') {
  const context = await browser.newContext({ baseURL: baseUrl, viewport });
  await context.addInitScript((lang) => localStorage.setItem('lang', lang), language);
  contexts.push(context);
  page = await context.newPage();
}

/** The downline package records, and the card of `username`'s purchase. */
async function downlineRecord(username: string): Promise<Locator> {
  await page.goto('/web/record/allRecord?type=upgrade&tab=downline');
  const card = page
    .getByTestId('package-record')
    .filter({ has: page.getByTestId('package-member').filter({ hasText: username }) });
  await card.first().waitFor();
  return card.first();
}

async function noSidewaysScroll() {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

beforeAll(async () => {
  browser = await launchBrowser();
  registrant = await registerMember({
    prefix: 'cool',
    password: PASSWORD,
    sec_password: SEC_PASSWORD,
    fullname: 'Tenang Registrant',
    contact_number: '+60127770027',
    group_type: 1,
    address: '27 Jalan Tenang, Kuala Lumpur',
  });
  registrantToken = await memberToken(registrant.username);
  const funded = await api<{ balance: string }>('/api/admin/wallet/adjust', {
    token: await adminToken(),
    body: {
      username: registrant.username,
      wallet: 'point3',
      direction: 'credit',
      amount: '1300.00',
      reason: 'e2e cooling-off',
    },
  });
  expect(funded.status, JSON.stringify(funded)).toBe(200);
  // A sponsor bonus needs a paid package: the registrant holds Silver (collected at a centre).
  const upgraded = await post('/api/package/upgrade-package', {
    sec_password: SEC_PASSWORD,
    user_group_id: 2,
    self_pickup: 1,
    mall_collect_point_id: 1,
  });
  expect(upgraded.status, JSON.stringify(upgraded)).toBe(200);
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail')
    await screenshot(page, `failed-cooling-off-${ctx.task.name}`);
  for (const context of contexts.splice(0)) await context.close();
});

describe('cooling-off', () => {
  it('the registrant cancels a downline registration they paid for, at 375 px', async () => {
    const downline = await registerDownline('cod');
    expect(await point3()).toBe('700.00');

    await newPage();
    await logIn(page, registrant.username, PASSWORD);
    const card = await downlineRecord(downline.username);
    expect(await card.getAttribute('data-status')).toBe('active');
    const period = card.getByTestId('package-cooling-off');
    expect(await period.getAttribute('data-state')).toBe('open');
    await waitForText(period.getByTestId('package-last-day'), 'Last day to cancel:');
    await waitForText(
      period.getByTestId('package-statement'),
      'THIS CONTRACT IS SUBJECT TO A COOLING-OFF PERIOD OF TEN WORKING DAYS',
    );
    await noSidewaysScroll();
    await screenshot(page, 'cooling-off-phone-en-record');

    await card.getByTestId('package-cancel').click();
    const dialog = page.getByTestId('cancel-purchase-dialog');
    await waitForText(
      dialog.getByTestId('cancel-purchase-refund'),
      'RM 300.00 back to your register wallet',
    );
    await waitForText(
      dialog.getByTestId('cancel-purchase-package'),
      `${downline.username} no longer holds the Silver package`,
    );
    await waitForText(
      dialog.getByTestId('cancel-purchase-sponsor'),
      text('en', 'packages', 'cancel.sponsor'),
    );
    await waitForText(dialog.getByTestId('cancel-purchase-kit'), 'has not been shipped yet');
    await noSidewaysScroll();
    await screenshot(page, 'cooling-off-phone-en-dialog');

    // A wrong security password: said under the field, nothing cancelled.
    const password = dialog.locator('input[name="sec_password"]');
    await password.fill('Wrong9999');
    await dialog.getByTestId('cancel-purchase-submit').click();
    await waitForText(
      dialog.getByTestId('cancel-purchase-form'),
      text('en', 'errors', 'INCORRECT_SEC_PASSWORD'),
    );
    expect(await point3()).toBe('700.00');

    await password.fill(SEC_PASSWORD);
    await dialog.getByTestId('cancel-purchase-submit').click();
    await waitForText(
      page.getByTestId('message-success'),
      text('en', 'packages', 'cancel.success_title'),
    );
    await waitForText(
      page.getByTestId('message-text'),
      'RM 300.00 is back in your register wallet',
    );
    await dialog.getByTestId('cancel-purchase-form').waitFor({ state: 'detached' });
    expect(await point3()).toBe('1000.00');

    // The record now says cancelled, with when, and offers nothing more.
    await waitForText(
      card.getByTestId('package-cancelled'),
      text('en', 'records', 'packages.cooling_off.badge'),
    );
    await waitForText(card.getByTestId('package-cancelled-at'), 'Cancelled on');
    expect(await card.getByTestId('package-cancel').count()).toBe(0);
    await screenshot(page, 'cooling-off-phone-en-cancelled');

    // The sponsor bonus the registration paid the registrant is taken back: a negative line.
    await page.goto('/web/bonus/bonusRecord?bonus=sponsor_clawback');
    const clawback = page
      .locator('[data-testid="bonus-record"][data-type="sponsor_clawback"]')
      .first();
    await waitForText(clawback.getByTestId('bonus-source'), downline.username);
    // 10 % of the registration's 300.00 BV, paid at registration, taken back in full.
    expect(await clawback.getByTestId('record-amount').textContent()).toBe('\u221230.00');
    await waitForText(clawback.getByTestId('bonus-split'), 'Cash wallet \u221224.00');
    await waitForText(clawback.getByTestId('bonus-split'), 'Repurchase wallet \u22126.00');
    await screenshot(page, 'cooling-off-phone-en-bonus-record');

    // Asked again through the API: already cancelled, nothing moves.
    expect((await cancelByApi(downline.id)).message).toBe('ALREADY_CANCELLED');
    expect(await point3()).toBe('1000.00');
  });

  it('shows the period and the dialog in zh and ms at 375 px and in en at 1280 px; a purchase cancelled meanwhile is refused with its reason', async () => {
    const downline = await registerDownline('coz');
    for (const language of ['zh', 'ms']) {
      await newPage(PHONE, language);
      await logIn(page, registrant.username, PASSWORD);
      const card = await downlineRecord(downline.username);
      await waitForText(
        card.getByTestId('package-statement-translated'),
        text(language, 'records', 'packages.cooling_off.statement'),
      );
      await noSidewaysScroll();
      await screenshot(page, `cooling-off-phone-${language}-record`);
      await card.getByTestId('package-cancel').click();
      const dialog = page.getByTestId('cancel-purchase-dialog');
      await waitForText(
        dialog.getByTestId('cancel-purchase-sponsor'),
        text(language, 'packages', 'cancel.sponsor'),
      );
      await noSidewaysScroll();
      await screenshot(page, `cooling-off-phone-${language}-dialog`);
      await dialog.getByTestId('cancel-purchase-submit').scrollIntoViewIfNeeded();
      await screenshot(page, `cooling-off-phone-${language}-dialog-end`);
      // The bonus record's clawback and repayment tabs, in the language.
      await page.goto('/web/bonus/bonusRecord');
      for (const type of ['sponsor_clawback', 'debt_repayment'])
        await waitForText(
          page.getByTestId(`bonus-tab-${type}`),
          text(language, 'bonus', `types.${type}`),
        );
      await page.getByTestId('bonus-record').first().waitFor();
      await page.waitForLoadState('networkidle');
      await noSidewaysScroll();
      await screenshot(page, `cooling-off-phone-${language}-bonus-record`);
    }

    await newPage(DESKTOP, 'en');
    await logIn(page, registrant.username, PASSWORD);
    const card = await downlineRecord(downline.username);
    await screenshot(page, 'cooling-off-desktop-en-record');
    await card.getByTestId('package-cancel').click();
    const dialog = page.getByTestId('cancel-purchase-dialog');
    await dialog.getByTestId('cancel-purchase-summary').waitFor();
    await screenshot(page, 'cooling-off-desktop-en-dialog');

    // Cancelled elsewhere (another tab) while this dialog is open: refused, with its reason.
    expect((await cancelByApi(downline.id)).status).toBe(200);
    await dialog.locator('input[name="sec_password"]').fill(SEC_PASSWORD);
    await dialog.getByTestId('cancel-purchase-submit').click();
    const refused = dialog.getByTestId('cancel-purchase-refused');
    await waitForText(refused, text('en', 'errors', 'ALREADY_CANCELLED'));
    expect(await refused.getAttribute('data-code')).toBe('ALREADY_CANCELLED');
    await screenshot(page, 'cooling-off-desktop-en-refused');
    await dialog.getByTestId('cancel-purchase-close').click();
    await waitForText(card.getByTestId('package-cancelled'), 'Cancelled');
  });
});
