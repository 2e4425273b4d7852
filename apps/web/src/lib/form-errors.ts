import type { TFunction } from 'i18next';
import { isApiError } from '@/lib/api-error';
import { showError } from '@/lib/messages';

const CODE = /^[A-Za-z][A-Za-z0-9_]*$/;

/**
 * The `{ field: CODE }` pairs of a refusal, whatever its HTTP status: 400 validation, 409
 * `{ username: 'MEMBER_EXITS' }`, 423 `{ sec_password: 'SEC_PASSWORD_LOCKED', locked_until }`.
 */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error)) return {};
  const { data } = error;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return {};
  const pairs = Object.entries(data).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && CODE.test(entry[1]),
  );
  return Object.fromEntries(pairs);
}

/** Seconds to wait before another code may be sent (429 with `data.resend_after`), else null. */
export function resendAfter(error: unknown): number | null {
  if (!isApiError(error) || error.httpStatus !== 429) return null;
  const data = error.data as { resend_after?: unknown } | null;
  return typeof data?.resend_after === 'number' ? data.resend_after : null;
}

/**
 * The text shown under a field for a server code: the translated code, plus the tries left or
 * the lock's end for the security password (BUSINESS_RULES §11).
 */
export function describeServerError(t: TFunction, error: unknown, code: string): string {
  const text = t(`errors:${code}`, { defaultValue: code });
  const data = isApiError(error) ? (error.data as Record<string, unknown> | null) : null;
  if (code === 'INCORRECT_SEC_PASSWORD' && typeof data?.remaining_tries === 'number') {
    return `${text} ${t('member:remaining_tries', { count: data.remaining_tries })}`;
  }
  if (typeof data?.locked_until === 'string') {
    const time = new Date(data.locked_until).toLocaleTimeString(undefined, {
      hour: '2-digit',
      minute: '2-digit',
    });
    return `${text} ${t('member:locked_until', { time })}`;
  }
  return text;
}

interface ErrorTarget {
  getValues: () => object;
  setErrors: (errors: Record<string, string>) => void;
}

/**
 * Puts a refusal's field errors under the form's inputs (translated); anything not tied to one
 * of the form's fields goes to the global message dialog. `aliases` renames server fields
 * (e.g. `ref_code` → `ref_id`). Returns the form fields that got an error.
 */
export function applyServerErrors(
  t: TFunction,
  form: ErrorTarget,
  error: unknown,
  aliases: Record<string, string> = {},
): string[] {
  const fields = Object.keys(form.getValues());
  const errors: Record<string, string> = {};
  for (const [key, code] of Object.entries(serverFieldErrors(error))) {
    const field = aliases[key] ?? key;
    if (fields.includes(field)) errors[field] = describeServerError(t, error, code);
  }
  const named = Object.keys(errors);
  if (named.length > 0) form.setErrors(errors);
  else showError(error);
  return named;
}
