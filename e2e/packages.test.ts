import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  adminToken,
  api,
  logIn,
  registerMember as registerWithApi,
  text,
  unique,
  waitForText,
} from './support/app';
import { launchBrowser, PHONE, screenshot } from './support/browser';

/**
 * Packages at 375 px: registration of a downline on their behalf (two steps, paid from the
 * registrant's point3, starter kit shipped to Sabah), and an upgrade with delivery whose sponsor
 * bonus (10 % of the BV, split 80/20) shows in the sponsor's bonus record.
 *
 * The registrant is a member of its own rather than root: root's security password is not set at
 * seed and other browser tests rely on that, in whatever order the files run.
 */

const baseUrl = inject('baseUrl');
let browser: Browser;
const contexts: BrowserContext[] = [];
let page: Page;

const PASSWORD = 'Package123';
const SEC_PASSWORD = 'Secure555';

interface Member {
  username: string;
  member_code: string;
}

/**
 * A member registered through the API under root. Self-registration mails a code and the suite
 * shares a limit on those, so the file registers one member so and the others on behalf.
 */
const registerMember = (prefix: string): Promise<Member> =>
  registerWithApi({
    prefix,
    password: PASSWORD,
    sec_password: SEC_PASSWORD,
    fullname: 'Package Tester',
    contact_number: '+60127778888',
    group_type: 1,
    address: '3 Jalan Pakej, Kuala Lumpur',
  });

/** A member that `registrant` registers on Silver (collected at a centre), sponsored by `ref`. */
async function registerOnSilver(registrant: Member, prefix: string, ref: string): Promise<Member> {
  const token = await memberToken(registrant.username);
  const checked = await api('/api/member/checkSecPwd', {
    token,
    body: { sec_password: SEC_PASSWORD },
  });
  expect(checked.status).toBe(200);
  const suffix = unique();
  const username = `${prefix}${suffix}`;
  const reply = await api<Member>('/api/member/register-member', {
    token,
    body: {
      username,
      fullname: 'Package Tester',
      ic: `IC${suffix}`.slice(0, 20),
      contact_number: '+60127778888',
      email: `${username}@example.test`,
      country_id: 2,
      state: 13,
      ref_id: ref,
      group_type: 1,
      user_group: 2,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      sec_password: SEC_PASSWORD,
      address: '3 Jalan Pakej, Kuala Lumpur',
      self_pickup: 1,
      mall_collect_point_id: 1,
    },
  });
  expect(reply.status, JSON.stringify(reply)).toBe(200);
  return { username, member_code: reply.data.member_code };
}

/** Credits point3 through the back office; the new balance is returned. */
async function fundPoint3(username: string, amount: string): Promise<string> {
  const reply = await api<{ balance: string }>('/api/admin/wallet/adjust', {
    token: await adminToken(),
    body: {
      username,
      wallet: 'point3',
      direction: 'credit',
      amount,
      reason: 'e2e packages funding',
    },
  });
  expect(reply.status, JSON.stringify(reply)).toBe(200);
  return reply.data.balance;
}

async function memberToken(username: string): Promise<string> {
  const reply = await api<{ token: string }>('/api/auth/login', {
    body: { username, password: PASSWORD },
  });
  expect(reply.status).toBe(200);
  return reply.data.token;
}

/** A fresh phone-sized browser context (a new visitor, nothing stored). */
async function newPage() {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: PHONE });
  contexts.push(context);
  page = await context.newPage();
}

