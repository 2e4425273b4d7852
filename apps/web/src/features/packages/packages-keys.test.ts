import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Every key the package screens ask for exists in `en` (the locale test then holds the other
 * languages to `en`): static `t('…')` calls of the packages feature and the member tree page,
 * `ns:key` strings handed to dialogs, and the keys handed down as props.
 */
type Tree = { [key: string]: string | Tree };
const locales = new URL('../../locales/en/', import.meta.url);

function has(namespace: string, key: string): boolean {
  let node: string | Tree | undefined = JSON.parse(
    readFileSync(new URL(`${namespace}.json`, locales), 'utf8'),
  ) as Tree;
  const parts = key.split('.');
  const last = parts.pop() as string;
  for (const part of parts) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'object') return false;
  return typeof node[last] === 'string' || typeof node[`${last}_other`] === 'string';
}

function sources(dir: URL): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return sources(new URL(`${entry.name}/`, dir));
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts')
      ? [readFileSync(new URL(entry.name, dir), 'utf8')]
      : [];
  });
}

const features = ['packages', 'tree'].map((name) => new URL(`../${name}/`, import.meta.url));

describe('packages translations', () => {
  it('has every key used in the components', () => {
    const missing: string[] = [];
    let checked = 0;
    for (const source of features.flatMap(sources)) {
      const namespace = /useTranslation\('(\w+)'\)/.exec(source)?.[1] ?? 'common';
      for (const match of source.matchAll(/\bt\(\s*'([A-Za-z_][\w.:]*)'/g)) {
        const [ns, key] = match[1].includes(':') ? match[1].split(':') : [namespace, match[1]];
        checked++;
        if (!has(ns, key)) missing.push(`${ns}:${key}`);
      }
      for (const match of source.matchAll(/'(packages|tree):([\w.]+)'/g)) {
        checked++;
        if (!has(match[1], match[2])) missing.push(`${match[1]}:${match[2]}`);
      }
    }
    expect(checked).toBeGreaterThan(60);
    expect(missing).toEqual([]);
  });

  it('has the keys handed down as props', () => {
    const passed = [
      'upgrade.pay',
      'register.price',
      'summary.amount_due',
      'summary.package_price',
      'register_success',
      'register_success_hint',
    ];
    expect(passed.filter((key) => !has('packages', key))).toEqual([]);
    expect(has('member', 'area.West') && has('member', 'area.East')).toBe(true);
  });
});
