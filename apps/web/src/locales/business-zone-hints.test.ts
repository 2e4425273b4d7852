import { readFileSync } from 'node:fs';
import { locales } from '@rangkai/shared';
import { describe, expect, it } from 'vitest';
import { sources } from './key-check';

/**
 * The back-office hints that say which time zone a day or a time is in name the configured
 * business zone (TZ_BUSINESS, `{{zone}}` from `businessZoneLabel()`), never a fixed place or offset,
 * in every language; and every place that shows one passes `zone`.
 */
const hints: [namespace: string, key: string][] = [
  ['admin', 'dashboard.business_date'],
  ['adminMall', 'vouchers.time_hint'],
  ['adminMall', 'sales.range_hint'],
  ['adminHotels', 'sales.range_hint'],
  ['adminCompensation', 'page.subtitle'],
  ['adminCompensation', 'close.invalid_state'],
  ['adminNews', 'editor.time_zone'],
  ['adminNews', 'editor.end_at_hint'],
];
const FIXED =
  /Kuala|Malaysia|UTC\s*\+\s*8|吉隆坡|马来西亚|馬來西亞|쿠알라룸푸르|말레이시아|กัวลาลัมเปอร์|มาเลเซีย/;

type Tree = { [key: string]: string | Tree };

function text(language: string, namespace: string, key: string): unknown {
  const url = new URL(`${language}/${namespace}.json`, import.meta.url);
  let node: string | Tree | undefined = JSON.parse(readFileSync(url, 'utf8'));
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return node;
}

describe('business time zone hints', () => {
  it.each([...locales])('%s names the configured zone', (language) => {
    for (const [namespace, key] of hints) {
      const value = text(language, namespace, key);
      expect(value, `${language}/${namespace}:${key}`).toMatch(/{{zone}}/);
      expect(value, `${language}/${namespace}:${key}`).not.toMatch(FIXED);
    }
  });

  it('passes zone wherever a hint is shown', () => {
    const files = sources(new URL('../features/', import.meta.url));
    // Shared pieces (components/) show a namespace's text with the `t` their caller hands them.
    const shared = sources(new URL('../components/', import.meta.url));
    for (const [namespace, key] of hints) {
      const code = [
        ...files.filter((file) => file.includes(`useTranslation('${namespace}')`)),
        ...shared,
      ].join('\n');
      const call = new RegExp(
        `\\bt\\(\\s*'${key.replaceAll('.', '\\.')}'\\s*(,\\s*\\{[^}]*\\})?`,
        'g',
      );
      const calls = [...code.matchAll(call)];
      expect(calls.length, key).toBeGreaterThan(0);
      for (const found of calls) expect(found[1] ?? '', key).toMatch(/\bzone\b/);
    }
  });
});
