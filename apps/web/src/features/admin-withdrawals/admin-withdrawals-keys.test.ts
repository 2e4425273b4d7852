import { readFileSync } from 'node:fs';
import { withdrawStatuses } from '@rangkai/shared';
import { describe, expect, it } from 'vitest';
import { has, sources, staticKeys } from '@/locales/key-check';
import { withdrawalActions } from './lib/withdrawals';

/**
 * Every key the withdrawals page asks for exists in `en/adminWithdrawals.json` (the locale test
 * then holds the other languages to `en`): static `t('…')` calls, and the keys built from lists
 * (statuses, actions, totals, the checks of what was typed), which a text search cannot see.
 */
describe('adminWithdrawals translations', () => {
  it('has every static key used in the feature', () => {
    const keys = staticKeys(sources(new URL('./', import.meta.url)));
    expect(keys.size).toBeGreaterThan(30);
    expect([...keys].filter((k) => !has('adminWithdrawals', k))).toEqual([]);
  });

  it('has every key built from lists', () => {
    const actions = [...new Set(Object.values(withdrawalActions).flat())];
    const built = [
      ...withdrawStatuses.map((s) => `status.${s}`),
      ...withdrawStatuses.map((s) => `page.empty.${s}`),
      ...actions.flatMap((a) => [`actions.${a}`, `actions.confirm_${a}`, `actions.done_${a}`]),
      ...['count', 'amount', 'fee', 'amount_received'].map((k) => `totals.${k}`),
      ...[
        'reference_long',
        'reference_required',
        'reason_short',
        'reason_required',
        'note_long',
      ].map((k) => `actions.${k}`),
      ...['INVALID_STATE', 'NOT_FOUND'].map((c) => `actions.errors.${c}`),
      'phase.half_1',
      'phase.half_2',
      'nav.withdrawals',
    ];
    expect(built.filter((k) => !has('adminWithdrawals', k))).toEqual([]);
  });

  it('loads with the rest of the back-office', () => {
    const router = readFileSync(new URL('../../app/router.tsx', import.meta.url), 'utf8');
    expect(router).toMatch(/loadNamespaces\(\[[^\]]*'adminWithdrawals'/);
  });
});
