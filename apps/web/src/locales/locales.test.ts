import { readdirSync, readFileSync } from 'node:fs';
import { errorCodeList, locales } from '@rangkai/shared';
import { describe, expect, it } from 'vitest';

/**
 * Every locale must carry every key of `en` in every namespace (plural forms compared by their
 * base key, each needing an `_other`), with the same {{placeholders}}; every server error code
 * needs a translation in `errors`.
 */
const root = new URL('./', import.meta.url);
const PLURAL = /_(zero|one|two|few|many|other)$/;

type Tree = { [key: string]: string | Tree };

function read(language: string, namespace: string): Tree {
  return JSON.parse(readFileSync(new URL(`${language}/${namespace}.json`, root), 'utf8'));
}

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const entry of flatten(value, `${prefix}${key}.`)) out.set(...entry);
  }
  return out;
}

function baseKeys(flat: Map<string, string>): string[] {
  return [...new Set([...flat.keys()].map((key) => key.replace(PLURAL, '')))].sort();
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
}

const namespaces = readdirSync(new URL('en/', root))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''));

describe('locales', () => {
  it('has a folder for every locale and the main namespaces', () => {
    const folders = readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory());
    expect(folders.map((d) => d.name).sort()).toEqual([...locales].sort());
    expect(namespaces).toEqual(expect.arrayContaining(['common', 'errors', 'auth']));
  });

  describe.each(locales.filter((l) => l !== 'en'))('%s', (language) => {
    it.each(namespaces)('%s has every key of en, translated', (namespace) => {
      const reference = flatten(read('en', namespace));
      const translated = flatten(read(language, namespace));
      expect(baseKeys(translated)).toEqual(baseKeys(reference));
      for (const base of baseKeys(translated)) {
        const plural = [...translated.keys()].some((key) => key.replace(PLURAL, '') === base);
        if (plural && !translated.has(base)) expect(translated.has(`${base}_other`)).toBe(true);
      }
      for (const [key, value] of translated) {
        expect(value.trim(), `${language}/${namespace}:${key}`).not.toBe('');
        const english = reference.get(key) ?? reference.get(key.replace(PLURAL, '_other'));
        if (english !== undefined) {
          expect(placeholders(value), `${language}/${namespace}:${key}`).toEqual(
            placeholders(english),
          );
        }
      }
    });
  });

  it.each([...locales])('%s translates every server error code', (language) => {
    const errors = flatten(read(language, 'errors'));
    const missing = errorCodeList.filter((code) => !errors.get(code)?.trim());
    expect(missing).toEqual([]);
  });
});
