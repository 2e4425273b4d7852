import { journalTypes, walletNames, wallets } from '@rangkai/shared';
import { describe, expect, it } from 'vitest';
import { checkKeys, has, sources } from '@/locales/key-check';

/**
 * Every key the wallet screens ask for exists in `en` (the locale test then holds the other
 * languages to `en`): static `t('…')` calls of the wallet, records and wallet-admin features,
 * `ns:key` strings handed to dialogs and forms, and keys built from shared lists.
 */
const features = ['wallet', 'records', 'wallet-admin'].map(
  (name) => new URL(`../${name}/`, import.meta.url),
);

describe('wallet translations', () => {
  it('has every key used in the components', () => {
    const { checked, missing } = checkKeys(
      features.flatMap((dir) => sources(dir, /\.tsx$/)),
      ['wallet', 'records', 'walletAdmin'],
    );
    expect(checked).toBeGreaterThan(150);
    expect(missing).toEqual([]);
  });

  it('has every key built from shared lists', () => {
    const built = [
      ...wallets.map((w) => ['wallet', `names.${walletNames[w]}`]),
      ...journalTypes.map((j) => ['records', `types.${j}`]),
      ...['pending', 'approved', 'rejected'].flatMap((s) => [
        ['wallet', `deposit.status.${s}`],
        ['walletAdmin', `status.${s}`],
        ['walletAdmin', `deposits.empty.${s}`],
      ]),
      ...['fpx', 'local'].flatMap((m) => [
        ['wallet', `deposit.method_${m}`],
        ['walletAdmin', `methods.${m}`],
      ]),
      // `debt`: the clawback debt account a member's ledger lines may show (BUSINESS_RULES §13).
      ...[...wallets, 'debt'].map((w) => ['walletAdmin', `wallets.${w}`]),
      ...['approve', 'reject'].flatMap((d) => [
        ['walletAdmin', `review.${d}`],
        ['walletAdmin', `review.confirm_${d}`],
        ['walletAdmin', `review.done_${d}`],
      ]),
      ...['credit', 'debit'].flatMap((d) => [
        ['walletAdmin', `adjust.confirm_${d}`],
        ['walletAdmin', `adjust.done_${d}`],
        ['walletAdmin', `adjust.do_${d}`],
      ]),
      ...['transfer', 'change_wallet', 'deposit'].map((d) => ['wallet', `${d}.title`]),
      ...['deposits', 'adjust', 'ledger'].map((n) => ['walletAdmin', `nav.${n}`]),
    ];
    expect(built.filter(([ns, key]) => !has(ns, key)).map(([ns, key]) => `${ns}:${key}`)).toEqual(
      [],
    );
  });
});
