import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  adminLogin,
  adminToken,
  api,
  logIn,
  registerMember as registerWithApi,
  text,
  waitForText,
} from './support/app';
import { DESKTOP, launchBrowser, PHONE, screenshot } from './support/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;

const PASSWORD = 'Wallet123';
const SEC_PASSWORD = 'Secure777';

interface Member {
  username: string;
  email: string;
  member_code: string;
}

/** A fresh member registered under root, with a known security password. */
const registerMember = (prefix: string): Promise<Member> =>
  registerWithApi({
    prefix,
    password: PASSWORD,
    sec_password: SEC_PASSWORD,
    fullname: 'Wallet Tester',
    contact_number: '+60129876543',
    group_type: 1,
    address: '8 Jalan Dompet, Kuala Lumpur',
  });

async function login(member: Member) {
  await logIn(page, member.username, PASSWORD);
  await page.getByTestId('wallet-card').waitFor();
}

async function newPage(viewport = PHONE) {
  context = await browser.newContext({ baseURL: baseUrl, viewport });
  page = await context.newPage();
}

let sender: Member;
let receiver: Member;

beforeAll(async () => {
  browser = await launchBrowser();
  [sender, receiver] = [await registerMember('snd'), await registerMember('rcv')];
  const funded = await api<{ balance: string }>('/api/admin/wallet/adjust', {
    token: await adminToken(),
    body: {
      username: sender.username,
      wallet: 'point1',
      direction: 'credit',
      amount: '100.00',
      reason: 'e2e wallet funding',
    },
  });
  expect(funded.data.balance).toBe('100.00');
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') await screenshot(page, `failed-wallet-${ctx.task.name}`);
  await context?.close();
});

