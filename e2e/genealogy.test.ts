import type { OrganizeReply } from '@rangkai/shared';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Scenario } from '../apps/server/src/features/simulate/index.js';
import { fillLogin, text, unique, waitForText } from './support/app';
import { DESKTOP, launchBrowser, PHONE, screenshot } from './support/browser';
import { type ScenarioServer, startScenarioServer } from './support/scenario-server';
import { ADMIN_PASSWORD, ROOT_PASSWORD } from './support/server';

/**
 * The member tree at 375 px. Root needs a security password and point3 to register on someone's
 * behalf, and other browser files rely on root having none: this file brings its own database
 * and server. Its tree, built by the compensation simulator (a closed business date, so the
 * cards carry BV):
 *
 *   root ─ L alice ─ L carol ─ L erin
 *        │         └ R dave
 *        └ R bob
 *
 * root sponsors alice and bob, alice sponsors carol and dave, carol sponsors erin.
 */

const businessDate = (daysAgo: number) =>
  new Date(Date.now() + 8 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);

const scenario: Scenario = {
  days: [
    {
      date: businessDate(2),
      events: [
        { type: 'join', username: 'alice', sponsor: 'root', leg: 1, package_id: 3 },
        { type: 'join', username: 'bob', sponsor: 'root', leg: 2, package_id: 2 },
        { type: 'join', username: 'carol', sponsor: 'alice', leg: 1, package_id: 2 },
        { type: 'join', username: 'dave', sponsor: 'alice', leg: 2, package_id: 4 },
        { type: 'join', username: 'erin', sponsor: 'carol', leg: 1, package_id: 1 },
      ],
    },
  ],
};

const SEC_PASSWORD = 'RootSec123';

let server: ScenarioServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

/** A call that must succeed: its data. */
async function call<T>(path: string, init: { token?: string; body?: unknown } = {}) {
  const reply = await server.call<T>(path, init);
  expect(reply.status, `${path}: ${JSON.stringify(reply)}`).toBe(200);
  return reply.data;
}

const login = (path: string, username: string, password: string) =>
  server.login(username, password, path);