/** Picks an option of a Mantine select by its label. */
async function choose(select: Locator, option: string) {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Registers the downlines of both tests (on Silver by API, or in the browser). */
let registrant: Member;

beforeAll(async () => {
  browser = await launchBrowser();
  registrant = await registerMember('pkr');
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') await screenshot(page, `failed-packages-${ctx.task.name}`);
  for (const context of contexts.splice(0)) await context.close();
});

describe('packages', () => {
  it('registers a downline on Silver with delivery to Sabah, who then logs in and sees it', async () => {
    expect(await fundPoint3(registrant.username, '500.00')).toBe('500.00');

    const suffix = unique();
    const username = `n${suffix}`;
    const newPassword = 'Newbie123';

    await newPage();
    await logIn(page, registrant.username, PASSWORD);
    await page.goto('/web/ib_tree');
    await waitForText(page.getByTestId('register-card-point3'), 'RM 500.00');
    await page.getByTestId('open-register-member').click();

    // Step 1: the new member, their sponsor (the registrant by default), package and passwords.
    const form = page.getByTestId('register-member-form');
    const field = (name: string) => form.locator(`[name="${name}"]`);
    await field('username').waitFor();
    expect(await field('ref_id').inputValue()).toBe(registrant.member_code);
    await form.locator('[data-testid="ref-status"][data-status="valid"]').waitFor();
    await waitForText(form.getByTestId('placement-hint'), registrant.username);
    await field('username').fill(username);
    await field('fullname').fill('Newbie Lim');
    await field('ic').fill(`B${suffix}`.slice(0, 20));
    await field('contact_number').fill('0198887777');
    await field('email').fill(`${username}@example.test`);
    await choose(form.getByTestId('state-select'), 'Selangor');
    await waitForText(form.getByTestId('registrant-point3'), 'RM 500.00');
    const silver = form.getByTestId('package-option-2');
    await waitForText(silver, 'Silver');
    await waitForText(silver, 'RM 300.00');
    await silver.click();
    expect(await silver.getAttribute('data-checked')).not.toBeNull();
    await field('password').fill(newPassword);
    await field('password_confirmation').fill(newPassword);
    await field('sec_password').fill('NewbieSec1');
    await field('my_sec_password').fill(SEC_PASSWORD);
    await silver.evaluate((card) => card.scrollIntoView({ block: 'center' }));
    await screenshot(page, 'packages-phone-register-step1');
    await page.getByTestId('register-member-next').click();

    // Step 2: delivery to West Malaysia ships free; Sabah adds the East fee.
    const state = form.getByTestId('delivery-state');
    await state.waitFor();
    const total = form.getByTestId('cost-total');
    await waitForText(total, 'RM 300.00');
    await form
      .getByTestId('self-pickup')
      .getByText(text('en', 'member', 'register.delivery'))
      .click();
    await choose(state, 'Sabah');
    await waitForText(total, 'RM 310.00');
    await waitForText(form.getByTestId('cost-summary'), 'RM 10.00');
    expect(await form.getByTestId('cost-insufficient').count()).toBe(0);
    await field('receiver_fullname').fill('Newbie Lim');
    await field('address').fill('21 Jalan Gaya, Kota Kinabalu');
    await field('postcode').fill('88000');
    await total.scrollIntoViewIfNeeded();
    await screenshot(page, 'packages-phone-register-step2');
    await page.getByTestId('register-member-submit').click();

    const success = page.getByTestId('message-success');
    await waitForText(success, text('en', 'packages', 'register_success'));
    const message = page.getByTestId('message-text');
    await waitForText(message, `${username} is registered on the Silver package`);
    const memberCode = /member code (\w+)/.exec((await message.textContent()) ?? '')?.[1];
    expect(memberCode).toMatch(/^[A-Z2-9]{6,}$/);
    await screenshot(page, 'packages-phone-register-success');
    await success.getByRole('button').click();
    await page.getByTestId('register-member-form').waitFor({ state: 'detached' });
    // The registrant paid the price and the shipping from point3.
    await waitForText(page.getByTestId('register-card-point3'), 'RM 190.00');

    // The new member logs in with the password chosen for them.
    await newPage();
    await logIn(page, username, newPassword);
    await waitForText(page.getByTestId('home-username'), username);
    await waitForText(
      page.getByTestId('home-package'),
      text('en', 'common', 'names.package_label').replace('{{name}}', 'Silver'),
    );
    expect(await page.getByTestId('set-secpassword-prompt').count()).toBe(0);
    await screenshot(page, 'packages-phone-new-member-home');

    await page.goto('/web/product/orderHistory');
    const order = page.getByTestId('order-card').first();
    await waitForText(order.getByTestId('order-items'), 'Silver');
    await waitForText(order.getByTestId('order-total'), 'RM 310.00');
    expect(await order.getAttribute('data-status')).toBe('processing');
    expect(await page.getByTestId('order-card').count()).toBe(1);
    await screenshot(page, 'packages-phone-new-member-orders');
  });

  it('upgrades Silver to Gold with delivery to Sabah; the sponsor sees the sponsor bonus', async () => {
    // The sponsor holds a paid package (a sponsor bonus needs one); so does the member.
    await fundPoint3(registrant.username, '300.00');
    const sponsor = await registerOnSilver(registrant, 'pks', registrant.member_code);
    expect(await fundPoint3(sponsor.username, '300.00')).toBe('300.00');
    const member = await registerOnSilver(sponsor, 'pkm', sponsor.member_code);
    expect(await fundPoint3(member.username, '1000.00')).toBe('1000.00');

    await newPage();
    await logIn(page, member.username, PASSWORD);
    await page.getByTestId('sidebar-toggle').click();
    // The sidebar names the package the member holds.
    await waitForText(page.getByTestId('sidebar-package'), 'Silver');
    await page.getByTestId('main-upgrade_package').click();
    const form = page.getByTestId('upgrade-form');
    await form.waitFor();
    await waitForText(page.getByTestId('current-package'), 'Silver');
    const gold = form.getByTestId('package-option-3');
    await waitForText(gold, 'Gold');
    await waitForText(gold, 'Pay RM 700.00');
    await waitForText(gold, '700.00 BV');
    await gold.click();
    await form
      .getByTestId('upgrade-self-pickup')
      .getByText(text('en', 'member', 'register.delivery'))
      .click();
    await choose(form.getByTestId('delivery-state'), 'Sabah');
    await waitForText(form.getByTestId('cost-total'), 'RM 710.00');
    await waitForText(form.getByTestId('cost-summary'), 'RM 1,000.00');
    await form.locator('[name="sec_password"]').fill(SEC_PASSWORD);
    await waitForText(page.getByTestId('upgrade-submit'), 'RM 710.00');
    await screenshot(page, 'packages-phone-upgrade-form');
    await page.getByTestId('upgrade-submit').click();

    const success = page.getByTestId('message-success');
    await waitForText(
      success,
      'You are now on the Gold package. RM 710.00 was paid from your register wallet.',
    );
    await screenshot(page, 'packages-phone-upgrade-success');
    await success.getByRole('button').click();
    await form.waitFor({ state: 'detached' });
    // 1,000.00 − 710.00 left in the register wallet (the home page behind the sidebar).
    await waitForText(page.getByTestId('balance-point3'), '290.00');

    // The sponsor's bonus record: 10 % of the 700.00 BV gained, 80 % cash and 20 % repurchase.
    await newPage();
    await logIn(page, sponsor.username, PASSWORD);
    await page.goto('/web/bonus/bonusRecord');
    const fromMember = page
      .getByTestId('bonus-record')
      .filter({ has: page.getByTestId('bonus-source').filter({ hasText: member.username }) });
    const goldBonus = fromMember.filter({ hasText: '700.00 BV' });
    await waitForText(goldBonus.getByTestId('bonus-type'), 'Sponsor bonus');
    await waitForText(goldBonus.getByTestId('bonus-source'), member.member_code);
    await waitForText(goldBonus.getByTestId('bonus-working'), '10% of 700.00 BV (Gold)');
    await waitForText(goldBonus.getByTestId('record-amount'), '+70.00');
    await waitForText(goldBonus.getByTestId('bonus-split'), 'Cash wallet 56.00');
    await waitForText(goldBonus.getByTestId('bonus-split'), 'Repurchase wallet 14.00');
    // The member's earlier Silver purchase paid its own: 30.00 (24.00 / 6.00).
    const silverBonus = fromMember.filter({ hasText: '300.00 BV' });
    await waitForText(silverBonus.getByTestId('record-amount'), '+30.00');
    await waitForText(silverBonus.getByTestId('bonus-split'), 'Cash wallet 24.00');
    expect(await fromMember.count()).toBe(2);
    await waitForText(page.getByTestId('bonus-total-all').getByTestId('total-amount'), '100.00');
    await screenshot(page, 'packages-phone-sponsor-bonus');
  });
});
