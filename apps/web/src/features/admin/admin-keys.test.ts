import {
  adminActions,
  adminMemberStatus,
  adminRole,
  kycStatus,
  settingDefinitions,
  wallets,
} from '@rangkai/shared';
import { describe, expect, it } from 'vitest';
import { has, sources, staticKeys } from '@/locales/key-check';

/**
 * Every key the back-office asks for exists in `en/admin.json` (the locale test then holds the
 * other languages to `en`): static `t('…')` calls found in the source, and the keys built from
 * shared lists (settings, actions, statuses…), which a text search cannot see.
 */
describe('admin translations', () => {
  it('has every static key used in the components', () => {
    const keys = staticKeys(sources(new URL('./', import.meta.url), /\.tsx$/));
    expect(keys.size).toBeGreaterThan(100);
    expect([...keys].filter((k) => !has('admin', k))).toEqual([]);
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
        'package_sales',
        'mall_sales',
        'bv',
        'pending_deposits',
        'pending_kyc',
        'pending_withdrawals',
        'open_tickets',
      ].map((k) => `dashboard.${k}`),
      'member.leg.left',
      'member.leg.right',
    ];
    expect(built.filter((k) => !has('admin', k))).toEqual([]);
  });
});
