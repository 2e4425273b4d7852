import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminLogin, fillLogin } from './support/app';
import { DESKTOP, launchBrowser, PHONE } from './support/browser';
import {
  type AllowedResponse,
  checkScreen,
  guardDir,
  namespaceNames,
  type Problem,
  ScreenWatcher,
} from './support/guard-checks';
import { type GuardWorld, MEMBER, prepareGuardWorld } from './support/guard-data';
import {
  backOfficePaths,
  backOfficeVisits,
  memberSitePaths,
  memberVisits,
  type Stage,
  uncovered,
  type Visit,
  visitorVisits,
} from './support/guard-routes';

/**
 * The guard (issue 24): every member screen at 375 × 812 in English, Chinese and Malay, as a
 * visitor and as a member with real data, and every back-office screen at 1280 × 800, with the
 * dialogs and drawers they open. Every problem of every screen is collected and reported in one
 * assertion at the end; a screenshot of each screen lands in e2e/artifacts/guard/.
 */

/** Answers ≥ 400 that are part of a screen's normal life. */
const ALLOWED: AllowedResponse[] = [
  // The missing page's screen asks for nothing; a made-up /web path answers the app (200).
];

/**
 * Problems still open in another helper's defect (issue 24), by number: shown in the report but
 * not failing. The final version must leave this empty.
 */
const KNOWN_OPEN: { defect: number; screen: RegExp; kind: RegExp; detail?: RegExp }[] = [];

const LANGUAGES = ['en', 'zh', 'ms'] as const;

let world: GuardWorld;
let browser: Browser;
const problems: Problem[] = [];
const started = Date.now();
const namespaces = namespaceNames();

beforeAll(async () => {
  [world, browser] = await Promise.all([prepareGuardWorld(), launchBrowser()]);
  timed('set-up', started);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await world?.server.stop();
});

const slug = (text: string) =>
  text
    .replace(/^\//, '')
    .replace(/[^\w-]+/g, '-')
    .replace(/-+$/, '') || 'root';

function record(found: Problem[]) {
  problems.push(...found);
  if (process.env.GUARD_PROGRESS)
    for (const p of found) console.log(`  ✗ ${p.screen}: ${p.kind}: ${p.detail}`);
}

function screenName(prefix: string, visit: Visit) {
  return `${prefix}-${slug(visit.route.replace(/:id/, 'id').replace('*', 'not-found'))}${visit.variant ? `-${visit.variant}` : ''}`;
}

async function newContext(language: string, viewport: typeof PHONE): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: world.server.baseUrl,
    viewport,
    storageState: {
      cookies: [],
      origins: [
        {
          origin: world.server.baseUrl,
          localStorage: [{ name: 'lang', value: language }],
        },
      ],
    },
  });
}

