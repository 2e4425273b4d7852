import { applyServerErrors, describeServerError } from '@/lib/form-errors';
import type { TFunction } from '@/lib/i18n';

/** Security-password refusals: about the member's own security password. */
export const secPasswordCodes = [
  'INCORRECT_SEC_PASSWORD',
  'SEC_PASSWORD_LOCKED',
  'SEC_PASSWORD_NOT_SET',
  'TOO_MANY_REQUESTS',
];

type Form = Parameters<typeof applyServerErrors>[1];

/** The upgrade form's fields for refusals the server pins to none. */
const upgradeCodeFields: Record<string, string> = {
  INSUFFICIAN_BALANCE: 'user_group_id',
  INVALID_STATE: 'user_group_id',
  NOT_FOUND: 'user_group_id',
  INCORRECT_SEC_PASSWORD: 'sec_password',
  SEC_PASSWORD_LOCKED: 'sec_password',
  SEC_PASSWORD_NOT_SET: 'sec_password',
};

/**
 * An upgrade refusal under the form's fields (lib/form-errors). INVALID_STATE here means the
 * package is not above the member's: said so, not as the generic "not allowed now".
 */
export function applyUpgradeRefusal(t: TFunction, form: Form, error: unknown): string[] {
  return applyServerErrors(t, form, error, {
    codeFields: upgradeCodeFields,
    aliases: { state_id: 'state' },
    describe: (code) =>
      code === 'INVALID_STATE'
        ? t('packages:upgrade.not_higher')
        : describeServerError(t, error, code),
  });
}
