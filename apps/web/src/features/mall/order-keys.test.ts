import { readdirSync, readFileSync } from 'node:fs';
import { bonusTypes, orderStatus } from '@rangkai/shared';
import { describe, expect, it } from 'vitest';

/**
 * Every key the order, bonus and package-record screens ask for exists in `en` (the locale test
 * then holds the other languages to `en`): static `t('…')` calls and keys built from shared lists.
 */
type Tree = { [key: string]: string | Tree };
const src = new URL('../../', import.meta.url);

function has(namespace: string, key: string): boolean {
  const tree = JSON.parse(
    readFileSync(new URL(`locales/en/${namespace}.json`, src), 'utf8'),
  ) as Tree;
  const parts = key.split('.');
  const last = parts.pop() as string;
  let node: string | Tree | undefined = tree;
  for (const part of parts) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'object') return false;
  return typeof node[last] === 'string' || typeof node[`${last}_other`] === 'string';
}

function sources(dir: URL): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return sources(new URL(`${entry.name}/`, dir));
    return entry.name.endsWith('.tsx') ? [readFileSync(new URL(entry.name, dir), 'utf8')] : [];
  });
}

const files = [
  ...sources(new URL('features/mall/components/', src)),
  ...sources(new URL('features/bonus/components/', src)),
  ...['package-record-card.tsx', 'package-record-page.tsx'].map((name) =>
    readFileSync(new URL(`features/records/components/${name}`, src), 'utf8'),
  ),
  ...['order-status-badge.tsx', 'paged-records.tsx', 'record-states.tsx'].map((name) =>
    readFileSync(new URL(`components/${name}`, src), 'utf8'),
  ),
];

describe('order, bonus and package record translations', () => {
  it('has every key used in the components', () => {
    const missing: string[] = [];
    let checked = 0;
    for (const source of files) {
      const namespace = /useTranslation\('(\w+)'\)/.exec(source)?.[1] ?? 'common';
      for (const match of source.matchAll(/\bt\(\s*'([A-Za-z_][\w.:]*)'/g)) {
        const [ns, key] = match[1].includes(':') ? match[1].split(':') : [namespace, match[1]];
        checked++;
        if (!has(ns, key)) missing.push(`${ns}:${key}`);
      }
      for (const match of source.matchAll(/'(orders|bonus|records):([\w.]+)'/g)) {
        checked++;
        if (!has(match[1], match[2])) missing.push(`${match[1]}:${match[2]}`);
      }
    }
    expect(checked).toBeGreaterThan(60);
    expect(missing).toEqual([]);
  });

  it('has every key built from shared lists', () => {
    const built = [
      ...orderStatus.options.map((s) => ['orders', `status.${s}`]),
      ...['package', 'mall'].flatMap((type) => [
        ['orders', `tabs.${type}`],
        ['orders', `empty.${type}`],
        ['orders', `type.${type}`],
      ]),
      ['orders', 'tabs.downline'],
      ['orders', 'empty.downline'],
      ['orders', 'empty.filtered'],
      ...['point1', 'point2', 'point3', 'point4', 'credit', 'cash'].map((p) => [
        'orders',
        `payment.${p}`,
      ]),
      ...['all', ...bonusTypes].map((type) => ['bonus', `types.${type}`]),
      ...bonusTypes.map((type) => ['bonus', `names.${type}`]),
      ...['bv', 'percent', 'package'].map((key) => ['bonus', `details.${key}`]),
    ];
    expect(built.filter(([ns, key]) => !has(ns, key)).map(([ns, key]) => `${ns}:${key}`)).toEqual(
      [],
    );
  });
});