/** Clicks a step: `menu:<id>` opens the phone sidebar first, a bare word is a data-testid. */
async function click(page: Page, step: string) {
  if (step.startsWith('menu:')) {
    // The phone's sidebar slides in from the left: open it unless the entry is on screen.
    // (Its code loads when it first opens: the entry may not exist yet.)
    const item = page.getByTestId(step.slice(5)).first();
    const box = (await item.count()) > 0 ? await item.boundingBox() : null;
    if (!box || box.x < 0 || !(await item.isVisible())) {
      await page.getByTestId('sidebar-toggle').click();
      await item.waitFor({ timeout: 5000 });
    }
    await item.click({ timeout: 5000 });
    return;
  }
  const target = /[[\]. :>#]/.test(step)
    ? page.locator(step).first()
    : page.getByTestId(step).first();
  await target.click({ timeout: 5000 });
}

async function closeDialogs(page: Page) {
  for (let i = 0; i < 3; i++) {
    const open = page.locator('[role="dialog"]:visible');
    if ((await open.count()) === 0) return;
    await page.keyboard.press('Escape');
    await open
      .last()
      .waitFor({ state: 'hidden', timeout: 1500 })
      .catch(() => undefined);
  }
}

/** The announcement popup: checked once as a screen, then "don't show again today". */
async function handlePopup(
  page: Page,
  watcher: ScreenWatcher,
  prefix: string,
  screen: string,
  wait = false,
) {
  // The test id sits on the modal's root, which has no box of its own: look for its dialog.
  const popup = page.locator('[data-testid="news-popup"] [role="dialog"]');
  // The visitor's first page and the first member screen show the demo announcement (the
  // member's after their details): wait for it there, and whether it came or not, leave it
  // dismissed for the day as its checkbox does, so that it covers no later screen.
  if (wait) {
    await popup.waitFor({ timeout: 30_000 }).catch(() => undefined);
    if (!(await popup.isVisible().catch(() => false)))
      record([{ screen: `${screen}-news-popup`, kind: 'did not show', detail: 'within 30 s' }]);
  }
  if (await popup.isVisible().catch(() => false)) {
    await watcher.settle();
    record(
      await checkScreen(watcher, namespaces, {
        name: `${screen}-news-popup`,
        axe: scanned(prefix),
      }),
    );
    await page.getByTestId('news-popup-dont-show').click();
    await page.getByTestId('news-popup-close').click();
    await popup.waitFor({ state: 'hidden' });
  }
  if (wait)
    await page.evaluate(() =>
      localStorage.setItem('rangkai.news_popup_day', String(new Date().getDate())),
    );
}

/** How long each screen took (written beside the report: the CI budget is tight). */
const timings: string[] = [];
function timed(name: string, since: number) {
  const line = `${name} ${Date.now() - since} ms`;
  timings.push(line);
  if (process.env.GUARD_PROGRESS) console.log(line);
}

/**
 * The accessibility scan is the slowest check (seconds a screen): it runs on every English and
 * back-office screen and dialog; Chinese and Malay share their markup with English.
 */
const scanned = (prefix: string) => prefix === 'en' || prefix === 'admin';

async function visit(page: Page, watcher: ScreenWatcher, prefix: string, target: Visit) {
  const name = screenName(prefix, target);
  const since = Date.now();
  watcher.reset();
  try {
    await page.goto(target.url);
    // The page's main landmark (the back-office login page is a lone form).
    await page
      .locator('main, [data-testid="admin-login-form"]')
      .first()
      .waitFor({ timeout: 30_000 });
    await watcher.settle();
  } catch (error) {
    record([{ screen: name, kind: 'did not load', detail: String(error).slice(0, 200) }]);
  }
  await handlePopup(page, watcher, prefix, name, target.popup);
  if (target.scrollDown) {
    // To its end (what is drawn when scrolled to is drawn), then back to the top: the full-page
    // screenshot keeps the fixed header at the top.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await watcher.settle();
    await page.evaluate(() => window.scrollTo(0, 0));
  }
  record(await checkScreen(watcher, namespaces, { name, axe: scanned(prefix) }));
  timed(name, since);
  for (const stage of target.stages ?? []) {
    const stageSince = Date.now();
    await runStage(page, watcher, name, stage, scanned(prefix));
    timed(`${name}-${stage.name}`, stageSince);
  }
}

async function runStage(
  page: Page,
  watcher: ScreenWatcher,
  name: string,
  stage: Stage,
  axe: boolean,
) {
  try {
    for (const step of stage.clicks) {
      await click(page, step);
      await watcher.settle();
    }
  } catch (error) {
    record([
      {
        screen: `${name}-${stage.name}`,
        kind: 'could not open',
        detail: String(error).split('\n')[0].slice(0, 200),
      },
    ]);
    await closeDialogs(page);
    return;
  }
  record(await checkScreen(watcher, namespaces, { name: `${name}-${stage.name}`, axe }));
  await closeDialogs(page);
}

/** Every back-office screen, after logging in through its login page, in `language`. */
async function walkBackOffice(language: string, viewport: typeof PHONE, prefix: string) {
  const context = await newContext(language, viewport);
  const page = await context.newPage();
  const watcher = new ScreenWatcher(page, ALLOWED);
  await visit(page, watcher, prefix, { route: '/admin/login', url: '/admin/login' });
  await adminLogin(page);
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  for (const target of backOfficeVisits(world)) await visit(page, watcher, prefix, target);
  await context.close();
}

/** The member's token, from logging in once through the login page (en). */
let session: { token: string; userId: string } | null = null;

async function logIn(page: Page) {
  // The visitor dismissed the announcement for today; the member is shown it again.
  await page.evaluate(() => localStorage.removeItem('rangkai.news_popup_day'));
  if (!session) {
    await page.goto('/web/sessions/loginPage');
    await fillLogin(page, MEMBER.username, MEMBER.password);
    await page.waitForURL('**/web/dataDisplay');
    session = await page.evaluate(() => ({
      token: localStorage.getItem('token') ?? '',
      userId: localStorage.getItem('user_id') ?? '',
    }));
    return;
  }
  const { token, userId } = session;
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('user_id', u);
    },
    [token, userId],
  );
}

describe('guard', () => {
  it('visits every declared route', () => {
    const member = uncovered(memberSitePaths(), [...visitorVisits(), ...memberVisits(world)]);
    const office = uncovered(backOfficePaths(), [
      ...backOfficeVisits(world),
      { route: '/admin/login', url: '/admin/login' },
    ]);
    for (const route of [...member, ...office])
      problems.push({ screen: route, kind: 'not visited', detail: 'add it to guard-routes.ts' });
  });

  for (const language of LANGUAGES) {
    it(`the member site at 375 px in ${language}`, async () => {
      const context = await newContext(language, PHONE);
      const page = await context.newPage();
      const watcher = new ScreenWatcher(page, ALLOWED);
      const prefix = language;
      for (const target of visitorVisits()) await visit(page, watcher, prefix, target);
      await logIn(page);
      for (const target of memberVisits(world)) await visit(page, watcher, prefix, target);
      await context.close();
    }, 600_000);
  }

  // Operators work from phones too, and read Malay and Chinese: the back-office at 375 px in
  // both (no accessibility scan: the markup is the English screens').
  for (const language of ['ms', 'zh'] as const) {
    it(
      `the back-office at 375 px in ${language}`,
      () => walkBackOffice(language, PHONE, `admin-${language}`),
      600_000,
    );
  }

  it('the back-office at 1280 px', () => walkBackOffice('en', DESKTOP, 'admin'), 600_000);

  it('finds nothing wrong on any screen', () => {
    const known = (p: Problem) =>
      KNOWN_OPEN.find(
        (k) =>
          k.screen.test(p.screen) && k.kind.test(p.kind) && (!k.detail || k.detail.test(p.detail)),
      );
    const open = problems.filter((p) => !known(p));
    const line = (p: Problem) => `${p.screen}: ${p.kind}: ${p.detail}`;
    const report = [
      `guard: ${problems.length} problems (${open.length} failing) in ${Math.round((Date.now() - started) / 1000)} s`,
      ...open.map(line),
      ...problems.filter(known).map((p) => `KNOWN_OPEN #${known(p)?.defect}: ${line(p)}`),
    ].join('\n');
    writeFileSync(join(guardDir, 'report.txt'), `${report}\n`);
    writeFileSync(join(guardDir, 'timings.txt'), `${timings.join('\n')}\n`);
    expect(open.map(line)).toEqual([]);
  });
});
