import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { repoRoot } from './server';

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
