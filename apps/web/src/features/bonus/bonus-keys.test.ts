import { bonusEntryTypes } from '@rangkai/shared';
import { describe, expect, it } from 'vitest';
import { checkKeys, has, sources } from '@/locales/key-check';

/**
 * Every key the bonus record page asks for exists in `en` (the locale test then holds the other
 * languages to `en`): static `t('…')` calls, and the keys built from the bonus line types (credits,
 * clawbacks, debt repayments) and from the details of each type's working.
 */
const feature = new URL('./', import.meta.url);

describe('bonus translations', () => {
  it('has every key used in the components', () => {
    const { checked, missing } = checkKeys(sources(feature, /\.tsx$/), ['bonus', 'records']);
    expect(checked).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });

  it('has every key built from the bonus types and the details', () => {
    const details = {
      sponsor: ['bv', 'percent', 'package'],
      pairing: [
        ...['left', 'right', 'day_left', 'day_right', 'matched', 'percent', 'cap', 'flushed'],
        ...['carry_left', 'carry_right'],
      ],
      level: ['level', 'percent', 'pairing'],
      leadership: ['rank', 'pool', 'part', 'holders', 'sales'],
      sponsor_clawback: ['debt', 'user_package_id'],
      debt_repayment: [],
    };
    const built = [
      ...['all', ...bonusEntryTypes].map((type) => `types.${type}`),
      ...bonusEntryTypes.map((type) => `names.${type}`),
      ...bonusEntryTypes.flatMap((type) => details[type].map((key) => `details.${key}`)),
    ];
    expect(built.filter((key) => !has('bonus', key))).toEqual([]);
  });
});
