import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { artifactsDir, repoRoot } from './server';

/**
 * What the guard looks for on every screen: sideways scrolling, raw translation keys,
 * `[object Object]` / `undefined` / `NaN`, console errors, unexpected 4xx/5xx answers, select
 * lists opening outside the viewport and serious or critical accessibility violations. Problems
 * are collected, never thrown: one run lists everything.
 */

export interface Problem {
  screen: string;
  kind: string;
  detail: string;
}

/** Answers ≥ 400 the screens are expected to get, each with its reason. */
export interface AllowedResponse {
  status: number;
  url: RegExp;
  reason: string;
}

export const guardDir = join(artifactsDir, 'guard');

/** The web app's translation namespaces (`common`, `mall`…), for the `ns:key` pattern. */
export function namespaceNames(): string[] {
  return readdirSync(join(repoRoot, 'apps/web/src/locales/en'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -5));
}

/** Text that is a bug wherever it shows. */
const BROKEN_VALUE = /\[object Object\]|\bundefined\b|\bNaN\b|Invalid Date/;

/**
 * A translation key shown raw: `ns:key`, or a dotted key (`nav.logout`, `all_record.title`,
 * `walletRecord.type.point1`). Missing keys render as the key without its namespace.
 */
const DOTTED_KEY =
  /(?<![@\w/.:-])[a-z][a-z0-9]*(?:[_A-Z][A-Za-z0-9]*)*(?:\.[a-zA-Z][A-Za-z0-9_]*)+\b/g;
/** Last segments that make a dotted word a file or a host, not a key. */
const NOT_KEY_END =
  /^(com|my|net|org|io|test|invalid|local|jpg|jpeg|png|webp|gif|pdf|csv|js|css|html|svg)$/;

export function findRawKeys(text: string, namespaces: readonly string[]): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(DOTTED_KEY)) {
    const word = match[0];
    const last = word.slice(word.lastIndexOf('.') + 1);
    if (NOT_KEY_END.test(last)) continue;
    found.add(word);
  }
  const prefixed = new RegExp(`\\b(?:${namespaces.join('|')}):[a-zA-Z_][\\w.]*`, 'g');
  for (const match of text.matchAll(prefixed)) found.add(match[0]);
  return [...found];
}

/** The visible text of the page: text nodes and field values, not code, scripts or styles. */
async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script,style,noscript,code,kbd,pre')) continue;
      if (!parent.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      const value = node.textContent?.trim();
      if (value) parts.push(value);
    }
    for (const field of Array.from(document.querySelectorAll<HTMLInputElement>('input,textarea'))) {
      if (field.type === 'hidden' || field.type === 'password') continue;
      if (field.value && field.checkVisibility()) parts.push(field.value);
    }
    return parts.join('\n');
  });
}

/** Follows one page: what its console says and which requests fail or are still running. */
export class ScreenWatcher {
  private inFlight = new Set<unknown>();
  private events: { kind: string; detail: string }[] = [];

  constructor(
    readonly page: Page,
    private allowed: AllowedResponse[],
  ) {
    page.on('request', (request) => this.inFlight.add(request));
    page.on('requestfinished', (request) => this.inFlight.delete(request));
    page.on('requestfailed', (request) => this.inFlight.delete(request));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      // A failed request is reported (with its URL and reason) by the response check.
      if (message.text().startsWith('Failed to load resource')) return;
      this.events.push({ kind: 'console error', detail: message.text().slice(0, 300) });
    });
    page.on('pageerror', (error) => {
      this.events.push({ kind: 'page error', detail: String(error).slice(0, 300) });
    });
    page.on('response', (response) => {
      const status = response.status();
      if (status < 400) return;
      const url = new URL(response.url());
      const where = `${url.pathname}${url.search}`;
      if (this.allowed.some((a) => a.status === status && a.url.test(where))) return;
      this.events.push({
        kind: `HTTP ${status}`,
        detail: `${response.request().method()} ${where}`,
      });
    });
  }

  /** Empties what was seen so far (the start of a new screen). */
  reset() {
    this.events = [];
  }

  /** What was seen since the last reset. */
  take() {
    const seen = this.events;
    this.events = [];
    return seen;
  }

  /**
   * Waits until the screen has settled: no request running and no page loader for a moment,
   * fonts loaded. No fixed sleeps: it polls every 50 ms, and gives up after `timeout`.
   */
  async settle(timeout = 10_000) {
    const deadline = Date.now() + timeout;
    let quiet = 0;
    while (Date.now() < deadline) {
      const busy =
        this.inFlight.size > 0 ||
        (await this.page
          .locator('[data-testid="page-loader"], [data-testid="admin-loading"]')
          .count()
          .catch(() => 1)) > 0;
      quiet = busy ? 0 : quiet + 1;
      if (quiet >= 3) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await this.page.evaluate(() => document.fonts.ready.then(() => undefined)).catch(() => {});
  }
}

export interface CheckOptions {
  /** The screenshot's name, e.g. `zh-web-dataDisplay`. */
  name: string;
  /** Open every select list on the screen (inside the dialog when one is open). */
  openSelects?: boolean;
  /** Skip the accessibility scan (it is the slowest check). */
  axe?: boolean;
}

