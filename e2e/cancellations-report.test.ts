import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  adminLogin,
  adminToken,
  api,
  logIn,
  registerMember,
  scrollHomeToSales,
  text,
  unique,
  waitForText,
} from './support/app';
import { DESKTOP, launchBrowser, PHONE, screenshot } from './support/browser';

/**
 * Issue 28 in the back-office: a sponsor on Silver registers a downline on Silver (a RM 30.00
 * sponsor bonus), spends the bonus, then cancels the purchase — the bonus is taken back, all of it
 * debt. The reconciliation page shows the clawback in bonuses paid and, beside the payout ratio,
 * the cancellations report (what the API says, on the shared server where other files cancel too);
 * the member page shows the debt. Screens at 375 px in zh and ms and at 1280 px in en.
 */

const baseUrl = inject('baseUrl');
const PASSWORD = 'Report123';
const SEC_PASSWORD = 'Secure929';
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' }).format(
  new Date(),
);

interface Report {
  packages: { count: number; bv: string; refund: string };
  refunds_total: string;
  clawbacks: { count: number; amount: string; debt: string };
  debts: { members: number; outstanding: string };
}

let browser: Browser;
let context: BrowserContext | undefined;
let page: Page;
let admin: string;
let sponsor: { id: number; username: string; member_code: string };

const grouped = (amount: string) => amount.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

async function ok<T>(reply: Promise<{ status: number; data: T }>) {
  const r = await reply;
  expect(r.status, JSON.stringify(r)).toBe(200);
  return r.data;
}

async function adjust(wallet: string, direction: 'credit' | 'debit', amount: string) {
  await ok(
    api('/api/admin/wallet/adjust', {
      token: admin,
      body: { username: sponsor.username, wallet, direction, amount, reason: 'e2e cancellations' },
    }),
  );
}

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await adminToken();
  sponsor = await registerMember({
    prefix: 'crep',
    password: PASSWORD,
    sec_password: SEC_PASSWORD,
    fullname: 'Laporan Sponsor',
    contact_number: '+60127770031',
    group_type: 2,
    address: '31 Jalan Laporan, Kuala Lumpur',
  });
  const token = (
    await ok(
      api<{ token: string }>('/api/auth/login', {
        body: { username: sponsor.username, password: PASSWORD },
      }),
    )
  ).token;
  await adjust('point3', 'credit', '600.00');
  // Silver: the sponsor holds a paid package, so the downline's purchase pays a sponsor bonus.
  await ok(
    api('/api/package/upgrade-package', {
      token,
      body: { user_group_id: 2, sec_password: SEC_PASSWORD },
    }),
  );
  await ok(api('/api/member/checkSecPwd', { token, body: { sec_password: SEC_PASSWORD } }));
  const suffix = unique();
  const downline = await ok(
    api<{ user_package: { id: number } }>('/api/member/register-member', {
      token,
      body: {
        username: `crd${suffix}`,
        fullname: 'Laporan Downline',
        ic: `IC${suffix}`.slice(0, 20),
        contact_number: '+60127770032',
        email: `crd${suffix}@example.test`,
        country_id: 2,
        state: 13,
        ref_id: sponsor.member_code,
        group_type: 1,
        user_group: 2,
        password: PASSWORD,
        password_confirmation: PASSWORD,
        sec_password: SEC_PASSWORD,
        address: '32 Jalan Laporan, Kuala Lumpur',
        self_pickup: 1,
        mall_collect_point_id: 1,
      },
    }),
  );
  // The sponsor bonus (24.00 cash, 6.00 repurchase) is spent before the cancellation.
  await adjust('point1', 'debit', '24.00');
  await adjust('point4', 'debit', '6.00');
  const res = await fetch(`${baseUrl}/api/package/cancel-purchase`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'idempotency-key': `e2e-crep-${unique()}`,
    },
    body: JSON.stringify({ user_package_id: downline.user_package.id, sec_password: SEC_PASSWORD }),
  });
  const cancelled = (await res.json()) as { data: { sponsor_clawback: string } };
  expect(res.status, JSON.stringify(cancelled)).toBe(200);
  expect(cancelled.data.sponsor_clawback).toBe('30.00');
}, 120_000);
afterAll(async () => {
  await browser?.close();
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail')
    await screenshot(page, `failed-cancellations-report-${ctx.task.name}`);
  await context?.close();
  context = undefined;
});