beforeAll(async () => {
  server = await startScenarioServer('tree', scenario);
  // Root can pay for a registration on someone's behalf: a security password and point3.
  const root = await login('/api/auth/login', 'root', ROOT_PASSWORD);
  await call('/api/member/set-secpassword', {
    token: root,
    body: { password: SEC_PASSWORD, password_confirmation: SEC_PASSWORD },
  });
  await call('/api/admin/wallet/adjust', {
    token: await login('/api/admin/auth/login', 'admin', ADMIN_PASSWORD),
    body: {
      username: 'root',
      wallet: 'point3',
      direction: 'credit',
      amount: '1000.00',
      reason: 'e2e genealogy funding',
    },
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') await screenshot(page, `failed-tree-${ctx.task.name}`);
  await context?.close();
});

async function open(viewport: typeof PHONE) {
  context = await browser.newContext({ baseURL: server.baseUrl, viewport });
  page = await context.newPage();
}

async function memberLogin(viewport: typeof PHONE) {
  await open(viewport);
  await page.goto('/web/sessions/loginPage');
  await fillLogin(page, 'root', ROOT_PASSWORD);
  await page.waitForURL('**/web/dataDisplay');
}

const shot = (name: string) => screenshot(page, name);

const node = (username: string) =>
  page.locator(`[data-testid="tree-node"][data-username="${username}"]`);
const topNode = () => page.locator('[data-testid="tree-node"][data-top]');

async function choose(select: Locator, option: string) {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('member tree', () => {
  it('taps down two levels and registers a member in an empty slot at 375 px', async () => {
    await memberLogin(PHONE);
    await page.goto('/web/ib_tree');
    await page.getByTestId('tab-placement').click();
    await waitForText(topNode(), 'root');
    await node('alice').waitFor();
    await node('bob').waitFor();
    // Level 3 shows small cards: erin, three levels below root.
    await node('erin').waitFor();
    await waitForText(node('alice'), 'Gold');
    await page.getByTestId('tree-close-date').waitFor();
    await page.getByTestId('placement-tree').scrollIntoViewIfNeeded();
    await shot('tree-phone-placement');

    // Down two levels: alice, then carol.
    await node('alice').click();
    await waitForText(topNode(), 'alice');
    await waitForText(page.getByTestId('tree-path'), 'root');
    await node('carol').click();
    await waitForText(topNode(), 'carol');
    const path = page.getByTestId('path-node');
    await expect.poll(() => path.allTextContents()).toEqual(['root', 'alice', 'carol']);
    await node('erin').waitFor();
    expect(await node('bob').count()).toBe(0);

    // carol's right slot is free: register a member there on root's behalf.
    const slot = page.locator('[data-testid="tree-slot"][data-parent="carol"][data-leg="2"]');
    await slot.waitFor();
    await page.getByTestId('placement-tree').scrollIntoViewIfNeeded();
    await shot('tree-phone-carol');
    await slot.getByTestId('register-here').click();

    const form = page.getByTestId('register-member-form');
    const field = (name: string) => form.locator(`[name="${name}"]`);
    await field('username').waitFor();
    await form.locator('[data-testid="ref-status"][data-status="valid"]').waitFor();
    // The sponsor is root, the placement the slot: under carol on the right, no leg to choose.
    await waitForText(form.getByTestId('placement-hint'), 'placed under carol on the right side');
    expect(await form.getByTestId('leg-select').count()).toBe(0);
    const username = `t${unique()}`;
    await field('username').fill(username);
    await field('fullname').fill('Tree Newbie');
    await field('ic').fill(`T${unique()}`.slice(0, 20));
    await field('contact_number').fill('0198887766');
    await field('email').fill(`${username}@example.test`);
    await choose(form.getByTestId('state-select'), 'Selangor');
    await form.getByTestId('package-option-2').click();
    await field('password').fill('Newbie123');
    await field('password_confirmation').fill('Newbie123');
    await field('sec_password').fill('NewbieSec1');
    await field('my_sec_password').fill(SEC_PASSWORD);
    await page.getByTestId('register-member-next').click();

    await form.getByTestId('delivery-state').waitFor();
    await form
      .getByTestId('self-pickup')
      .getByText(text('en', 'member', 'register.delivery'))
      .click();
    // The delivery state is the new member's (Selangor, chosen in step 1).
    await field('receiver_fullname').fill('Tree Newbie');
    await field('address').fill('1 Jalan Pokok, Shah Alam');
    await field('postcode').fill('40000');
    await page.getByTestId('register-member-submit').click();
    const success = page.getByTestId('message-success');
    await waitForText(success, text('en', 'packages', 'register_success'));
    await success.getByRole('button').click();

    // The new member sits in that slot now: carol's right, the slot gone.
    const placed = node(username);
    await placed.waitFor();
    await waitForText(placed, 'Silver');
    await slot.waitFor({ state: 'detached' });
    const [carolBox, erinBox, newBox] = await Promise.all(
      [node('carol'), node('erin'), placed].map((n) => n.boundingBox()),
    );
    expect(newBox && carolBox && newBox.x > carolBox.x).toBe(true);
    expect(newBox && erinBox && Math.abs(newBox.y - erinBox.y) < 2).toBe(true);
    const view = await call<OrganizeReply>('/api/record/team/organize?username=carol&depth=2', {
      token: await login('/api/auth/login', 'root', ROOT_PASSWORD),
    });
    expect(view.nodes.find((n) => n.username === username)).toMatchObject({
      parent_id: view.top_id,
      group_type: 2,
    });
    await page.getByTestId('placement-tree').scrollIntoViewIfNeeded();
    await shot('tree-phone-registered');

    // Back up to root through the path.
    await page.getByTestId('path-node').filter({ hasText: 'root' }).click();
    await waitForText(topNode(), 'root');
  });

  it('searches the downline: a member is found, a stranger is not', async () => {
    await memberLogin(PHONE);
    await page.goto('/web/record/tree');
    await waitForText(topNode(), 'root');
    const input = page.getByTestId('tree-search-input');
    await input.fill('dave');
    await input.press('Enter');
    await waitForText(topNode(), 'dave');
    await expect
      .poll(() => page.getByTestId('path-node').allTextContents())
      .toEqual(['root', 'alice', 'dave']);
    await input.fill('nobody-here');
    await input.press('Enter');
    await waitForText(page.getByTestId('tree-search-placement'), 'is not found in your downline');
    await shot('tree-phone-search');

    // Zoom with the buttons; drag to pan, and a drag that ends on a card does not open it.
    const viewport = page.getByTestId('tree-viewport');
    const scale = async () => Number(await viewport.getAttribute('data-scale'));
    const before = await scale();
    await page.getByTestId('zoom-in').click();
    await expect.poll(scale).toBeGreaterThan(before);
    const box = await node('dave').boundingBox();
    if (!box) throw new Error('dave is not shown');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 30, box.y + box.height / 2 + 20, { steps: 5 });
    await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2 + 40, { steps: 5 });
    await page.mouse.up();
    const moved = await node('dave').boundingBox();
    expect(moved && Math.round(moved.x - box.x)).toBe(60);
    expect(moved && Math.round(moved.y - box.y)).toBe(40);
    await page.getByTestId('zoom-fit').click();
    await expect.poll(scale).toBe(before);
    await waitForText(topNode(), 'dave');
  });

  it('expands the sponsor tree on demand', async () => {
    await memberLogin(PHONE);
    await page.goto('/web/ib_tree');
    await page.getByTestId('tab-sponsor').click();
    const row = (username: string) =>
      page.locator(`[data-testid="sponsor-row"][data-username="${username}"]`);
    await row('alice').waitFor();
    await row('bob').waitFor();
    await waitForText(row('alice').getByTestId('sponsor-downline'), '3 downlines');
    expect(await row('carol').count()).toBe(0);
    await row('alice').getByTestId('sponsor-toggle').click();
    await row('carol').waitFor();
    await row('dave').waitFor();
    await waitForText(row('carol'), 'level 2');
    await row('carol').getByTestId('sponsor-toggle').click();
    await row('erin').waitFor();
    await page.getByTestId('sponsor-tree').scrollIntoViewIfNeeded();
    await shot('tree-phone-sponsor');
  });

  it('shows both trees on a laptop', async () => {
    await memberLogin(DESKTOP);
    await page.goto('/web/ib_tree');
    await waitForText(topNode(), 'root');
    await node('erin').waitFor();
    await page.getByTestId('placement-tree').scrollIntoViewIfNeeded();
    await shot('tree-desktop-placement');
    await page.getByTestId('tab-sponsor').click();
    await page.locator('[data-testid="sponsor-row"][data-username="alice"]').waitFor();
    await shot('tree-desktop-sponsor');
  });
});

describe('back-office', () => {
  it("explores a member's trees from the member page", async () => {
    const admin = await login('/api/admin/auth/login', 'admin', ADMIN_PASSWORD);
    const found = await call<{ records: { id: number; username: string }[] }>(
      '/api/admin/members?q=alice',
      { token: admin },
    );
    const alice = found.records.find((m) => m.username === 'alice');
    expect(alice).toBeDefined();
    for (const [viewport, name] of [
      [PHONE, 'phone'],
      [DESKTOP, 'desktop'],
    ] as const) {
      await open(viewport);
      await page.goto('/admin/login');
      const form = page.getByTestId('admin-login-form');
      await form.locator('input[name="username"]').fill('admin');
      await form.locator('input[name="password"]').fill(ADMIN_PASSWORD);
      await form.locator('button[type="submit"]').click();
      await page.waitForURL((url) => !url.pathname.endsWith('/login'));
      await page.goto(`/admin/members/${alice?.id}?tab=trees`);
      await waitForText(topNode(), 'alice');
      await node('erin').waitFor();
      // Read only: no registration from the back-office; root is above the view.
      expect(await page.getByTestId('register-here').count()).toBe(0);
      expect(await node('root').count()).toBe(0);
      // The search looks in alice's downline: root is above her.
      const input = page.getByTestId('tree-search-input');
      await input.fill('root');
      await input.press('Enter');
      await waitForText(page.getByTestId('tree-search-placement'), "not found in this member's");
      await input.fill('erin');
      await input.press('Enter');
      await waitForText(topNode(), 'erin');
      await page.getByTestId('path-node').filter({ hasText: 'alice' }).click();
      await waitForText(topNode(), 'alice');
      await shot(`tree-admin-${name}-placement`);
      await page.getByTestId('tab-sponsor').click();
      const carol = page.locator('[data-testid="sponsor-row"][data-username="carol"]');
      await carol.waitFor();
      await carol.getByTestId('sponsor-toggle').click();
      await page.locator('[data-testid="sponsor-row"][data-username="erin"]').waitFor();
      await shot(`tree-admin-${name}-sponsor`);
      await context.close();
    }
  });
});
