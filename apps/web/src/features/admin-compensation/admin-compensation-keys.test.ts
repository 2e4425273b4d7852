import { readFileSync } from 'node:fs';
import { adminBonusClosesReply, bonusCloseDay } from '@rangkai/shared';
import { describe, expect, it } from 'vitest';
import { has, sources, staticKeys } from '@/locales/key-check';
import { closeBonusKeys } from './lib/figures';

/**
 * Every key the daily-closes page asks for exists in `en/adminCompensation.json` (the locale test
 * then holds the other languages to `en`): static `t('…')` calls in the source, and the keys built
 * from lists (statuses, triggers, bonus types), which a text search cannot see.
 */
describe('adminCompensation translations', () => {
  it('has every static key used in the feature', () => {
    const keys = staticKeys(sources(new URL('./', import.meta.url)));
    expect(keys.size).toBeGreaterThan(40);
    expect([...keys].filter((k) => !has('adminCompensation', k))).toEqual([]);
  });

  it('has every key built from lists', () => {
    const built = [
      ...bonusCloseDay.shape.status.options.map((s) => `status.${s}`),
      ...bonusCloseDay.shape.trigger.unwrap().options.map((s) => `triggers.${s}`),
      ...closeBonusKeys.map((b) => `bonus_types.${b}`),
      'summary.left',
      'summary.right',
      'close.done',
      'close.already',
      'nav.closes',
    ];
    expect(built.filter((k) => !has('adminCompensation', k))).toEqual([]);
  });

  it('charts and cards cover every bonus type of the totals', () => {
    const totals = Object.keys(adminBonusClosesReply.shape.totals.shape);
    expect(totals).toEqual(expect.arrayContaining([...closeBonusKeys]));
  });

  it('loads with the rest of the back-office', () => {
    const router = readFileSync(new URL('../../app/router.tsx', import.meta.url), 'utf8');
    expect(router).toMatch(/loadNamespaces\(\[[^\]]*'adminCompensation'/);
  });
});
