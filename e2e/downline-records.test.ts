import type { DownlineRecordReply, DownlineReply } from '@rangkai/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Scenario } from '../apps/server/src/features/simulate/index.js';
import { fillLogin, waitForText } from './support/app';
import { DESKTOP, launchBrowser, PHONE, screenshot } from './support/browser';
import { type ScenarioServer, startScenarioServer } from './support/scenario-server';
import { ROOT_PASSWORD } from './support/server';

/**
 * The team records of a member with a small sponsor downline: the direct members page
 * (/web/record/member) and the downline record with its filters (/web/record/downlineRecord).
 * The downline is built with the simulator on this file's own database, one join a day, so the
 * join dates differ. Usernames starting with "li" cannot collide with a member code (codes have
 * no I, L or O).
 */

/** The business date `daysAgo` days before today in Asia/Kuala_Lumpur (UTC+8, no DST). */
const businessDate = (daysAgo: number) =>
  new Date(Date.now() + 8 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);

/**
 * alice (under root) sponsors bob, carol and lily; bob sponsors dave, carol sponsors erin, dave
 * sponsors liam. alice's downline: bob, carol, lily (level 1), dave, erin (2), liam (3).
 */
const scenario: Scenario = {
  days: [
    {
      date: businessDate(5),
      events: [{ type: 'join', username: 'alice', sponsor: 'root', leg: 1, package_id: 4 }],
    },
    {
      date: businessDate(4),
      events: [
        { type: 'join', username: 'bob', sponsor: 'alice', leg: 1, package_id: 3 },
        { type: 'join', username: 'carol', sponsor: 'alice', leg: 2, package_id: 2 },
      ],
    },
    {
      date: businessDate(3),
      events: [
        { type: 'join', username: 'lily', sponsor: 'alice', leg: 1, package_id: 2 },
        { type: 'join', username: 'dave', sponsor: 'bob', leg: 1, package_id: 2 },
      ],
    },
    {
      date: businessDate(2),
      events: [
        { type: 'join', username: 'liam', sponsor: 'dave', leg: 2, package_id: 3 },
        { type: 'join', username: 'erin', sponsor: 'carol', leg: 1, package_id: 2 },
      ],
    },
  ],
};
/** The simulator's password for the members it creates. */
const MEMBER_PASSWORD = 'simulator';

let server: ScenarioServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const call = <T>(path: string, init: { token?: string; body?: unknown } = {}) =>
  server.call<T>(path, init);
const token = (username: string, password: string) => server.login(username, password);

beforeAll(async () => {
  server = await startScenarioServer('downline', scenario);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') await screenshot(page, `failed-downline-${ctx.task.name}`);
  await context?.close();
});

async function logInAs(username: string, viewport: typeof PHONE) {
  context = await browser.newContext({ baseURL: server.baseUrl, viewport });
  page = await context.newPage();
  await page.goto('/web/sessions/loginPage');
  await fillLogin(page, username, MEMBER_PASSWORD);
  await page.waitForURL('**/web/dataDisplay');
}

/** The usernames of the rows (cards on a phone) of the list `testId`, top to bottom. */
const usernames = (testId: string) =>
  page.getByTestId(testId).getByTestId('member-username').allTextContents();

/** Waits until the list `testId` shows exactly `expected` (in that order). */
async function waitForMembers(testId: string, expected: string[]) {
  const deadline = Date.now() + 15_000;
  let shown: string[] = [];
  while (Date.now() < deadline) {
    shown = await usernames(testId).catch(() => []);
    if (JSON.stringify(shown) === JSON.stringify(expected)) return;
    await page.waitForTimeout(100);
  }
  expect(shown).toEqual(expected);
}

/** Waits until the downline record shows exactly `expected` (sorted: order is the tree's). */
async function waitForSorted(expected: string[]) {
  const deadline = Date.now() + 15_000;
  let shown: string[] = [];
  while (Date.now() < deadline) {
    shown = (await usernames('downline-members').catch(() => [])).sort();
    if (JSON.stringify(shown) === JSON.stringify(expected)) return;
    await page.waitForTimeout(100);
  }
  expect(shown).toEqual(expected);
}

