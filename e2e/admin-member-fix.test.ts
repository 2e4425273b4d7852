import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminLogin, adminToken, api, registerMember, text, waitForText } from './support/app';
import { DESKTOP, launchBrowser, PHONE, screenshot } from './support/browser';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail')
    await screenshot(page, `failed-member-fix-${ctx.task.name}`);
  await context?.close();
});

/** Subjects of the mails the server wrote to its outbox for `to` (no SMTP_URL in the e2e run). */
function subjectsTo(to: string): string[] {
  const outbox = join(inject('dataDir'), 'outbox');
  return readdirSync(outbox)
    .filter((name) => name.endsWith('.json'))
    .map(
      (name) =>
        JSON.parse(readFileSync(join(outbox, name), 'utf8')) as { to: string; subject: string },
    )
    .filter((mail) => mail.to === to)
    .map((mail) => mail.subject);
}

async function waitForMail(to: string, subject: string) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (subjectsTo(to).includes(subject)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no "${subject}" mail to ${to}`);
}

async function openMember(viewport: { width: number; height: number }, id: number) {
  context = await browser.newContext({ baseURL: inject('baseUrl'), viewport });
  page = await context.newPage();
  await page.goto('/admin');
  await page.waitForURL('**/admin/login');
  await adminLogin(page);
  await page.getByTestId('admin-header-user').waitFor();
  await page.goto(`/admin/members/${id}`);
  await page.getByTestId('admin-member-profile').waitFor();
}

const noSidewaysScroll = () =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe("fixing a member's account in the back-office", () => {
  it('corrects a mistyped e-mail with a reason and a confirmation; both addresses are told', async () => {
    const member = await registerMember({
      prefix: 'fixmail',
      password: 'Member123',
      sec_password: 'Secure123',
      fullname: 'Farah Hanim',
      contact_number: '+60 12-555 0101',
      group_type: 1,
      address: '1 Jalan Bukit Bintang, Kuala Lumpur',
    });
    const corrected = `farah.${member.username}@example.test`;
    await openMember(DESKTOP, member.id);

    await page.getByTestId('admin-action-edit-profile').click();
    await page.getByTestId('admin-profile-email').fill(corrected);
    // The reason is mandatory.
    await page.getByTestId('admin-profile-review').click();
    await waitForText(page.getByTestId('admin-profile-form'), text('en', 'errors', 'required'));
    await page.getByTestId('admin-profile-reason').fill('E2E: member typed the wrong e-mail');
    await page.getByTestId('admin-profile-review').click();
    const confirm = page.getByTestId('admin-profile-confirm');
    await waitForText(confirm, corrected);
    await waitForText(confirm, text('en', 'admin', 'member_fix.edit.email_notice'));
    await screenshot(page, 'admin-desktop-member-fix-confirm');
    await page.getByTestId('admin-profile-save').click();
    await page.getByTestId('message-success').first().waitFor();
    await waitForText(page.getByTestId('admin-member-profile'), corrected);
    expect(await noSidewaysScroll()).toBe(true);

    const detail = await api<{ email: string }>(`/api/admin/members/${member.id}`, {
      token: await adminToken(),
    });
    expect(detail.data.email).toBe(corrected);
    const subject = 'The e-mail address of your Rangkai account was changed';
    await waitForMail(member.email, subject);
    await waitForMail(corrected, subject);
  });

  it('works on a phone: the edit form fits and a password reset is sent with a reason', async () => {
    const member = await registerMember({
      prefix: 'fixphone',
      password: 'Member123',
      sec_password: 'Secure123',
      fullname: 'Tan Boon Hock',
      contact_number: '+60 12-555 0202',
      group_type: 2,
      address: '2 Lebuh Pantai, George Town',
    });
    // The member lives in a country no longer open for registration: the form still names it.
    const put = async (path: string, body: unknown) => {
      const res = await fetch(`${inject('baseUrl')}${path}`, {
        method: 'PUT',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${await adminToken()}`,
        },
        body: JSON.stringify(body),
      });
      expect(res.status, await res.text()).toBe(200);
    };
    const countries = await api<{ records: { id: number; name_en: string }[] }>(
      '/api/admin/countries',
      { token: await adminToken() },
    );
    const abroad = countries.data.records.find((c) => c.id !== 2) as {
      id: number;
      name_en: string;
    };
    await put(`/api/admin/members/${member.id}/profile`, {
      country_id: abroad.id,
      reason: 'E2E: member moved abroad',
    });
    await put(`/api/admin/countries/${abroad.id}`, {
      registration_enabled: false,
      reason: 'E2E: closed for registration',
    });
    await openMember(PHONE, member.id);
    expect(await noSidewaysScroll()).toBe(true);
    await screenshot(page, 'admin-phone-member-fix-actions');

    await page.getByTestId('admin-action-edit-profile').click();
    await page.getByTestId('admin-profile-form').waitFor();
    await expect
      .poll(() => page.getByTestId('admin-profile-country').inputValue())
      .toBe(abroad.name_en);
    await put(`/api/admin/countries/${abroad.id}`, {
      registration_enabled: true,
      reason: 'E2E: open again',
    });
    expect(await noSidewaysScroll()).toBe(true);
    await screenshot(page, 'admin-phone-member-fix-form');
    await page.getByRole('button', { name: text('en', 'admin', 'actions.cancel') }).click();
    await page.getByTestId('admin-profile-form').waitFor({ state: 'hidden' });

    await page.getByTestId('admin-action-password-reset').click();
    await page.getByTestId('admin-reason-input').fill('E2E: member cannot log in');
    await screenshot(page, 'admin-phone-member-fix-reset');
    await page.getByTestId('admin-reason-confirm').click();
    await page.getByTestId('message-success').first().waitFor();
    await waitForMail(member.email, 'Reset your Rangkai password');
    expect(await noSidewaysScroll()).toBe(true);
  });
  it("releases a failed KYC's identity number so its true holder can submit it", async () => {
    const base = {
      password: 'Member123',
      sec_password: 'Secure123',
      contact_number: '+60 12-555 0303',
    };
    const impostor = await registerMember({
      ...base,
      prefix: 'fiximp',
      fullname: 'Wrong Person',
      group_type: 1,
      address: '3 Jalan Ampang',
    });
    const holder = await registerMember({
      ...base,
      prefix: 'fixhold',
      fullname: 'True Holder',
      group_type: 2,
      address: '4 Jalan Ampang',
    });
    // A MyKad number of someone born on 1 January 1990, unique to this run.
    const number = `900101${String(Date.now()).slice(-6)}`;
    const photo = await sharp({
      create: { width: 640, height: 400, channels: 3, background: { r: 40, g: 90, b: 160 } },
    })
      .jpeg()
      .toBuffer();
    const submit = async (username: string) => {
      const login = await api<{ token: string }>('/api/auth/login', {
        body: { username, password: base.password },
      });
      const form = new FormData();
      form.set('id_number', number);
      form.set('fullname', 'True Holder');
      form.set('sec_password', base.sec_password);
      for (const side of ['ic_front', 'ic_back'])
        form.set(side, new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `${side}.jpg`);
      const res = await fetch(`${inject('baseUrl')}/api/member/UserKyc`, {
        method: 'POST',
        headers: { authorization: `Bearer ${login.data.token}` },
        body: form,
      });
      return (await res.json()) as { message: string; data: { id: number } };
    };
    const submitted = await submit(impostor.username);
    const failed = await fetch(`${inject('baseUrl')}/api/admin/kyc/${submitted.data.id}/fail`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await adminToken()}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ reason: 'E2E: not the holder' }),
    });
    expect(failed.status).toBe(200);
    expect((await submit(holder.username)).message).toBe('iC_USED');

    await openMember(PHONE, impostor.id);
    await page.goto(`/admin/kyc?status=failed&id=${submitted.data.id}`);
    await page.getByTestId('admin-kyc-release').click();
    await page
      .getByTestId('admin-kyc-release-reason')
      .fill('E2E: the number belongs to another member');
    await screenshot(page, 'admin-phone-kyc-release');
    expect(await noSidewaysScroll()).toBe(true);
    await page.getByTestId('admin-kyc-release-confirm').click();
    await page.getByTestId('message-success').first().waitFor();
    await page.getByTestId('admin-kyc-release').waitFor({ state: 'hidden' });

    expect((await submit(holder.username)).message).not.toBe('iC_USED');
  });
});