/** Runs every check on the current screen, saves its screenshot, returns what is wrong. */
export async function checkScreen(
  watcher: ScreenWatcher,
  namespaces: readonly string[],
  { name, openSelects = true, axe = true }: CheckOptions,
): Promise<Problem[]> {
  const { page } = watcher;
  const problems: Problem[] = [];
  const add = (kind: string, detail: string) => problems.push({ screen: name, kind, detail });

  const overflow = await sidewaysScroll(page);
  if (overflow) add('sideways scroll', overflow);

  const text = await visibleText(page);
  const keys = findRawKeys(text, namespaces);
  if (keys.length) add('raw translation key', keys.slice(0, 8).join(', '));
  for (const line of text.split('\n'))
    if (BROKEN_VALUE.test(line)) add('broken value', line.slice(0, 160));
  // ("Coming soon" is what /coming_soon is for; anywhere else it is a missing screen.)
  if (
    !name.endsWith('-coming_soon') &&
    (await page
      .getByTestId('coming-soon')
      .isVisible()
      .catch(() => false))
  )
    add('coming soon', 'the screen says "coming soon"');

  mkdirSync(guardDir, { recursive: true });
  await page
    .screenshot({ path: join(guardDir, `${name}.png`), fullPage: true, animations: 'disabled' })
    .catch(() => undefined);

  if (axe) {
    const axeSince = Date.now();
    // Only violations carry every node: passes and the rest are summarised (much faster).
    const results = await new AxeBuilder({ page })
      .options({ resultTypes: ['violations'] })
      .analyze();
    for (const v of results.violations) {
      if (v.impact !== 'serious' && v.impact !== 'critical') continue;
      const targets = v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ');
      // For contrast, the colours found say which style to fix.
      const colours =
        v.id === 'color-contrast'
          ? ` [${[
              ...new Set(
                v.nodes.map((n) => {
                  const d = n.any[0]?.data as { fgColor?: string; bgColor?: string } | undefined;
                  return `${d?.fgColor} on ${d?.bgColor}`;
                }),
              ),
            ].join(', ')}]`
          : '';
      add(`a11y ${v.impact}`, `${v.id} ×${v.nodes.length}${colours}: ${targets}`);
    }
    if (process.env.GUARD_PROGRESS) console.log(`  axe ${Date.now() - axeSince} ms`);
  }

  if (openSelects) problems.push(...(await checkSelects(watcher, name)));
  for (const event of watcher.take()) add(event.kind, event.detail);
  return problems;
}

async function sidewaysScroll(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const width = document.documentElement.scrollWidth;
    if (width <= window.innerWidth) return null;
    // Name the widest element that sticks out, to know where to look.
    let culprit = '';
    let right = window.innerWidth;
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const box = el.getBoundingClientRect();
      if (box.right > right + 0.5 && box.width > 0 && el.checkVisibility()) {
        right = box.right;
        const id = el.dataset.testid ? `[data-testid=${el.dataset.testid}]` : '';
        const cls = typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : '';
        culprit = `${el.tagName.toLowerCase()}${id}${cls}`;
      }
    }
    return `scrollWidth ${width} > ${window.innerWidth}${culprit ? ` (${culprit} reaches ${Math.round(right)})` : ''}`;
  });
}

/** Opens each select of the screen (of the open dialog, if any) and checks where its list lands. */
async function checkSelects(watcher: ScreenWatcher, name: string): Promise<Problem[]> {
  const { page } = watcher;
  const problems: Problem[] = [];
  const dialog = page.locator('[role="dialog"]:visible').last();
  const scope = (await dialog.count()) > 0 ? dialog : page.locator('body');
  const selects = scope.locator(
    'input[aria-haspopup="listbox"]:visible:not([disabled]):not([readonly])',
  );
  const count = Math.min(await selects.count(), 6);
  for (let i = 0; i < count; i++) {
    const select = selects.nth(i);
    const label =
      (await select.getAttribute('aria-label')) ??
      (await select.getAttribute('name')) ??
      `#${i + 1}`;
    await select.click({ timeout: 3000 }).catch(() => undefined);
    const list = page.locator('[role="listbox"]:visible').last();
    const opened = await list
      .waitFor({ timeout: 1500 })
      .then(() => true)
      .catch(() => false);
    if (!opened) continue;
    const place = await list.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return {
        left: box.left,
        right: box.right,
        top: box.top,
        bottom: box.bottom,
        width: window.innerWidth,
        height: window.innerHeight,
        scrollWidth: document.documentElement.scrollWidth,
      };
    });
    const outside =
      place.left < -1 ||
      place.right > place.width + 1 ||
      place.top < -1 ||
      place.bottom > place.height + 1;
    if (outside)
      problems.push({
        screen: name,
        kind: 'select list outside the viewport',
        detail: `${label}: list at x ${Math.round(place.left)}–${Math.round(place.right)}, y ${Math.round(place.top)}–${Math.round(place.bottom)} in ${place.width}×${place.height}`,
      });
    if (place.scrollWidth > place.width)
      problems.push({
        screen: name,
        kind: 'sideways scroll',
        detail: `${label} open: scrollWidth ${place.scrollWidth} > ${place.width}`,
      });
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'hidden', timeout: 1500 }).catch(() => undefined);
  }
  return problems;
}
