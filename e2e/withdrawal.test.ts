import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
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
 * Cashing out, end to end: a member submits KYC from a phone, an operator approves it, the member
 * saves bank details and withdraws, the operator pays it out, the member sees it completed.
 */
const baseUrl = inject('baseUrl');
const PASSWORD = 'Cashout123';
const SEC_PASSWORD = 'Secure888';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let member: { username: string; email: string; member_code: string };
let photo: Buffer;

async function newPage(viewport = PHONE) {
  context = await browser.newContext({ baseURL: baseUrl, viewport });
  page = await context.newPage();
}

async function openAdmin(path: string) {
  await newPage(PHONE);
  await page.goto('/admin/login');
  await adminLogin(page);
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  await page.goto(path);
}

/** Picks a file through the picker's own file chooser, as a person would. */
async function pickImage(testId: string, name: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId(`${testId}-pick`).click();
  await (await chooser).setFiles({ name, mimeType: 'image/jpeg', buffer: photo });
}

beforeAll(async () => {
  browser = await launchBrowser();
  member = await registerMember({
    prefix: 'cash',
    password: PASSWORD,
    sec_password: SEC_PASSWORD,
    fullname: 'Nur Aisyah',
    contact_number: '+60123334444',
    group_type: 1,
    address: '3 Jalan Bank, Kuala Lumpur',
  });
  const funded = await api<{ balance: string }>('/api/admin/wallet/adjust', {
    token: await adminToken(),
    body: {
      username: member.username,
      wallet: 'point1',
      direction: 'credit',
      amount: '250.00',
      reason: 'e2e withdrawal funding',
    },
  });
  expect(funded.data.balance).toBe('250.00');
  photo = await sharp({
    create: { width: 900, height: 560, channels: 3, background: { r: 40, g: 90, b: 160 } },
  })
    .jpeg()
    .toBuffer();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail')
    await screenshot(page, `failed-withdrawal-${ctx.task.name}`);
  await context?.close();
});

