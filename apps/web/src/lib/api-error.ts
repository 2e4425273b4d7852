/**
 * A failed API call. `code` is the stable server code of spec §8 (`LOGIN_FAIL`,
 * `INCORRECT_SEC_PASSWORD`, …) and doubles as the i18n key in the `errors` namespace;
 * transport failures (timeout, network, 5xx without an envelope) use `internalError`.
 */
export class ApiError extends Error {
  readonly httpStatus: number;
  readonly code: string;
  readonly fieldErrors: Record<string, string>;
  readonly data: unknown;
  /** A 429's `Retry-After` header, in seconds, when it carried one. */
  readonly retryAfter: number | null;

  constructor(options: {
    httpStatus: number;
    code: string;
    fieldErrors?: Record<string, string>;
    data?: unknown;
    retryAfter?: number | null;
  }) {
    super(options.code);
    this.name = 'ApiError';
    this.httpStatus = options.httpStatus;
    this.code = options.code;
    this.fieldErrors = options.fieldErrors ?? {};
    this.data = options.data;
    this.retryAfter = options.retryAfter ?? null;
  }

  /** A 401 that means "session gone" (a wrong login password is a 401 too, but not this). */
  get isUnauthorized(): boolean {
    return this.httpStatus === 401 && this.code !== 'LOGIN_FAIL';
  }

  /** HTTP 5xx, timeout or network failure: the warning dialog with `internalError`. */
  get isTransportFailure(): boolean {
    return this.httpStatus === 0 || this.httpStatus >= 500;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
