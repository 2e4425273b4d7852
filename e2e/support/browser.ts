import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { artifactsDir } from './server';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** CHROMIUM_PATH, else the system Chromium, else the one bundled by @sparticuz/chromium. */
async function chromiumPath(): Promise<string> {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  const sparticuz = await import('@sparticuz/chromium');
  return sparticuz.default.executablePath();
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: await chromiumPath(), args: CHROMIUM_ARGS });
}

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 800 };

/** Saves a full-page screenshot to e2e/artifacts/<name>.png (git-ignored). */
export async function screenshot(page: Page, name: string) {
  mkdirSync(artifactsDir, { recursive: true });
  const file = join(artifactsDir, `${name.replace(/[^\w.-]+/g, '-')}.png`);
  await page
    .screenshot({ path: file, fullPage: true, animations: 'disabled' })
    .catch(() => undefined);
  return file;
}

/**
 * One browser for the test file and a fresh phone-sized context and page per test, handed to
 * `setPage`; a failed test leaves a screenshot named `<failurePrefix><test name>`.
 */
export function phonePagePerTest(failurePrefix: string, setPage: (page: Page) => void) {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    context = await browser.newContext({ baseURL: inject('baseUrl'), viewport: PHONE });
    page = await context.newPage();
    setPage(page);
  });
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail')
      await screenshot(page, `${failurePrefix}${ctx.task.name}`);
    await context.close();
  });
}
