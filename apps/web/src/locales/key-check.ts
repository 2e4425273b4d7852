import { readdirSync, readFileSync } from 'node:fs';

/**
 * Test support for the `*-keys.test.ts` files (not imported by the app): every key a feature's
 * source asks for exists in `en/<namespace>.json` (`locales.test.ts` then holds the other
 * languages to `en`).
 */
type Tree = { [key: string]: string | Tree };
const en = new URL('./en/', import.meta.url);
const trees = new Map<string, Tree>();

function tree(namespace: string): Tree {
  let found = trees.get(namespace);
  if (!found) {
    found = JSON.parse(readFileSync(new URL(`${namespace}.json`, en), 'utf8')) as Tree;
    trees.set(namespace, found);
  }
  return found;
}

/** Whether `en/<namespace>.json` has `key` (a dotted path), or its plural `<key>_other`. */
export function has(namespace: string, key: string): boolean {
  const parts = key.split('.');
  const last = parts.pop() as string;
  let node: string | Tree | undefined = tree(namespace);
  for (const part of parts) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'object') return false;
  return typeof node[last] === 'string' || typeof node[`${last}_other`] === 'string';
}

/** The text of every file under `dir` whose name matches `names` (tests left out). */
export function sources(dir: URL, names: RegExp = /\.tsx?$/): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return sources(new URL(`${entry.name}/`, dir), names);
    return names.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
      ? [readFileSync(new URL(entry.name, dir), 'utf8')]
      : [];
  });
}

/** The keys of the static `t('key')` calls in `texts` (no namespace prefix), each once. */
export function staticKeys(texts: string[]): Set<string> {
  const keys = new Set<string>();
  for (const text of texts) {
    for (const match of text.matchAll(/\bt\(\s*'([a-z_][\w.]*)'/g)) keys.add(match[1]);
  }
  return keys;
}

/**
 * Checks every static `t('key')` / `t('ns:key')` call in `texts` (a bare key belongs to the
 * file's `useTranslation('ns')`, else `common`) and every `'ns:key'` string naming one of
 * `namespaces` (keys handed to dialogs and forms): how many were checked, and the missing ones.
 */
export function checkKeys(
  texts: string[],
  namespaces: string[],
): { checked: number; missing: string[] } {
  const named = new RegExp(`'(${namespaces.join('|')}):([\\w.]+)'`, 'g');
  const missing: string[] = [];
  let checked = 0;
  for (const text of texts) {
    const namespace = /useTranslation\('(\w+)'\)/.exec(text)?.[1] ?? 'common';
    for (const match of text.matchAll(/\bt\(\s*'([A-Za-z_][\w.:]*)'/g)) {
      const [ns, key] = match[1].includes(':') ? match[1].split(':') : [namespace, match[1]];
      checked++;
      if (!has(ns, key)) missing.push(`${ns}:${key}`);
    }
    for (const match of text.matchAll(named)) {
      checked++;
      if (!has(match[1], match[2])) missing.push(`${match[1]}:${match[2]}`);
    }
  }
  return { checked, missing };
}
