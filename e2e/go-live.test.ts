import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminLogin, adminToken, api, registerMember, text, waitForText } from './support/app';
import { DESKTOP, launchBrowser, PHONE, screenshot } from './support/browser';
import { artifactsDir, type RunningServer, repoRoot, startServer } from './support/server';

/**
 * Issue 26: a fresh install whose administrator password was generated at first start walks its
 * go-live checklist to all green — the deposit account and the receipt's company in Settings, terms
 * and privacy published, the operator's own password, a backup — and the banner leaves the
 * dashboard. The reconciliation page reads at 375 px and 1280 px in en, zh and ms. Its own server:
 * mail and the file key are configured (environment items), the administrator password is not.
 */

const run = promisify(execFile);
const LOG = 'go-live-server.log';
const env = {
  ADMIN_PASSWORD: '',
  SMTP_URL: 'smtp://127.0.0.1:9',
  FILE_ENCRYPTION_KEY: 'ab'.repeat(32),
};
let dataDir: string;
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let generated: string;

async function call(path: string, token: string, method = 'GET', body?: unknown) {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await res.json()) as { error_code: number; data: never };
}

async function open(viewport: typeof DESKTOP, language = 'en') {
  context = await browser.newContext({ baseURL: server.baseUrl, viewport, locale: language });
  page = await context.newPage();
}

async function login(password: string) {
  await page.goto('/admin/login');
  const form = page.getByTestId('admin-login-form');
  await form.locator('input[name="username"]').fill('admin');
  await form.locator('input[name="password"]').fill(password);
  await form.locator('button[type="submit"]').click();
  await page.getByTestId('admin-stat-new_members').waitFor({ timeout: 60_000 });
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'rangkai-go-live-'));
  server = await startServer({ dataDir, env, logName: LOG });
  const log = readFileSync(join(artifactsDir, LOG), 'utf8');
  generated = /Administrator: admin \/ (\S+)/.exec(log)?.[1] ?? '';
  browser = await launchBrowser();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') await screenshot(page, `failed-go-live-${ctx.task.name}`);
  await context?.close();
});

