import { readdirSync, readFileSync } from 'node:fs';
import { journalTypes, walletNames, wallets } from '@rangkai/shared';
import { describe, expect, it } from 'vitest';

/**
 * Every key the wallet screens ask for exists in `en` (the locale test then holds the other
 * languages to `en`): static `t('…')` calls of the wallet, records and wallet-admin features,
 * `ns:key` strings handed to dialogs and forms, and keys built from shared lists.
 */
type Tree = { [key: string]: string | Tree };
const locales = new URL('../../locales/en/', import.meta.url);
const trees = new Map<string, Tree>();

function tree(namespace: string): Tree {
  if (!trees.has(namespace)) {
    trees.set(
      namespace,
      JSON.parse(readFileSync(new URL(`${namespace}.json`, locales), 'utf8')) as Tree,
    );
  }
  return trees.get(namespace) as Tree;
}

function has(namespace: string, key: string): boolean {
  const parts = key.split('.');
  const last = parts.pop() as string;
  let node: string | Tree | undefined = tree(namespace);
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

const features = ['wallet', 'records', 'wallet-admin'].map(
  (name) => new URL(`../${name}/`, import.meta.url),
);

describe('wallet translations', () => {
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
      for (const match of source.matchAll(/'(wallet|records|walletAdmin):([\w.]+)'/g)) {
        checked++;
        if (!has(match[1], match[2])) missing.push(`${match[1]}:${match[2]}`);
      }
    }
    expect(checked).toBeGreaterThan(150);
    expect(missing).toEqual([]);
  });

  it('has every key built from shared lists', () => {
    const built = [
      ...wallets.map((w) => ['wallet', `names.${walletNames[w]}`]),
      ...journalTypes.map((j) => ['records', `types.${j}`]),
      ...['pending', 'approved', 'rejected'].flatMap((s) => [
        ['wallet', `deposit.status.${s}`],
        ['walletAdmin', `status.${s}`],
        ['walletAdmin', `deposits.empty.${s}`],
      ]),
      ...['fpx', 'local'].flatMap((m) => [
        ['wallet', `deposit.method_${m}`],
        ['walletAdmin', `methods.${m}`],
      ]),
      ...wallets.map((w) => ['walletAdmin', `wallets.${w}`]),
      ...['approve', 'reject'].flatMap((d) => [
        ['walletAdmin', `review.${d}`],
        ['walletAdmin', `review.confirm_${d}`],
        ['walletAdmin', `review.done_${d}`],
      ]),
      ...['credit', 'debit'].flatMap((d) => [
        ['walletAdmin', `adjust.confirm_${d}`],
        ['walletAdmin', `adjust.done_${d}`],
        ['walletAdmin', `adjust.do_${d}`],
      ]),
      ...['transfer', 'change_wallet', 'deposit'].map((d) => ['wallet', `${d}.title`]),
      ...['deposits', 'adjust', 'ledger'].map((n) => ['walletAdmin', `nav.${n}`]),
    ];
    expect(built.filter(([ns, key]) => !has(ns, key)).map(([ns, key]) => `${ns}:${key}`)).toEqual(
      [],
    );
  });
});
