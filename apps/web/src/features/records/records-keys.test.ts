import { describe, expect, it } from 'vitest';
import { checkKeys, has, sources } from '@/locales/key-check';

/**
 * Every key the record screens ask for exists in `en` (the locale test then holds the other
 * languages to `en`), including those chosen at run time.
 */
describe('records translations', () => {
  it('has every key used in the components', () => {
    const { checked, missing } = checkKeys(sources(new URL('./', import.meta.url)), ['records']);
    expect(checked).toBeGreaterThan(40);
    expect(missing).toEqual([]);
  });

  it('has the keys chosen by filter state', () => {
    const chosen = [
      'direct.empty',
      'direct.empty_other',
      'downline.summary',
      'downline.summary_filtered',
      'downline.empty',
      'downline.empty_filtered',
    ];
    expect(chosen.filter((key) => !has('records', key))).toEqual([]);
  });
});