describe('go-live checklist', () => {
  it('lists what a fresh install still lacks, at 375 px', async () => {
    expect(generated).toMatch(/^\S{8,}$/);
    await open(PHONE);
    await login(generated);
    const banner = page.getByTestId('go-live-banner');
    await banner.waitFor();
    for (const key of [
      'deposit_address',
      'company',
      'terms',
      'privacy',
      'admin_password',
      'backup',
    ])
      await page.getByTestId(`go-live-item-${key}`).waitFor();
    for (const key of ['mail', 'file_key', 'daily_close', 'collect_point'])
      expect(await page.getByTestId(`go-live-item-${key}`).count()).toBe(0);
    await waitForText(page.getByTestId('go-live-progress'), '4 of 10 done');
    const box = await banner.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await screenshot(page, 'go-live-phone-banner');
  });

  it('turns green as the operator fixes each item, then leaves the dashboard (1280 px)', async () => {
    await open(DESKTOP);
    await login(generated);
    await page.getByTestId('go-live-banner').waitFor();
    await screenshot(page, 'go-live-desktop-banner');

    // The deposit account: the item's link opens Settings.
    await page.getByTestId('go-live-fix-deposit_address').click();
    const row = page.getByTestId('admin-setting-deposit_address');
    await row.getByTestId('admin-setting-edit').click();
    await row
      .getByTestId('admin-setting-input')
      .fill('Syarikat Contoh Sdn Bhd · CIMB 8001 2345 67');
    await row.getByTestId('admin-setting-save').click();
    await waitForText(row.getByTestId('admin-setting-value'), 'CIMB 8001');

    // The company on the receipts: the item stays open until both its name and number are replaced.
    const setting = async (key: string, value: string) => {
      const target = page.getByTestId(`admin-setting-${key}`);
      await target.getByTestId('admin-setting-edit').click();
      await target.getByTestId('admin-setting-input').fill(value);
      await target.getByTestId('admin-setting-save').click();
      await waitForText(target.getByTestId('admin-setting-value'), value);
    };
    await page.goto('/admin');
    await page.getByTestId('go-live-fix-company').click();
    await setting('company_name', 'Syarikat Contoh Sdn Bhd');
    await page.goto('/admin');
    await page.getByTestId('go-live-fix-company').click();
    await setting('company_reg_no', '201901012345 (1234567-A)');

    // The operator's own password: the item's link opens the password page.
    await page.goto('/admin');
    await page.getByTestId('go-live-fix-admin_password').click();
    await page.getByTestId('admin-password-current').fill(generated);
    await page.getByTestId('admin-password-new').fill('Owner12345');
    await page.getByTestId('admin-password-confirm').fill('Owner12345');
    await page.getByTestId('admin-password-save').click();
    await waitForText(page.locator('body'), text('en', 'adminReports', 'password.changed'));

    // Terms and privacy published (the pages editor is tested on its own), with the new password.
    const token = await (async () => {
      const res = await fetch(`${server.baseUrl}/api/admin/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: 'Owner12345' }),
      });
      return ((await res.json()) as { data: { token: string } }).data.token;
    })();
    for (const slug of ['terms', 'privacy']) {
      const res = await call(`/api/admin/pages/${slug}`, token, 'PUT', {
        bodies: { en: `<p>Our ${slug}.</p>` },
      });
      expect(res.error_code).toBe(0);
    }
    await page.goto('/admin');
    await waitForText(page.getByTestId('go-live-progress'), '9 of 10 done');
    await page.getByTestId('go-live-item-backup').waitFor();
    await context.close();

    // A backup: the embedded database takes one process, so the server stops while it runs.
    await server.stop();
    const out = join(dataDir, 'first-backup.tar.gz');
    await run(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/cli.ts', 'backup', '--out', out],
      {
        cwd: repoRoot,
        env: { ...process.env, DATA_DIR: dataDir, ...env, LOG_LEVEL: 'warn' },
      },
    );
    server = await startServer({ dataDir, env, logName: LOG });

    await open(DESKTOP);
    await login('Owner12345');
    const reply = await call('/api/admin/go-live', token);
    expect(reply.data).toMatchObject({ ready: true });
    expect(await page.getByTestId('go-live-banner').count()).toBe(0);
    await page.getByTestId('dashboard-money').waitFor();
    await screenshot(page, 'go-live-desktop-done');
    // A server stop, a backup command and a second server start: on a loaded 2-core machine
    // (two browser groups at once) this one walk took over the default 60 s.
  }, 180_000);

  for (const [language, viewport, name] of [
    ['en', DESKTOP, 'desktop'],
    ['zh', PHONE, 'phone'],
    ['ms', PHONE, 'phone'],
  ] as const) {
    it(`shows the reconciliation in ${language} at ${viewport.width} px`, async () => {
      await open(viewport, language);
      await login('Owner12345');
      await page.evaluate((lng) => localStorage.setItem('lang', lng), language);
      await page.goto('/admin/reports/reconciliation?from=2026-01-01&to=2026-12-31');
      await waitForText(
        page.getByTestId('reconciliation-page'),
        text(language, 'adminReports', 'reconciliation.heading'),
      );
      // A fresh install moved no money: the empty state says so.
      await waitForText(
        page.getByTestId('reconciliation-page'),
        text(language, 'adminReports', 'reconciliation.empty'),
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await screenshot(page, `go-live-reconciliation-${name}-${language}`);
    });
  }
});

describe('reconciliation with money (the shared test server)', () => {
  it('shows a package sale as the dashboard does, at 1280 px and 375 px', async () => {
    const member = await registerMember({
      prefix: 'recon',
      password: 'Member123',
      sec_password: 'Secure123',
      fullname: 'Rekon Ahmad',
      contact_number: '+60125550101',
      group_type: 1,
      address: '3 Jalan Tun Razak, Kuala Lumpur',
    });
    const admin = await adminToken();
    const funded = await api('/api/admin/wallet/adjust', {
      token: admin,
      body: {
        username: member.username,
        wallet: 'point3',
        direction: 'credit',
        amount: '300.00',
        reason: 'e2e reconciliation',
      },
    });
    expect(funded.status, JSON.stringify(funded)).toBe(200);
    const login = await api<{ token: string }>('/api/auth/login', {
      body: { username: member.username, password: 'Member123' },
    });
    const bought = await api('/api/package/upgrade-package', {
      token: login.data.token,
      body: { user_group_id: 2, sec_password: 'Secure123' },
    });
    expect(bought.status, JSON.stringify(bought)).toBe(200);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' }).format(
      new Date(),
    );
    const report = await api<{ revenue: { packages: string } }>(
      `/api/admin/reports/reconciliation?from=${today}&to=${today}`,
      { token: admin },
    );
    const dashboard = await api<{ today: { package_sales: string } }>('/api/admin/dashboard', {
      token: admin,
    });
    expect(report.data.revenue.packages).toBe(dashboard.data.today.package_sales);
    expect(Number(report.data.revenue.packages)).toBeGreaterThanOrEqual(300);

    for (const [viewport, name] of [
      [DESKTOP, 'desktop'],
      [PHONE, 'phone'],
    ] as const) {
      context = await browser.newContext({ baseURL: inject('baseUrl'), viewport });
      page = await context.newPage();
      await page.goto('/admin/login');
      await adminLogin(page);
      await page.getByTestId('admin-header-user').waitFor();
      await page.goto(`/admin/reports/reconciliation?from=${today}&to=${today}`);
      const packages = page.getByTestId('reconciliation-revenue-packages');
      const grouped = report.data.revenue.packages.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
      await waitForText(packages, `RM ${grouped}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await screenshot(page, `reconciliation-${name}-data`);
      await context.close();
    }
  });
});
