import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { ADMIN_PASSWORD, repoRoot } from './server';

type Tree = { [key: string]: string | Tree };

/** A string of the web app's own translation files, e.g. `text('zh', 'common', 'nav.logout')`. */
export function text(language: string, namespace: string, key: string): string {
  const file = join(repoRoot, 'apps/web/src/locales', language, `${namespace}.json`);
  const tree = JSON.parse(readFileSync(file, 'utf8')) as Tree;
  const value = key.split('.').reduce<string | Tree>((node, part) => (node as Tree)[part], tree);
  if (typeof value !== 'string') throw new Error(`no string at ${language}/${namespace}:${key}`);
  return value;
}

/** Waits until the locator shows the given text. */
export function waitForText(locator: Locator, expected: string, timeout = 15_000) {
  return locator.filter({ hasText: expected }).first().waitFor({ timeout });
}

export async function fillLogin(page: Page, username: string, password: string) {
  const form = page.getByTestId('login-form').first();
  await form.locator('input[name="username"]').fill(username);
  await form.locator('input[name="password"]').fill(password);
  await form.locator('button[type="submit"]').click();
}

export async function pathname(page: Page): Promise<string> {
  return new URL(page.url()).pathname;
}

export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('token'));
}

/**
 * Scrolls the member home page to its end: its sales figures are drawn when scrolled to (below
 * the fold on a phone).
 */
export async function scrollHomeToSales(page: Page) {
  await page.getByTestId('home-page').waitFor();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

/** Opens the login page, logs in and waits for the member home page. */
export async function logIn(page: Page, username: string, password: string) {
  await page.goto('/web/sessions/loginPage');
  await fillLogin(page, username, password);
  await page.waitForURL('**/web/dataDisplay');
}

/** Fills and sends the back-office login form shown on `page`. */
export async function adminLogin(page: Page) {
  const form = page.getByTestId('admin-login-form');
  await form.locator('input[name="username"]').fill('admin');
  await form.locator('input[name="password"]').fill(ADMIN_PASSWORD);
  await form.locator('button[type="submit"]').click();
}

/** A JSON call to the test server: GET without a body, POST with one. */
export async function api<T = unknown>(
  path: string,
  init: { token?: string; body?: unknown; address?: string } = {},
) {
  const res = await fetch(`${inject('baseUrl')}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      // The test server trusts X-Forwarded-For (TRUST_PROXY): each test client its own address.
      ...(init.address ? { 'x-forwarded-for': init.address } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body = (await res.json()) as { message: string; data: T };
  return { status: res.status, ...body };
}

export async function adminToken(): Promise<string> {
  const reply = await api<{ token: string }>('/api/admin/auth/login', {
    body: { username: 'admin', password: ADMIN_PASSWORD },
  });
  return reply.data.token;
}

export async function rootCode(): Promise<string> {
  const reply = await api<{ member_code: string }>('/api/member/checkUser?username=root');
  return reply.data.member_code;
}

/** A short unique suffix, so each test brings its own member. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

function mailsInOutbox(): { to: string; date: string; text?: string }[] {
  const outbox = join(inject('dataDir'), 'outbox');
  let names: string[] = [];
  try {
    names = readdirSync(outbox).filter((name) => name.endsWith('.json'));
  } catch {
    // No mail yet: the outbox is created with the first one.
  }
  return names.map((name) => JSON.parse(readFileSync(join(outbox, name), 'utf8')));
}

/** The 6-digit code of the newest mail to `to` written after `since` (ms), waiting for it. */
export async function otpFromOutbox(to: string, since: number): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const mails = mailsInOutbox()
      .filter((mail) => mail.to === to && Date.parse(mail.date) >= since)
      .sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
    const code = /\b(\d{6})\b/.exec(mails[0]?.text ?? '')?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no code mailed to ${to}`);
}

/** What differs between the members the tests register. */
export interface NewMember {
  prefix: string;
  password: string;
  sec_password: string;
  fullname: string;
  contact_number: string;
  group_type: number;
  address: string;
}

let registrations = 0;
// Each test file's copy of this module takes a random block of 256 addresses, 10.B.C.0/24 with B
// below 200 (10.200 and up are other helpers', e.g. phone-prefill's 10.203).
const addressBlock = `10.${1 + Math.floor(Math.random() * 199)}.${Math.floor(Math.random() * 256)}`;

/** A member registered under root through the API (e-mail code read from the outbox). */
export async function registerMember({ prefix, password, ...details }: NewMember) {
  const suffix = unique();
  const username = `${prefix}${suffix}`;
  const email = `${username}@example.test`;
  const since = Date.now() - 1000;
  // Registrations come from addresses of their own, so the suite stays under the per-address
  // OTP limit however many members its files register (the limit is tested by the API tests).
  // Every test file has its own copy of this module but they share one server: each file uses
  // its own block, so files do not reuse each other's addresses.
  registrations++;
  const address = `${addressBlock}.${registrations & 255}`;
  expect((await api('/api/global/sent-otp', { body: { email }, address })).status).toBe(200);
  const reply = await api<{ id: number; member_code: string }>('/api/auth/register', {
    body: {
      username,
      email,
      fullname: details.fullname,
      ic: `IC${suffix}`.slice(0, 20),
      contact_number: details.contact_number,
      country_id: 2,
      state_id: 13,
      ref_id: await rootCode(),
      group_type: details.group_type,
      password,
      password_confirmation: password,
      sec_password: details.sec_password,
      otp: await otpFromOutbox(email, since),
      agree: true,
      address: details.address,
    },
    address,
  });
  expect(reply.message).toBe('register_success');
  return { username, email, id: reply.data.id, member_code: reply.data.member_code };
}
