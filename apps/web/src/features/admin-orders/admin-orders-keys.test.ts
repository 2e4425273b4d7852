import { readdirSync, readFileSync } from 'node:fs';
import { bonusTypes, orderStatus } from '@rangkai/shared';
import { describe, expect, it } from 'vitest';
import { orderStatusFilters, orderTypes } from './lib/order-actions';

/**
 * Every key the orders and bonuses pages ask for exists in `en/adminOrders.json` (the locale
 * test then holds the other languages to `en`): static `t('…')` calls in the source, and the
 * keys built from shared lists, which a text search cannot see.
 */
type Tree = { [key: string]: string | Tree };
const en = JSON.parse(
  readFileSync(new URL('../../locales/en/adminOrders.json', import.meta.url), 'utf8'),
) as Tree;

function has(key: string): boolean {
  const parts = key.split('.');
  const last = parts.pop() as string;
  let node: string | Tree | undefined = en;
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

describe('adminOrders translations', () => {
  it('has every static key used in the feature (and the member page tabs)', () => {
    const keys = new Set<string>();
    for (const source of sources(new URL('./', import.meta.url))) {
      for (const match of source.matchAll(/\bt\(\s*'([a-z_][\w.]*)'/g)) keys.add(match[1]);
    }
    // Elsewhere (the member page's tabs), only keys named with the namespace are this file's.
    const memberPage = readFileSync(
      new URL('../admin/components/member-page.tsx', import.meta.url),
      'utf8',
    );
    const elsewhere = [...memberPage.matchAll(/'adminOrders:([a-z_][\w.]*)'/g)].map((m) => m[1]);
    expect(elsewhere).toEqual(['tabs.packages', 'tabs.bonuses']);
    const own = [...keys, ...elsewhere];
    expect(own.length).toBeGreaterThan(60);
    expect(own.filter((k) => !has(k))).toEqual([]);
  });

  it('has every key built from lists', () => {
    const built = [
      ...orderStatus.options.map((s) => `status.${s}`),
      ...orderStatus.options.map((s) => `next_step.${s}`),
      'next_step.processing_collection',
      ...orderStatusFilters.map((s) => `status.${s}`),
      ...orderStatusFilters.map((s) => `orders.empty.${s}`),
      ...orderTypes.map((x) => `types.${x}`),
      ...['ship', 'ready_for_collection', 'complete'].flatMap((a) => [
        `action_dialog.confirm_${a}`,
        `action_dialog.done_${a}`,
      ]),
      ...['ship', 'ready_for_collection', 'complete_delivery', 'complete_collection'].map(
        (a) => `actions.${a}`,
      ),
      ...['all', ...bonusTypes].map((b) => `bonus_types.${b}`),
      'packages.kinds.register',
      'packages.kinds.upgrade',
      'payment_types.point3',
    ];
    expect(built.filter((k) => !has(k))).toEqual([]);
  });
});
