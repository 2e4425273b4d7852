import { describe, expect, it } from 'vitest';
import { checkKeys, has, sources } from '@/locales/key-check';

/**
 * Every key the sales section asks for exists in `en` (the locale test then holds the other
 * languages to `en`): static `t('…')` calls and the keys built from legs and bonus types.
 */
const feature = new URL('./', import.meta.url);

describe('sales translations', () => {
  it('has every key used in the components', () => {
    const { checked, missing } = checkKeys(sources(feature, /\.tsx$/), ['sales']);
    expect(checked).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });

  it('has the keys built from legs and bonus types', () => {
    const built = [
      ...['left', 'right'].map((leg) => `legs.${leg}`),
      ...['sponsor', 'pairing', 'level', 'leadership'].map((type) => `bonus.${type}`),
    ];
    expect(built.filter((key) => !has('sales', key))).toEqual([]);
  });
});
