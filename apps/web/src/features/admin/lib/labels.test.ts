import { readFileSync } from 'node:fs';
import { locales } from '@rangkai/shared';
import { describe, expect, it } from 'vitest';
import { auditActionKey, auditActions, ledgerTypeKey, ledgerTypes } from './labels';

type Tree = { [key: string]: string | Tree };

function lookup(language: string, key: string): unknown {
  const file = new URL(`../../../locales/${language}/admin.json`, import.meta.url);
  const tree = JSON.parse(readFileSync(file, 'utf8')) as Tree;
  return key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);
}

describe('back-office labels', () => {
  it.each(locales)('%s labels every audit action and ledger type', (language) => {
    for (const action of auditActions) {
      expect(lookup(language, auditActionKey(action)), `${language} ${action}`).toEqual(
        expect.any(String),
      );
    }
    for (const type of ledgerTypes) {
      expect(lookup(language, ledgerTypeKey(type)), `${language} ${type}`).toEqual(
        expect.any(String),
      );
    }
  });

  it('covers the raw codes operators saw untranslated', () => {
    expect(auditActions).toEqual(
      expect.arrayContaining(['deposit.approve', 'wallet.credit', 'member.suspend']),
    );
    expect(ledgerTypes).toEqual(expect.arrayContaining(['change_wallet', 'transfer', 'deposit']));
    expect(auditActionKey('deposit.approve')).toBe('audit.actions.deposit_approve');
  });
});