describe('wallet', () => {
  it('transfers through the receiver confirmation at 375 px and lists it in both records', async () => {
    await newPage();
    await login(sender);
    await waitForText(page.getByTestId('balance-point1'), '100.00');

    // Spec §2: the sidebar's main function opens the transfer dialog.
    await page.getByTestId('sidebar-toggle').click();
    await page.getByTestId('main-transfer').click();
    const form = page.getByTestId('transfer-form');
    await form.waitFor();
    await waitForText(page.getByTestId('available-point1'), '100.00');

    // Amounts never go negative and keep at most two decimals.
    const amount = form.locator('input[name="amount"]');
    await amount.pressSequentially('-25.505');
    expect(await amount.inputValue()).toBe('25.50');

    // A failed receiver check keeps the dialog open, with the error under the field.
    await form.locator('input[name="username"]').fill('nobody_here');
    await form.locator('input[name="sec_password"]').fill(SEC_PASSWORD);
    await page.getByTestId('transfer-next').click();
    await waitForText(form, text('en', 'errors', 'INCORRECT_USERNAME'));
    expect(await page.getByTestId('receiver-confirm-body').count()).toBe(0);
    await screenshot(page, 'wallet-phone-transfer-unknown-receiver');

    // The member code finds the receiver; the confirmation shows who it is.
    await form.locator('input[name="username"]').fill(receiver.member_code);
    await form.locator('textarea[name="remark"]').fill('Lunch money');
    await screenshot(page, 'wallet-phone-transfer-form');
    await page.getByTestId('transfer-next').click();
    const confirm = page.getByTestId('receiver-confirm-body');
    await confirm.waitFor();
    await waitForText(page.getByTestId('confirm-username'), receiver.username);
    await waitForText(page.getByTestId('confirm-member-code'), receiver.member_code);
    await waitForText(page.getByTestId('confirm-contact'), '+60129876543');
    await waitForText(page.getByTestId('confirm-amount'), 'RM 25.50');
    await screenshot(page, 'wallet-phone-transfer-confirm');
    await page.getByTestId('transfer-confirm').click();

    const success = page.getByTestId('message-success');
    await waitForText(success, `RM 25.50 has been transferred to ${receiver.username}.`);
    await screenshot(page, 'wallet-phone-transfer-success');
    await success.getByRole('button').click();
    await waitForText(page.getByTestId('balance-point1'), '74.50');

    await page.goto('/web/record/allRecord?type=transfer');
    const transfer = page.getByTestId('transfer-record').first();
    await waitForText(transfer, `To ${receiver.username}`);
    await waitForText(transfer.getByTestId('record-amount'), '-25.50');
    await waitForText(transfer, 'Lunch money');
    expect(await transfer.getAttribute('data-direction')).toBe('out');
    await screenshot(page, 'wallet-phone-transfer-record');

    await page.goto('/web/record/walletRecord');
    const line = page.getByTestId('wallet-record').first();
    await waitForText(line.getByTestId('record-type'), 'Transfer');
    await waitForText(line.getByTestId('record-amount'), '-25.50');
    await waitForText(line, 'Balance 74.50');
    await screenshot(page, 'wallet-phone-wallet-record');

    // The type filter narrows the list (kept in the URL); an empty result says so.
    await page.goto('/web/record/walletRecord?type=deposit');
    await page.getByTestId('records-empty').waitFor();
  });

  it('shows the receiver the incoming transfer', async () => {
    await newPage();
    await login(receiver);
    await waitForText(page.getByTestId('balance-point1'), '25.50');

    await page.goto('/web/record/allRecord?type=transfer');
    const transfer = page.getByTestId('transfer-record').first();
    await waitForText(transfer, `From ${sender.username}`);
    await waitForText(transfer.getByTestId('record-amount'), '+25.50');
    expect(await transfer.getAttribute('data-direction')).toBe('in');
    await screenshot(page, 'wallet-phone-receiver-transfer-record');

    await page.goto('/web/record/walletRecord?wallet=point1');
    const line = page.getByTestId('wallet-record').first();
    await waitForText(line.getByTestId('record-amount'), '+25.50');
    await waitForText(line, 'Balance 25.50');

    // Package records: the member's own purchases and their downline's, on two tabs.
    await page.goto('/web/record/allRecord?type=upgrade');
    await page.getByTestId('package-record-page').waitFor();
    await page.getByTestId('tab-downline').waitFor();
  });

  it('requests a deposit that an operator approves from the review queue', async () => {
    await newPage();
    await login(receiver);
    await page.getByTestId('wallet-action-deposit').click();
    const form = page.getByTestId('deposit-form');
    await form.waitFor();
    await page.getByTestId('deposit-address-text').waitFor();
    await form.locator('input[name="amount"]').fill('60');
    await form.locator('input[name="reference"]').fill('FPX-E2E-001');
    await page.getByTestId('deposit-submit').click();
    const success = page.getByTestId('message-success');
    await waitForText(success, 'RM 60.00');
    await success.getByRole('button').click();
    await page.getByTestId('wallet-action-deposit').click();
    await page.getByTestId('deposit-pending').waitFor();
    await context.close();

    await newPage(DESKTOP);
    await page.goto('/admin/login');
    await adminLogin(page);
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await page.getByTestId('admin-nav-deposits').click();
    const row = page
      .getByTestId('admin-deposits-table-row')
      .filter({ hasText: receiver.username })
      .first();
    await waitForText(row, 'RM 60.00');
    await screenshot(page, 'wallet-desktop-admin-deposit-queue');
    await row.click();
    await page.getByTestId('admin-deposit-review').waitFor();
    await page.getByTestId('admin-deposit-approve').click();
    await page.getByTestId('admin-deposit-confirm').click();
    const approved = page.getByTestId('message-success');
    await waitForText(approved, `RM 60.00 has been credited to ${receiver.username}.`);
    await approved.getByRole('button').click();
    await page.getByTestId('admin-deposits-tab-approved').click();
    await waitForText(
      page.getByTestId('admin-deposits-table-row').filter({ hasText: receiver.username }),
      'RM 60.00',
    );

    const member = await api<{ token: string }>('/api/auth/login', {
      body: { username: receiver.username, password: PASSWORD },
    });
    const info = await api<{ point3: string }>('/api/member/get-member-info', {
      token: member.data.token,
    });
    expect(info.data.point3).toBe('60.00');

    await page.getByTestId('admin-nav-ledger').click();
    await page.getByTestId('admin-ledger-ok').waitFor();
  });
});
