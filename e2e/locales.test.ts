import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { text, waitForText } from './support/app';
import { phonePagePerTest, screenshot } from './support/browser';

let page: Page;

phonePagePerTest('failed-locales-', (next) => {
  page = next;
});

/**
 * `locale-<lng>-<ns>-<hash>.js`: one chunk per language and namespace (apps/web/vite.config.ts);
 * the hash is 8 base64url characters and may hold a `-` (`J-1WYy20`), so its length fixes where
 * the namespace ends.
 */
const LOCALE_CHUNK = /\/assets\/web\/locale-([A-Za-z-]+)-([A-Za-z]+)-[\w-]{8}\.js$/;

/** Every locale chunk the page receives from now on, as `<lng>/<ns>` with its response. */
function recordLocaleChunks(target: Page) {
  const loaded = new Map<string, Response>();
  target.on('response', (response) => {
    const match = LOCALE_CHUNK.exec(new URL(response.url()).pathname);
    if (match) loaded.set(`${match[1]}/${match[2]}`, response);
  });
  return loaded;
}

describe('locales load on demand', () => {
  it('loads only the language in use, and another one from the server when chosen', async () => {
    const loaded = recordLocaleChunks(page);
    await page.goto('/web/sessions/loginPage');
    await page.getByTestId('login-form').waitFor();
    await waitForText(page.getByRole('heading'), text('en', 'auth', 'login_title'));

    const first = [...loaded.keys()];
    expect(first).toEqual(expect.arrayContaining(['en/common', 'en/errors', 'en/auth']));
    expect(first.filter((key) => !key.startsWith('en/'))).toEqual([]);
    expect(first.filter((key) => /\/(admin|walletAdmin)$/.test(key))).toEqual([]);

    await page.getByTestId('language-menu').click();
    await page.getByTestId('language-option-ms').click();
    await waitForText(page.getByRole('heading'), text('ms', 'auth', 'login_title'));
    await waitForText(
      page.getByTestId('header-welcome'),
      text('ms', 'common', 'header.welcome_guest'),
    );

    // The new language arrived as its own chunks, sent compressed by the server.
    for (const namespace of ['common', 'errors', 'auth']) {
      const response = loaded.get(`ms/${namespace}`);
      expect(response, `ms/${namespace} requested`).toBeDefined();
      expect(response?.status()).toBe(200);
      expect(['br', 'gzip']).toContain(response?.headers()['content-encoding']);
    }
    expect([...loaded.keys()].filter((key) => /^(zh|th|vi|id|ko|zh-Hant)\//.test(key))).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ms');
    await screenshot(page, 'phone-login-ms');
  });
});
