import { isApiError } from '@/lib/api-error';
import { formatTime } from '@/lib/date-format';
import { i18n, type TFunction } from '@/lib/i18n';
import { showError } from '@/lib/messages';

const CODE = /^[A-Za-z][A-Za-z0-9_]*$/;

/**
 * The `{ field: CODE }` pairs of a refusal, whatever its HTTP status: 400 validation, 409
 * `{ username: 'MEMBER_EXITS' }`, 423 `{ sec_password: 'SEC_PASSWORD_LOCKED', locked_until }`.
 * `codeFields` places a refusal the server pins to no field (`INSUFFICIAN_BALANCE` → `amount`).
 */
export function serverFieldErrors(
  error: unknown,
  codeFields: Record<string, string> = {},
): Record<string, string> {
  if (!isApiError(error) || error.isTransportFailure || error.isUnauthorized) return {};
  const pairs: Record<string, string> = {};
  const { data } = error;
  if (typeof data === 'object' && data !== null && !Array.isArray(data)) {
    for (const [key, value] of Object.entries(data)) {
      if (typeof value === 'string' && CODE.test(value)) pairs[key] = value;
    }
  }
  const field = codeFields[error.code];
  if (Object.keys(pairs).length === 0 && field) pairs[field] = error.code;
  return pairs;
}

/**
 * Seconds to wait before another code may be sent: a 429's `data.resend_after`, else its
 * `Retry-After` header; null for any other error (or a 429 that says neither).
 */
export function resendAfter(error: unknown): number | null {
  if (!isApiError(error) || error.httpStatus !== 429) return null;
  const data = error.data as { resend_after?: unknown } | null;
  return typeof data?.resend_after === 'number' ? data.resend_after : error.retryAfter;
}

/**
 * The text shown under a field for a server code: the translated code, plus the tries left or
 * the lock's end for the security password (BUSINESS_RULES §11).
 */
export function describeServerError(
  t: TFunction,
  error: unknown,
  code: string,
  hints: string = DEFAULT_HINTS,
): string {
  const text = t(`errors:${code}`, { defaultValue: code });
  const data = isApiError(error) ? (error.data as Record<string, unknown> | null) : null;
  if (typeof data?.locked_until === 'string') {
    // In the business time zone and the reader's language, as every other time in the app.
    const time = formatTime(data.locked_until, i18n.language);
    return `${text} ${t(`${hints}locked_until`, { time })}`;
  }
  if (code === 'INCORRECT_SEC_PASSWORD' && typeof data?.remaining_tries === 'number') {
    return `${text} ${t(`${hints}remaining_tries`, { count: data.remaining_tries })}`;
  }
  return text;
}

/** Where the "tries left" / "locked until" texts live (`member:` or `wallet:errors.`). */
const DEFAULT_HINTS = 'member:';

interface ErrorTarget {
  getValues: () => object;
  setErrors: (errors: Record<string, string>) => void;
}

export interface ServerErrorOptions {
  /** Server field → form field (`ref_code` → `ref_id`). */
  aliases?: Record<string, string>;
  /** Refusal code the server pins to no field → the form field it belongs under. */
  codeFields?: Record<string, string>;
  /** Key prefix of the "tries left" / "locked until" texts (default `member:`). */
  hints?: string;
  /** The text under `field` for `code` (default: the translated code, with the hints). */
  describe?: (code: string, field: string) => string;
  /** A refusal that names none of the form's fields (default: the global message dialog). */
  onUnmatched?: (error: unknown) => void;
}

/**
 * The one way a form shows a server refusal: its `{ field: CODE }` pairs go under the form's
 * inputs (translated); anything not tied to one of the form's fields goes to `onUnmatched`, by
 * default the global message dialog. Returns the form fields that got an error.
 */
export function applyServerErrors(
  t: TFunction,
  form: ErrorTarget,
  error: unknown,
  options: ServerErrorOptions = {},
): string[] {
  const { aliases = {}, codeFields, hints, describe, onUnmatched = showError } = options;
  const fields = Object.keys(form.getValues());
  const errors: Record<string, string> = {};
  for (const [key, code] of Object.entries(serverFieldErrors(error, codeFields))) {
    const field = aliases[key] ?? key;
    if (!fields.includes(field)) continue;
    errors[field] = describe ? describe(code, field) : describeServerError(t, error, code, hints);
  }
  const named = Object.keys(errors);
  if (named.length > 0) form.setErrors(errors);
  else onUnmatched(error);
  return named;
}
