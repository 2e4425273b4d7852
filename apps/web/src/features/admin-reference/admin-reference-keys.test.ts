import { readFileSync } from 'node:fs';
import { areas } from '@rangkai/shared';
import { describe, expect, it } from 'vitest';
import { has, sources, staticKeys } from '@/locales/key-check';
import { adminReferenceNavItems } from './routes';

/**
 * Every key the reference-data screens ask for exists in `en/adminReference.json` (the locale
 * test then holds the other languages to `en`), and the namespace loads with the console.
 */
describe('adminReference translations', () => {
  it('has every static key used in the feature', () => {
    const keys = staticKeys(sources(new URL('./', import.meta.url)));
    expect(keys.size).toBeGreaterThan(40);
    expect([...keys].filter((k) => !has('adminReference', k))).toEqual([]);
  });

  it('has the keys named with their namespace or built from lists', () => {
    const named = sources(new URL('./', import.meta.url)).flatMap((text) =>
      [...text.matchAll(/'adminReference:([a-z_][\w.]*)'/g)].map((m) => m[1]),
    );
    const built = [
      ...adminReferenceNavItems.flatMap((i) =>
        [i.label, i.group].map((k) => k.replace('adminReference:', '')),
      ),
      ...areas.map((a) => `states.areas.${a}`),
      'collect_points.edit',
      'collect_points.new',
    ];
    expect(named.length).toBeGreaterThan(2);
    expect([...named, ...built].filter((k) => !has('adminReference', k))).toEqual([]);
  });

  it('labels the audit entries and the refusal members may meet', () => {
    const actions = [
      'collect_point.create',
      'collect_point.update',
      'country.update',
      'state.update',
      'public_holiday.create',
      'public_holiday.delete',
    ];
    const missing = actions.filter((a) => !has('admin', `audit.actions.${a.replaceAll('.', '_')}`));
    expect(missing).toEqual([]);
    expect(has('errors', 'COLLECT_POINT_INACTIVE')).toBe(true);
  });

  it('has the public holidays screen in every language', () => {
    const keys = [
      'nav.public_holidays',
      'holidays.heading',
      'holidays.duplicate',
      'holidays.bad_date',
      'holidays.remove_confirm',
      'holidays.remove_effect',
    ];
    expect(keys.filter((k) => !has('adminReference', k))).toEqual([]);
  });

  it('loads with the rest of the back-office', () => {
    const router = readFileSync(new URL('../../app/router.tsx', import.meta.url), 'utf8');
    expect(router).toMatch(/loadNamespaces\(\[[^\]]*'adminReference'/);
  });
});
