import { readdirSync, readFileSync } from 'node:fs';
import {
  adminActions,
  adminMemberStatus,
  adminRole,
  kycStatus,
  settingDefinitions,
  wallets,
} from '@rangkai/shared';
import { describe, expect, it } from 'vitest';

/**
 * Every key the back-office asks for exists in `en/admin.json` (the locale test then holds the
 * other languages to `en`): static `t('…')` calls found in the source, and the keys built from
 * shared lists (settings, actions, statuses…), which a text search cannot see.
 */
type Tree = { [key: string]: string | Tree };
const en = JSON.parse(
  readFileSync(new URL('../../locales/en/admin.json', import.meta.url), 'utf8'),
) as Tree;

function has(key: string): boolean {
  const parts = key.split('.');
  const last = parts.pop() as string;
  let node: string | Tree | undefined = en;
  for (const part of parts) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'object') return false;
  return typeof node[last] === 'string' || typeof node[`${last}_other`] === 'string';
}

function sourceFiles(dir: URL): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return sourceFiles(new URL(`${entry.name}/`, dir));
    return entry.name.endsWith('.tsx') ? [readFileSync(new URL(entry.name, dir), 'utf8')] : [];
  });
}

describe('admin translations', () => {
  it('has every static key used in the components', () => {
    const keys = new Set<string>();
    for (const source of sourceFiles(new URL('./', import.meta.url))) {
      for (const match of source.matchAll(/\bt\(\s*'([a-z_][\w.]*)'/g)) keys.add(match[1]);
    }
    expect(keys.size).toBeGreaterThan(100);
    expect([...keys].filter((k) => !has(k))).toEqual([]);
  });

  it('has every key built from shared lists', () => {
    const built = [
      ...settingDefinitions.map((d) => `settings.keys.${d.key}`),
      ...settingDefinitions.map((d) => `settings.types.${d.type}`),
      ...settingDefinitions.map((d) => `settings.groups.${d.group}`),
      ...adminActions.map((a) => `audit.actions.${a.replaceAll('.', '_')}`),
      ...['suspend', 'unsuspend', 'reset_sec_password', 'reset_bank'].flatMap((a) =>
        ['button', 'title', 'description', 'confirm', 'done'].map(
          (p) => `member_actions.${a}.${p}`,
        ),
      ),
      ...wallets.map((w) => `wallets.${w}`),
      ...kycStatus.options.map((s) => `kyc_status.${s}`),
      ...adminMemberStatus.options.map((s) => `member_status.${s}`),
      ...adminRole.options.map((r) => `roles.${r}`),
      ...['price', 'bv', 'pairing_cap', 'level_depth', 'reason'].map(
        (f) => `packages.invalid.${f}`,
      ),
      ...[
        'new_members',
        'sales',
        'bv',
        'pending_deposits',
        'pending_kyc',
        'pending_withdrawals',
        'open_tickets',
      ].map((k) => `dashboard.${k}`),
      'member.leg.left',
      'member.leg.right',
    ];
    expect(built.filter((k) => !has(k))).toEqual([]);
  });
});
