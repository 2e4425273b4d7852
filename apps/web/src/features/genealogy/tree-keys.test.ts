import { describe, expect, it } from 'vitest';
import { checkKeys, has, sources } from '@/locales/key-check';

/**
 * Every key the tree explorer asks for exists in `en/tree.json` (the locale test then holds the
 * other languages to `en`), including the admin member page's tab label.
 */
describe('tree translations', () => {
  it('has every static key used in the components', () => {
    const { checked, missing } = checkKeys(sources(new URL('./', import.meta.url)), ['tree']);
    expect(checked).toBeGreaterThan(40);
    expect(missing).toEqual([]);
  });

  it('has the keys chosen at run time', () => {
    const chosen = [
      'node.left_leg',
      'node.right_leg',
      'sponsor.expand',
      'sponsor.collapse',
      'path.hidden',
      'sponsor.summary',
      'sponsor.downline',
      'search.not_found',
      'search.not_found_member',
    ];
    expect(chosen.filter((key) => !has('tree', key))).toEqual([]);
    expect(has('admin', 'member.tabs.trees')).toBe(true);
  });
});