describe('KYC and withdrawal', () => {
  it('a member verifies, withdraws from a phone and sees the payout completed', async () => {
    // 1. The member: withdrawing first asks for KYC; the KYC form at 375 px.
    await newPage(PHONE);
    await logIn(page, member.username, PASSWORD);
    await page.getByTestId('sidebar-toggle').click();
    await page.getByTestId('main-withdraw').click();
    await page.getByTestId('withdraw-blocked-kyc').waitFor();
    await screenshot(page, 'withdrawal-phone-needs-kyc');
    await page.getByTestId('withdraw-open-kyc').click();
    const form = page.getByTestId('kyc-form');
    await form.waitFor();
    await page.getByTestId('kyc-submit').click();
    await page.getByTestId('kyc-incomplete').waitFor();
    await form.locator('input[name="id_number"]').fill('900214105678');
    await form.locator('input[name="fullname"]').fill('Nur Aisyah');
    await pickImage('kyc-ic_front', 'front.jpg');
    await pickImage('kyc-ic_back', 'back.jpg');
    await form.locator('input[name="sec_password"]').fill(SEC_PASSWORD);
    await screenshot(page, 'withdrawal-phone-kyc-form');
    await page.getByTestId('kyc-submit').click();
    const submitted = page.getByTestId('message-success');
    await submitted.waitFor();
    await screenshot(page, 'withdrawal-phone-kyc-submitted');
    await submitted.getByRole('button').click();
    // The sidebar's KYC entry now says pending and does not open while it is.
    await expect
      .poll(() => page.getByTestId('nav-kyc').getAttribute('data-disabled'), { timeout: 10_000 })
      .toBe('true');
    await screenshot(page, 'withdrawal-phone-kyc-pending');
    await context.close();

    // 2. The operator approves it (phone-sized back-office), seeing both images.
    await openAdmin('/admin/kyc');
    const row = page.getByTestId('admin-kyc-table-row').filter({ hasText: member.username });
    await row.first().click();
    await page.getByTestId('admin-kyc-review').waitFor();
    await waitForText(page.getByTestId('admin-kyc-id-number'), '900214');
    for (const side of ['ic_front', 'ic_back'])
      await page.getByTestId(`admin-kyc-image-${side}`).locator('img').waitFor();
    await screenshot(page, 'withdrawal-phone-admin-kyc-review');
    await page.getByTestId('admin-kyc-approve').click();
    await page.getByTestId('admin-kyc-confirm').click();
    await expect
      .poll(async () => {
        const reply = await api<{ records: { member: { username: string } }[] }>(
          '/api/admin/kyc?status=approved',
          { token: await adminToken() },
        );
        return reply.data.records.some((r) => r.member.username === member.username);
      })
      .toBe(true);
    await context.close();

    // 3. The member saves bank details, then withdraws 100: fee 5, 95 received, shown live.
    await newPage(PHONE);
    await logIn(page, member.username, PASSWORD);
    await page.getByTestId('sidebar-toggle').click();
    // Approved: the KYC dialog is read only and shows the stored images.
    await page.getByTestId('nav-kyc').click();
    await page.getByTestId('kyc-approved').waitFor();
    for (const side of ['ic_front', 'ic_back'])
      await page.getByTestId(`kyc-stored-${side}`).locator('img').waitFor();
    await screenshot(page, 'withdrawal-phone-kyc-approved');
    await page.keyboard.press('Escape');
    await page.getByTestId('main-withdraw').click();
    await page.getByTestId('withdraw-blocked-bank').waitFor();
    await page.getByTestId('withdraw-open-details').click();
    const bank = page.getByTestId('bank-details-form');
    await bank.waitFor();
    await page.getByTestId('bank-name-select').click();
    await page.getByRole('option', { name: 'Maybank', exact: true }).click();
    await bank.locator('input[name="bank_user"]').fill('Nur Aisyah');
    await bank.locator('input[name="bank_number"]').fill('514012345678');
    await bank.locator('input[name="branch"]').fill('Jalan Tun Perak');
    await bank.locator('input[name="sec_password"]').fill(SEC_PASSWORD);
    await screenshot(page, 'withdrawal-phone-bank-details');
    await page.getByTestId('bank-details-submit').click();
    const saved = page.getByTestId('message-success');
    await saved.waitFor();
    await saved.getByRole('button').click();
    // Saved details are read only from now on.
    await page.getByTestId('nav-withdraw_details').click();
    await page.getByTestId('bank-details-view').waitFor();
    await screenshot(page, 'withdrawal-phone-bank-details-saved');
    await page.keyboard.press('Escape');

    await page.goto('/web/dataDisplay');
    await page.getByTestId('sidebar-toggle').click();
    await page.getByTestId('main-withdraw').click();
    const withdraw = page.getByTestId('withdraw-form');
    await withdraw.waitFor();
    await waitForText(page.getByTestId('withdraw-bank'), '5678');
    await withdraw.locator('input[name="amount"]').fill('100');
    await waitForText(page.getByTestId('withdraw-figures'), '95.00');
    await waitForText(page.getByTestId('withdraw-figures'), '5.00');
    await withdraw.locator('input[name="sec_password"]').fill(SEC_PASSWORD);
    await screenshot(page, 'withdrawal-phone-withdraw-form');
    await page.getByTestId('withdraw-submit').click();
    await page.getByTestId('message-success').waitFor();
    await page.getByTestId('message-success').getByRole('button').click();
    await waitForText(page.getByTestId('balance-point1'), '150.00');
    await context.close();

    // 4. The operator approves and pays it with the bank's reference.
    await openAdmin('/admin/withdrawals');
    const pending = page.getByTestId('admin-withdrawals-table-row').filter({
      hasText: member.username,
    });
    await waitForText(pending.first(), '100.00');
    await screenshot(page, 'withdrawal-phone-admin-queue');
    await pending.first().getByTestId('admin-withdrawal-open').click();
    await page.getByTestId('admin-withdrawal-review').waitFor();
    await waitForText(page.getByTestId('admin-withdrawal-received'), '95.00');
    await page.getByTestId('admin-withdrawal-approve').click();
    await page.getByTestId('admin-withdrawal-confirm').click();
    await waitForText(page.getByTestId('message-success'), member.username);
    await page.getByTestId('message-success').getByRole('button').click();
    await page.getByTestId('admin-withdrawals-tab-approved').click();
    const approved = page.getByTestId('admin-withdrawals-table-row').filter({
      hasText: member.username,
    });
    await approved.first().getByTestId('admin-withdrawal-open').click();
    await page.getByTestId('admin-withdrawal-review').waitFor();
    // An approved withdrawal's one action is "mark paid": its form is open at once.
    await page.getByTestId('admin-withdrawal-reference').fill('MBB-E2E-0001');
    await page.getByTestId('admin-withdrawal-confirm').click();
    await page.getByTestId('message-success').getByRole('button').click();
    await page.getByTestId('admin-withdrawals-tab-completed').click();
    await waitForText(
      page.getByTestId('admin-withdrawals-table-row').filter({ hasText: member.username }).first(),
      '100.00',
    );
    await screenshot(page, 'withdrawal-phone-admin-paid');
    await context.close();

    // 5. The member sees it completed, with the bank reference.
    await newPage(PHONE);
    await logIn(page, member.username, PASSWORD);
    await page.goto('/web/record/withdrawRecord');
    const record = page.getByTestId('withdraw-record').first();
    await waitForText(record, 'MBB-E2E-0001');
    await waitForText(
      record.getByTestId('withdraw-status'),
      text('en', 'withdraw', 'status.completed'),
    );
    await screenshot(page, 'withdrawal-phone-member-completed');

    const ledger = await api<{ ok: boolean }>('/api/admin/ledger/verify', {
      token: await adminToken(),
    });
    expect(ledger.data.ok).toBe(true);
  });

  it('shows the back-office queues at desktop width', async () => {
    await newPage(DESKTOP);
    await page.goto('/admin/login');
    await adminLogin(page);
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await page.goto('/admin/withdrawals?status=completed');
    await page.getByTestId('admin-withdrawal-totals').waitFor();
    await screenshot(page, 'withdrawal-desktop-admin-withdrawals');
    await page.goto('/admin/kyc?status=approved');
    await page.getByTestId('admin-kyc-table-row').first().waitFor();
    await screenshot(page, 'withdrawal-desktop-admin-kyc');
  });
});
