import { describe, expect, it } from 'vitest';
import { checkKeys, has, sources } from '@/locales/key-check';
import { purchaseRefusals } from './lib/cancel-purchase';

/**
 * Every key the package screens ask for exists in `en` (the locale test then holds the other
 * languages to `en`): static `t('…')` calls of the packages feature and the member tree page,
 * `ns:key` strings handed to dialogs, and the keys handed down as props.
 */
const features = ['packages', 'genealogy'].map((name) => new URL(`../${name}/`, import.meta.url));

describe('packages translations', () => {
  it('has every key used in the components', () => {
    const { checked, missing } = checkKeys(
      features.flatMap((dir) => sources(dir)),
      ['packages', 'tree'],
    );
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
      'cancel.refund_parts',
      'cancel.refund_price',
      'cancel.kit_cancelled',
      'cancel.kit_return',
      'cancel.success',
      'cancel.success_kit_cancelled',
      'cancel.success_kit_return',
      // Asked by the shared refusal panel (components/cancel-refusal) of the form's namespace.
      'cancel.close',
    ];
    expect(passed.filter((key) => !has('packages', key))).toEqual([]);
    expect(has('member', 'area.West') && has('member', 'area.East')).toBe(true);
  });

  it('translates every refusal of a cancellation (shown by its code)', () => {
    expect(purchaseRefusals.filter((code) => !has('errors', code))).toEqual([]);
  });
});
