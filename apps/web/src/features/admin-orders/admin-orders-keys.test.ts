import { readFileSync } from 'node:fs';
import { bonusEntryTypes, orderStatus } from '@rangkai/shared';
import { describe, expect, it } from 'vitest';
import { has, sources, staticKeys } from '@/locales/key-check';
import { orderStatusFilters, orderTypes } from './lib/order-actions';

/**
 * Every key the orders and bonuses pages ask for exists in `en/adminOrders.json` (the locale
 * test then holds the other languages to `en`): static `t('…')` calls in the source, and the
 * keys built from shared lists, which a text search cannot see.
 */
describe('adminOrders translations', () => {
  it('has every static key used in the feature (and the member page tabs)', () => {
    const keys = staticKeys(sources(new URL('./', import.meta.url)));
    // Elsewhere (the member page's tabs), only keys named with the namespace are this file's.
    const memberPage = readFileSync(
      new URL('../admin/components/member-page.tsx', import.meta.url),
      'utf8',
    );
    const elsewhere = [...memberPage.matchAll(/'adminOrders:([a-z_][\w.]*)'/g)].map((m) => m[1]);
    expect(elsewhere).toEqual(['tabs.packages', 'tabs.bonuses']);
    const own = [...keys, ...elsewhere];
    expect(own.length).toBeGreaterThan(60);
    expect(own.filter((k) => !has('adminOrders', k))).toEqual([]);
  });

  it('has every key built from lists', () => {
    const built = [
      ...orderStatus.options.map((s) => `status.${s}`),
      ...orderStatus.options.map((s) => `next_step.${s}`),
      'next_step.processing_collection',
      'next_step.return_requested_kit',
      'action_dialog.confirm_mark_returned_kit',
      'nav.returns',
      ...orderStatusFilters.map((s) => `status.${s}`),
      ...orderStatusFilters.map((s) => `orders.empty.${s}`),
      ...orderTypes.map((x) => `types.${x}`),
      ...['ship', 'ready_for_collection', 'complete', 'cancel', 'mark_returned'].flatMap((a) => [
        `action_dialog.confirm_${a}`,
        `action_dialog.done_${a}`,
      ]),
      ...[
        'ship',
        'ready_for_collection',
        'complete_delivery',
        'complete_collection',
        'cancel',
        'mark_returned',
      ].map((a) => `actions.${a}`),
      ...['reason', 'reason_hint', 'reason_required', 'keep'].map((k) => `action_dialog.${k}`),
      ...['all', ...bonusEntryTypes].map((b) => `bonus_types.${b}`),
      'detail_keys.debt',
      'packages.until',
      'packages.ended',
      'packages.kinds.register',
      'packages.kinds.upgrade',
      'payment_types.point3',
    ];
    expect(built.filter((k) => !has('adminOrders', k))).toEqual([]);
  });
});
