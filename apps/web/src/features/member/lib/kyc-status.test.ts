import { kycStatus } from '@rangkai/shared';
import { describe, expect, it } from 'vitest';
import { checkKeys, has, sources } from '@/locales/key-check';
import { canOpenKyc, kycStatusColors } from './kyc-status';

describe('sidebar KYC entry', () => {
  it('is disabled only while a submission is under review', () => {
    expect(kycStatus.options.filter((status) => !canOpenKyc(status))).toEqual(['pending']);
    expect(canOpenKyc('not_started')).toBe(true);
    expect(canOpenKyc('failed')).toBe(true);
    expect(canOpenKyc('approved')).toBe(true);
  });

  it('labels pending as a warning, approved as a success and failed as a danger', () => {
    expect(kycStatusColors.pending).toBe('yellow');
    expect(kycStatusColors.approved).toBe('green');
    expect(kycStatusColors.failed).toBe('red');
  });

  it('has a label for every status in every locale (via en)', () => {
    expect(kycStatus.options.filter((s) => !has('member', `kyc_status.${s}`))).toEqual([]);
  });

  it('has every key used in the member components', () => {
    const { missing } = checkKeys(sources(new URL('../', import.meta.url)), ['member']);
    expect(missing).toEqual([]);
  });
});