async function open(viewport: typeof PHONE, language: string) {
  context = await browser.newContext({ baseURL: baseUrl, viewport });
  await context.addInitScript((lang) => localStorage.setItem('lang', lang), language);
  page = await context.newPage();
  await page.goto('/admin/login');
  await adminLogin(page);
  await page.getByTestId('admin-header-user').waitFor();
}

async function noSidewaysScroll(viewport: typeof PHONE) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(viewport.width);
}

describe('cancellations report', () => {
  it('the sponsor owes what their wallets could not give back', async () => {
    const info = await ok(
      api<{ clawback_debt: string }>(`/api/admin/members/${sponsor.id}`, {
        token: admin,
      }),
    );
    expect(info.clawback_debt).toBe('30.00');
  });

  for (const [language, viewport, name] of [
    ['zh', PHONE, 'phone'],
    ['ms', PHONE, 'phone'],
    ['en', DESKTOP, 'desktop'],
  ] as const) {
    it(`shows the range's cancellations beside the payout ratio in ${language} at ${viewport.width} px`, async () => {
      const report = await ok(
        api<Report>(`/api/admin/reports/cancellations?from=${today}&to=${today}`, { token: admin }),
      );
      expect(report.packages.count).toBeGreaterThanOrEqual(1);
      expect(report.clawbacks.count).toBeGreaterThanOrEqual(1);
      expect(Number(report.debts.outstanding)).toBeGreaterThanOrEqual(30);

      await open(viewport, language);
      await page.goto(`/admin/reports/reconciliation?from=${today}&to=${today}`);
      const block = page.getByTestId('cancellations-report');
      await waitForText(block, text(language, 'adminReports', 'cancellations.title'));
      await waitForText(
        block.getByTestId('cancellations-refunds-packages'),
        String(report.packages.count),
      );
      await waitForText(
        block.getByTestId('cancellations-refunds-total'),
        `RM ${grouped(report.refunds_total)}`,
      );
      await waitForText(
        block.getByTestId('cancellations-clawbacks-amount'),
        `RM ${grouped(report.clawbacks.amount)}`,
      );
      await waitForText(
        block.getByTestId('cancellations-debts-outstanding'),
        `RM ${grouped(report.debts.outstanding)}`,
      );
      await waitForText(
        page.getByTestId('reconciliation-bonuses'),
        text(language, 'adminReports', 'reconciliation.bonuses.sponsor_clawback'),
      );
      await noSidewaysScroll(viewport);
      await screenshot(page, `cancellations-report-${name}-${language}`);
    });
  }

  for (const language of ['zh', 'ms'] as const) {
    it(`the sponsor sees the clawback and the debt in their sales figures, in ${language} at 375 px`, async () => {
      context = await browser.newContext({ baseURL: baseUrl, viewport: PHONE });
      await context.addInitScript((lang) => localStorage.setItem('lang', lang), language);
      page = await context.newPage();
      await logIn(page, sponsor.username, PASSWORD);
      await scrollHomeToSales(page);
      const value = (testId: string) => page.getByTestId(testId).getByTestId('stat-value');
      await waitForText(value('sales-bonus-sponsor'), '30.00');
      await waitForText(value('sales-bonus-sponsor_clawback'), '-30.00');
      await waitForText(value('sales-clawback-debt'), '-30.00');
      await waitForText(
        page.getByTestId('sales-clawback-debt'),
        text(language, 'sales', 'bonus.clawback_debt_hint'),
      );
      await waitForText(page.getByTestId('sales-bonus-all'), '0.00');
      await noSidewaysScroll(PHONE);
      await screenshot(page, `cancellations-member-figures-phone-${language}`);
    });
  }

  it('the member page shows the clawback debt, at 375 px in ms', async () => {
    await open(PHONE, 'ms');
    await page.goto(`/admin/members/${sponsor.id}?tab=wallets`);
    const debt = page.getByTestId('admin-clawback-debt');
    await waitForText(debt, text('ms', 'admin', 'wallets.clawback_debt'));
    await waitForText(debt, 'RM 30.00');
    await noSidewaysScroll(PHONE);
    await screenshot(page, 'cancellations-member-debt-phone-ms');
  });
});
