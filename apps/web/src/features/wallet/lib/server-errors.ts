import type { TFunction } from 'i18next';
import { isApiError } from '@/lib/api-error';
import { showError } from '@/lib/messages';

const CODE = /^[A-Za-z][A-Za-z0-9_]*$/;

/** Refusals the server does not pin to a field, and the field they belong under. */
const fieldOfCode: Record<string, string> = {
  INSUFFICIAN_BALANCE: 'amount',
  INCORRECT_AMOUNT: 'amount',
  INCORRECT_USERNAME: 'username',
  INCORRECT_SEC_PASSWORD: 'sec_password',
  SEC_PASSWORD_LOCKED: 'sec_password',
  SEC_PASSWORD_NOT_SET: 'sec_password',
  LAST_DEPOSIT_PENDING: 'amount',
};

/** `{ field: CODE }` of a refusal: the server's own pairs, else the field its code belongs to. */
export function refusalFields(error: unknown): Record<string, string> {
  if (!isApiError(error) || error.isTransportFailure || error.isUnauthorized) return {};
  const pairs: Record<string, string> = {};
  const { data } = error;
  if (typeof data === 'object' && data !== null && !Array.isArray(data)) {
    for (const [key, value] of Object.entries(data)) {
      if (typeof value === 'string' && CODE.test(value)) pairs[key] = value;
    }
  }
  const field = fieldOfCode[error.code];
  if (Object.keys(pairs).length === 0 && field) pairs[field] = error.code;
  return pairs;
}

/** A code under a field, translated, with the tries left or the end of a security-password lock. */
export function describeRefusal(t: TFunction, error: unknown, code: string): string {
  const text = t(`errors:${code}`, { defaultValue: code });
  const data = isApiError(error) ? (error.data as Record<string, unknown> | null) : null;
  if (typeof data?.locked_until === 'string') {
    const time = new Date(data.locked_until).toLocaleTimeString(undefined, {
      hour: '2-digit',
      minute: '2-digit',
    });
    return `${text} ${t('wallet:errors.locked_until', { time })}`;
  }
  if (code === 'INCORRECT_SEC_PASSWORD' && typeof data?.remaining_tries === 'number') {
    return `${text} ${t('wallet:errors.remaining_tries', { count: data.remaining_tries })}`;
  }
  return text;
}

interface FormLike {
  getValues: () => object;
  setErrors: (errors: Record<string, string>) => void;
}

/**
 * Puts a refusal under the form's fields (translated); a refusal that names none of them goes to
 * the global message dialog. Returns the fields that got an error.
 */
export function applyRefusal(
  t: TFunction,
  form: FormLike,
  error: unknown,
  aliases: Record<string, string> = {},
): string[] {
  const fields = Object.keys(form.getValues());
  const errors: Record<string, string> = {};
  for (const [key, code] of Object.entries(refusalFields(error))) {
    const field = aliases[key] ?? key;
    if (fields.includes(field)) errors[field] = describeRefusal(t, error, code);
  }
  const named = Object.keys(errors);
  if (named.length > 0) form.setErrors(errors);
  else showError(error);
  return named;
}
