import { kycStatus } from '@rangkai/shared';
import { describe, expect, it } from 'vitest';
import { checkKeys, has, sources } from '@/locales/key-check';

/**
 * Every key the KYC dialog asks for exists in `en` (the locale test then holds the other
 * languages to `en`), including the error keys its image checks hand to the form.
 */
describe('kyc translations', () => {
  it('has every key used in the components', () => {
    const { checked, missing } = checkKeys(sources(new URL('./', import.meta.url)), [
      'kyc',
      'errors',
    ]);
    expect(checked).toBeGreaterThan(30);
    expect(missing).toEqual([]);
  });

  it('has a label for every status and the spec messages it shows', () => {
    const keys = [
      ...kycStatus.options.map((s) => ['member', `kyc_status.${s}`]),
      ['errors', 'please_fill_all_fields'],
      ['errors', 'invalid_ic'],
      ['errors', 'NEED_18_AGE_ABOVE'],
      ['errors', 'iC_USED'],
      ['errors', 'KYC_ALREADY_SUBMITTED'],
      ['errors', 'PAYLOAD_TOO_LARGE'],
    ];
    expect(keys.filter(([ns, key]) => !has(ns, key))).toEqual([]);
  });
});
