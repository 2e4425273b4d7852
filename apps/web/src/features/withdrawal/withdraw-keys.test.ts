import { withdrawStatuses } from '@rangkai/shared';
import { describe, expect, it } from 'vitest';
import { checkKeys, has, sources } from '@/locales/key-check';

/**
 * Every key the withdraw dialogs and records ask for exists in `en` (the locale test then holds
 * the other languages to `en`), including those chosen at run time.
 */
describe('withdraw translations', () => {
  it('has every key used in the components', () => {
    const { checked, missing } = checkKeys(sources(new URL('./', import.meta.url)), [
      'withdraw',
      'errors',
    ]);
    expect(checked).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });

  it('has the keys chosen by status, field and dialog', () => {
    const keys = [
      ...withdrawStatuses.map((s) => ['withdraw', `status.${s}`]),
      ...['bank_country', 'bank_name', 'bank_user', 'bank_number', 'branch'].map((f) => [
        'withdraw',
        `details.fields.${f}`,
      ]),
      ['withdraw', 'withdraw.title'],
      ['withdraw', 'details.title'],
      ['withdraw', 'records.empty'],
      ['withdraw', 'records.empty_filtered'],
      ...[
        'kyc_hint',
        'complete_withdraw_details',
        'amount_must_be_integer',
        'minimum_amount_required',
        'LAST_WITHDRAWAL_PENDING',
        'WITHDRAWAL_PHASE_USED',
        'PLEASE_COMPLETE_KYC',
        'MIN_WITHDRAW_AMOUNT',
        'BANK_DETAILS_LOCKED',
      ].map((code) => ['errors', code]),
    ];
    expect(keys.filter(([ns, key]) => !has(ns, key))).toEqual([]);
  });
});
