import { applyServerErrors } from '@/lib/form-errors';
import type { TFunction } from '@/lib/i18n';

/** Refusals the server does not pin to a field, and the wallet form field they belong under. */
const fieldOfCode: Record<string, string> = {
  INSUFFICIAN_BALANCE: 'amount',
  INCORRECT_AMOUNT: 'amount',
  INCORRECT_USERNAME: 'username',
  INCORRECT_SEC_PASSWORD: 'sec_password',
  SEC_PASSWORD_LOCKED: 'sec_password',
  SEC_PASSWORD_NOT_SET: 'sec_password',
  LAST_DEPOSIT_PENDING: 'amount',
};

type Form = Parameters<typeof applyServerErrors>[1];

/** A wallet refusal under the form's fields (lib/form-errors), with the wallet's own texts. */
export function applyRefusal(t: TFunction, form: Form, error: unknown): string[] {
  return applyServerErrors(t, form, error, { codeFields: fieldOfCode, hints: 'wallet:errors.' });
}
