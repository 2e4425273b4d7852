import { readFileSync } from 'node:fs';
import { kycSides, kycStatus } from '@rangkai/shared';
import { describe, expect, it } from 'vitest';
import { has, sources, staticKeys } from '@/locales/key-check';
import { kycTabs, reviewErrorCodes } from './lib/review';

/**
 * Every key the KYC review asks for exists in `en/adminKyc.json` (the locale test then holds
 * the other languages to `en`): static `t('…')` calls, the member page's tab, and the keys built
 * from lists, which a text search cannot see.
 */
describe('adminKyc translations', () => {
  it('has every static key used in the feature (and the member page tab)', () => {
    const keys = staticKeys(sources(new URL('./', import.meta.url)));
    const memberPage = readFileSync(
      new URL('../admin/components/member-page.tsx', import.meta.url),
      'utf8',
    );
    const elsewhere = [...memberPage.matchAll(/'adminKyc:([a-z_][\w.]*)'/g)].map((m) => m[1]);
    expect(elsewhere).toEqual(['tabs.kyc']);
    const own = [...keys, ...elsewhere];
    expect(own.length).toBeGreaterThan(30);
    expect(own.filter((k) => !has('adminKyc', k))).toEqual([]);
  });

  it('has every key built from lists', () => {
    const built = [
      ...kycStatus.options.map((s) => `status.${s}`),
      ...kycTabs.map((s) => `page.empty.${s}`),
      ...kycSides.map((s) => `sides.${s}`),
      ...['match', 'partial', 'differs'].map((m) => `name_match.${m}`),
      ...['approve', 'fail'].flatMap((d) => [
        `review.${d}`,
        `review.confirm_${d}`,
        `review.done_${d}`,
      ]),
      ...reviewErrorCodes.map((c) => `review.errors.${c}`),
      'nav.kyc',
    ];
    expect(built.filter((k) => !has('adminKyc', k))).toEqual([]);
  });

  it('loads with the rest of the back-office', () => {
    const router = readFileSync(new URL('../../app/router.tsx', import.meta.url), 'utf8');
    expect(router).toMatch(/loadNamespaces\(\[[^\]]*'adminKyc'/);
  });
});
