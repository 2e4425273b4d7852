import { adminActions, journalTypes } from '@rangkai/shared';

/**
 * Audit-log actions: the back-office's own (`adminActions`) and those the money features write.
 * Each has a label under `admin:audit.actions.<action with _ for .>`.
 */
export const auditActions = [
  ...adminActions,
  'deposit.approve',
  'deposit.reject',
  'wallet.credit',
  'wallet.debit',
  'kyc.submit',
  'withdrawal.request',
  'member.bank_save',
  'member.data_export',
  'mall.checkout',
  'hotel.checkout',
  'hotel.cancel',
  'wallet.transfer',
  'wallet.change_wallet',
] as const;

/** Ledger journal types shown in a member's ledger, each labelled under `admin:ledger.types`. */
export const ledgerTypes = journalTypes;

/** Translation keys (action names hold dots, which i18next reads as nesting). */
export const auditActionKey = (action: string) => `audit.actions.${action.replaceAll('.', '_')}`;
export const ledgerTypeKey = (type: string) => `ledger.types.${type}`;