describe('team records', () => {
  it('API: the direct members newest first, the downline in tree order', async () => {
    const alice = await token('alice', MEMBER_PASSWORD);
    const direct = await call<DownlineReply>('/api/record/team/downline-new', { token: alice });
    expect(direct.data.records.map((m) => m.username)).toEqual(['lily', 'carol', 'bob']);
    expect(direct.data.parent).toMatchObject({ username: 'alice', downline_count: 6 });
    const record = await call<DownlineRecordReply>('/api/record/team/downline-record?level=2', {
      token: alice,
    });
    expect(record.data.records.map((m) => m.username).sort()).toEqual(['dave', 'erin']);
  });

  it('lists the direct members at 375 px and opens a member’s own', async () => {
    await logInAs('alice', PHONE);
    await page.goto('/web/record/member');
    await waitForMembers('direct-members', ['lily', 'carol', 'bob']);
    await waitForText(page.getByTestId('direct-count'), '3');
    await waitForText(page.getByTestId('team-count'), '6');
    const bob = page.getByTestId('direct-member').filter({ hasText: 'bob' });
    expect(await bob.getByTestId('member-direct').textContent()).toBe('1');
    expect(await bob.getByTestId('member-team').textContent()).toBe('2');
    expect(await bob.getByTestId('member-package').textContent()).toBe('Gold');
    expect(await bob.getByTestId('member-joined').textContent()).not.toBe('');
    // lily sponsored no one: nothing to open.
    const lily = page.getByTestId('direct-member').filter({ hasText: 'lily' });
    expect(await lily.getByTestId('open-member').count()).toBe(0);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await screenshot(page, 'downline-phone-direct-members');

    await bob.getByTestId('open-member').click();
    await waitForMembers('direct-members', ['dave']);
    await waitForText(page.getByTestId('direct-members-parent'), 'bob');
    await page.getByTestId('direct-members-back').click();
    await waitForMembers('direct-members', ['lily', 'carol', 'bob']);
  });

  it('refuses a member outside the downline with the error state', async () => {
    const root = await token('root', ROOT_PASSWORD);
    const rootId = (await call<DownlineReply>('/api/record/team/downline-new', { token: root }))
      .data.parent.id;
    await logInAs('alice', PHONE);
    await page.goto(`/web/record/member?parent=${rootId}`);
    await page.getByTestId('records-error').waitFor();
  });

  it('filters the downline record by level and keyword at 375 px', async () => {
    await logInAs('alice', PHONE);
    await page.goto('/web/record/downlineRecord');
    await waitForSorted(['bob', 'carol', 'dave', 'erin', 'liam', 'lily']);
    await waitForText(page.getByTestId('downline-summary'), '6');
    const liam = page.getByTestId('downline-member').filter({ hasText: 'liam' });
    expect(await liam.getByTestId('member-level').getAttribute('data-level')).toBe('3');
    expect(await liam.getByTestId('member-sponsor').textContent()).toContain('dave');
    expect(await liam.getByTestId('member-bv').textContent()).toBe('1,000.00');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await screenshot(page, 'downline-phone-record');

    // Level 2: bob's dave and carol's erin.
    await page.getByTestId('filter-level').fill('2');
    await waitForSorted(['dave', 'erin']);
    await page.waitForURL('**/web/record/downlineRecord?level=2');
    for (const badge of await page.getByTestId('member-level').all()) {
      expect(await badge.getAttribute('data-level')).toBe('2');
    }
    await screenshot(page, 'downline-phone-record-level');

    // The keyword is the start of a username or member code, at any level.
    await page.getByTestId('filter-reset').click();
    await waitForSorted(['bob', 'carol', 'dave', 'erin', 'liam', 'lily']);
    await page.getByTestId('filter-keyword').fill('LI');
    await waitForSorted(['liam', 'lily']);
    await waitForText(page.getByTestId('downline-summary'), '2');
    await page.getByTestId('filter-level').fill('3');
    await waitForSorted(['liam']);
    expect(new URL(page.url()).searchParams.get('keyword')).toBe('LI');
    await page.getByTestId('filter-keyword').fill('lix');
    await page.getByTestId('records-empty').waitFor();
    await screenshot(page, 'downline-phone-record-empty');

    // A code is found by its start too.
    const code = await call<DownlineRecordReply>('/api/record/team/downline-record?level=1', {
      token: await token('alice', MEMBER_PASSWORD),
    });
    const carol = code.data.records.find((m) => m.username === 'carol');
    await page.getByTestId('filter-reset').click();
    await page.getByTestId('filter-keyword').fill(carol?.member_code ?? 'carol');
    await waitForSorted(['carol']);
  });

  it('shows both pages as tables on a laptop', async () => {
    await logInAs('alice', DESKTOP);
    await page.goto('/web/record/member');
    await waitForMembers('direct-members', ['lily', 'carol', 'bob']);
    expect(await page.locator('table[data-testid="direct-members"]').count()).toBe(1);
    await screenshot(page, 'downline-desktop-direct-members');
    await page.goto('/web/record/downlineRecord?package=3');
    await waitForSorted(['bob', 'liam']);
    expect(await page.locator('table[data-testid="downline-members"]').count()).toBe(1);
    await screenshot(page, 'downline-desktop-record');
  });
});
