import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  adminToken,
  api,
  fillLogin,
  logIn,
  otpFromOutbox,
  registerMember as registerWithApi,
  rootCode,
  text,
  unique,
  waitForText,
} from './support/app';
import { DESKTOP, phonePagePerTest, screenshot } from './support/browser';

const baseUrl = inject('baseUrl');
let page: Page;

phonePagePerTest('failed-membership-', (next) => {
  page = next;
});

/** A member registered through the API with the given login password. */
const registerMember = (password: string) =>
  registerWithApi({
    prefix: 'm',
    password,
    sec_password: 'Secure999',
    fullname: 'Test Member',
    contact_number: '0123456789',
    group_type: 2,
    address: '1 Jalan Test, Kuala Lumpur',
  });

describe('membership', () => {
  it('registers a visitor from a referral link at 375 px, in two steps, then logs in', async () => {
    const code = await rootCode();
    const suffix = unique();
    const username = `v${suffix}`;
    const email = `v${suffix}@example.test`;
    const password = 'Visitor123';

    await page.goto(`/register?ref=${code}`);
    const form = page.getByTestId('register-form');
    const field = (name: string) => form.locator(`[name="${name}"]`);
    await expect(field('ref_id').inputValue()).resolves.toBe(code);
    await form.locator('[data-testid="ref-status"][data-status="valid"]').waitFor();
    // The hint names the end node of the left leg (the default) below root, as the server finds
    // it: root itself while root has sponsored no one, else the last node of that leg (other test
    // files may have registered members under root first).
    const placement = await api<{ legs: { group_type: number; username: string }[] }>(
      '/api/member/checkUser?username=root',
    );
    const upline = placement.data.legs.find((leg) => leg.group_type === 1)?.username;
    expect(upline).toBeTruthy();
    await waitForText(form.getByTestId('placement-hint'), upline!);

    // Step 1 refuses to go on while fields are missing.
    await page.getByTestId('register-next').click();
    await waitForText(form, text('en', 'errors', 'invalid_username'));
    await screenshot(page, 'membership-phone-register-errors');

    await field('username').fill(username);
    await field('fullname').fill('Visitor Tan');
    await field('ic').fill(`A${suffix}`.slice(0, 20));
    await field('contact_number').fill('0123456789');
    await field('email').fill(email);
    const since = Date.now() - 1000;
    await form.getByTestId('send-code').click();
    await waitForText(form.getByTestId('send-code'), '60');
    await field('otp').fill(await otpFromOutbox(email, since));
    await form.getByTestId('otp-verified').waitFor();

    await form.getByTestId('state-select').click();
    await page.getByRole('option', { name: 'Selangor' }).click();
    await field('password').fill(password);
    await field('password_confirmation').fill(password);
    await field('sec_password').fill('Secure123');
    // The terms and the privacy policy are links (opening a new tab); the box is ticked apart.
    expect(await form.getByTestId('register-terms-link').getAttribute('href')).toBe('/web/terms');
    expect(await form.getByTestId('register-privacy-link').getAttribute('href')).toBe(
      '/web/privacy',
    );
    expect(await form.getByTestId('register-terms-link').getAttribute('target')).toBe('_blank');
    await form.getByTestId('register-agree').check();
    await screenshot(page, 'membership-phone-register-step1');
    await page.getByTestId('register-next').click();

    await field('address').waitFor();
    await field('receiver_fullname').fill('Visitor Tan');
    await field('address').fill('12 Jalan Bukit Bintang, Kuala Lumpur');
    await field('postcode').fill('55100');
    await screenshot(page, 'membership-phone-register-step2');
    await page.getByTestId('register-submit').click();

    const success = page.getByTestId('message-success');
    await waitForText(success, text('en', 'member', 'register_success'));
    const message = await success.getByTestId('message-text').textContent();
    const memberCode = /code is (\w+)/.exec(message ?? '')?.[1];
    expect(memberCode).toMatch(/^[A-Z2-9]{6,}$/);
    await screenshot(page, 'membership-phone-register-success');
    await success.getByRole('button').click();
    await page.waitForURL('**/web/sessions/loginPage');

    await fillLogin(page, username, password);
    await page.waitForURL('**/web/dataDisplay');
    await waitForText(page.getByTestId('home-username'), username);
    expect(await page.getByTestId('set-secpassword-prompt').count()).toBe(0);

    // The profile shows the sponsor, the placement and a referral link with its QR code.
    await page.goto('/web/me');
    await waitForText(page.getByTestId('me-member-code'), memberCode!);
    await waitForText(page.getByTestId('me-page'), 'root');
    expect(await page.getByTestId('referral-link').inputValue()).toBe(
      `${baseUrl}/register?ref=${memberCode}`,
    );
    await page.getByTestId('referral-qr').locator('svg').waitFor();
    await screenshot(page, 'membership-phone-me');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'membership-desktop-me');
  });

  it('recovers a forgotten password in three steps from the login dialog', async () => {
    const member = await registerMember('Before123');
    await page.goto('/web/sessions/loginPage');
    await page.getByTestId('login-forgot-password').click();
    const dialog = page.getByRole('dialog');
    const form = dialog.getByTestId('forgot-password-form');

    await form.locator('[name="username"]').fill(member.username);
    const since = Date.now() - 1000;
    await form.getByRole('button', { name: text('en', 'member', 'otp.send_code') }).click();
    await form.getByTestId('resend-countdown').waitFor();
    expect(await form.getByTestId('resend-code').count()).toBe(0);
    await form.locator('[name="otp"]').fill(await otpFromOutbox(member.email, since));
    await screenshot(page, 'membership-phone-forgot-step2');
    await form.getByRole('button', { name: text('en', 'member', 'otp.verify') }).click();

    await form.locator('[name="password"]').fill('After1234');
    await form.locator('[name="password_confirmation"]').fill('After9999');
    await form.getByRole('button', { name: text('en', 'member', 'forgot_password.reset') }).click();
    await waitForText(form, text('en', 'errors', 'password_not_same'));
    await form.locator('[name="password_confirmation"]').fill('After1234');
    await screenshot(page, 'membership-phone-forgot-step3');
    await form.getByRole('button', { name: text('en', 'member', 'forgot_password.reset') }).click();

    const success = page.getByTestId('message-success');
    await waitForText(success, text('en', 'member', 'success_reset_password'));
    await success.getByRole('button').click();
    await form.waitFor({ state: 'detached' });

    await fillLogin(page, member.username, 'After1234');
    await page.waitForURL('**/web/dataDisplay');
    await waitForText(page.getByTestId('home-username'), member.username);
  });

  it('edits the profile and changes the password from the sidebar dialogs', async () => {
    const member = await registerMember('Change123');
    await logIn(page, member.username, 'Change123');

    await page.getByTestId('sidebar-toggle').click();
    await page.getByTestId('nav-edit_profile').click();
    const profile = page.getByRole('dialog').getByTestId('edit-profile-form');
    await profile.locator('[name="address"]').fill('');
    await profile.getByTestId('edit-profile-save').click();
    await waitForText(profile, text('en', 'errors', 'REQUIRED'));
    await profile.locator('[name="address"]').fill('88 Jalan Sultan, Melaka');
    await profile.locator('[name="postcode"]').fill('75000');
    await screenshot(page, 'membership-phone-edit-profile');
    await profile.getByTestId('edit-profile-save').click();
    await waitForText(
      page.getByTestId('message-success'),
      text('en', 'member', 'edit_profile.saved'),
    );
    await page.getByTestId('message-success').getByRole('button').click();
    await profile.waitFor({ state: 'detached' });
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const saved = await api<{ address: string }>('/api/member/getUserProfile', { token: token! });
    expect(saved.data.address).toBe('88 Jalan Sultan, Melaka');

    // A dialog is not a route: the sidebar is still open behind it.
    await page.getByTestId('nav-security_center').click();
    const change = page.getByRole('dialog').getByTestId('change-password-form');
    await change.locator('[name="old_password"]').fill('Wrong1234');
    await change.locator('[name="password"]').fill('Changed123');
    await change.locator('[name="password_confirmation"]').fill('Changed123');
    await change.locator('button[type="submit"]').click();
    await waitForText(change, text('en', 'errors', 'INCORRECT_PASSWORD'));
    await screenshot(page, 'membership-phone-security-center');
    await change.locator('[name="old_password"]').fill('Change123');
    await change.locator('button[type="submit"]').click();
    await waitForText(
      page.getByTestId('message-success'),
      text('en', 'member', 'password_updated'),
    );
    await page.getByTestId('message-success').getByRole('button').click();

    // The new password is the one that logs in now.
    expect(
      (
        await api('/api/auth/login', {
          body: { username: member.username, password: 'Changed123' },
        })
      ).status,
    ).toBe(200);
  });

  it('forces a member without a security password to set one, then lets them in', async () => {
    const member = await registerMember('Member123');
    // The back-office clears the member's security password: next login must set a new one.
    const reset = await api(`/api/admin/members/${member.id}/reset-sec-password`, {
      token: await adminToken(),
      body: { reason: 'e2e: member forgot it' },
    });
    expect(reset.status).toBe(200);

    await logIn(page, member.username, 'Member123');
    const prompt = page.getByTestId('set-secpassword-prompt');
    await prompt.waitFor();
    // Not dismissable: Escape leaves it open.
    await page.keyboard.press('Escape');
    await prompt.waitFor();

    // The security password must differ from the login password (server-side rule).
    await prompt.locator('[name="password"]').fill('Member123');
    await prompt.locator('[name="password_confirmation"]').fill('Member123');
    await prompt
      .getByRole('button', { name: text('en', 'member', 'set_secpassword.submit') })
      .click();
    await waitForText(prompt, text('en', 'errors', 'SEC_SAME_AS_PASSWORD'));
    await screenshot(page, 'membership-phone-set-secpassword');

    await prompt.locator('[name="password"]').fill('Secure456');
    await prompt.locator('[name="password_confirmation"]').fill('Secure456');
    await prompt
      .getByRole('button', { name: text('en', 'member', 'set_secpassword.submit') })
      .click();
    await waitForText(
      page.getByTestId('message-success'),
      text('en', 'member', 'set_secpassword.done'),
    );
    await prompt.waitFor({ state: 'detached' });

    await page.reload();
    await page.getByTestId('home-username').waitFor();
    expect(await page.getByTestId('set-secpassword-prompt').count()).toBe(0);
  });
});
