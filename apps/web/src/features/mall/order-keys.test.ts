import { readFileSync } from 'node:fs';
import { bonusEntryTypes, orderStatus } from '@rangkai/shared';
import { describe, expect, it } from 'vitest';
import { checkKeys, has, sources } from '@/locales/key-check';

/**
 * Every key the order, bonus and package-record screens ask for exists in `en` (the locale test
 * then holds the other languages to `en`): static `t('…')` calls and keys built from shared lists.
 */
const src = new URL('../../', import.meta.url);

const files = [
  ...sources(new URL('features/mall/components/', src), /\.tsx$/),
  ...sources(new URL('features/bonus/components/', src), /\.tsx$/),
  ...['package-record-card.tsx', 'package-record-page.tsx', 'package-cooling-off.tsx'].map((name) =>
    readFileSync(new URL(`features/records/components/${name}`, src), 'utf8'),
  ),
  ...[
    'order-status-badge.tsx',
    'order-amounts.tsx',
    'order-event-note.ts',
    'paged-records.tsx',
    'record-states.tsx',
    'receipt-button.tsx',
  ].map((name) => readFileSync(new URL(`components/${name}`, src), 'utf8')),
];

describe('order, bonus and package record translations', () => {
  it('has every key used in the components', () => {
    const { checked, missing } = checkKeys(files, ['orders', 'bonus', 'records']);
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
      // The mall order's cooling-off (BUSINESS_RULES §13), keys chosen by state and outcome.
      ...[
        'last_day',
        'ended',
        'statement',
        'what_processing',
        'what_shipped',
        'success_title',
        'success_refunded',
        'success_return',
        'return_pending',
        'returned_done',
        // Asked by the shared refusal panel (components/cancel-refusal) of the form's namespace.
        'close',
      ].map((key) => ['orders', `cancel.${key}`]),
      ...['COOLING_OFF_ENDED', 'ALREADY_CANCELLED', 'NO_PERMISSION', 'INVALID_STATE'].map(
        (code) => ['errors', code],
      ),
      ['orders', 'empty.downline'],
      ['orders', 'empty.filtered'],
      ...['point1', 'point2', 'point3', 'point4', 'credit', 'cash'].map((p) => [
        'orders',
        `payment.${p}`,
      ]),
      ...['all', ...bonusEntryTypes].map((type) => ['bonus', `types.${type}`]),
      ...bonusEntryTypes.map((type) => ['bonus', `names.${type}`]),
      ...['bv', 'percent', 'package', 'debt', 'user_package_id'].map((key) => [
        'bonus',
        `details.${key}`,
      ]),
    ];
    expect(built.filter(([ns, key]) => !has(ns, key)).map(([ns, key]) => `${ns}:${key}`)).toEqual(
      [],
    );
  });
});
