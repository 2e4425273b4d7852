import { ApiError } from './api-error';
import { clearSession, getToken } from './session';
import { storageKeys } from './storage-keys';

/** Spec §7: every request times out after 90 seconds. */
export const REQUEST_TIMEOUT_MS = 90_000;

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  /** JSON-serialisable value, or FormData for multipart calls (KYC, tickets). */
  body?: unknown;
  signal?: AbortSignal;
  /**
   * Bearer token to send instead of the member's (the back-office passes its own). A 401 on such
   * a call is left to the caller: the member session is not touched.
   */
  token?: string | null;
  /** Extra request headers, e.g. `Idempotency-Key` on money-moving calls. */
  headers?: Record<string, string>;
}

interface Envelope {
  error_code: number;
  message: string;
  data: unknown;
}

let unauthorizedHandler: () => void = () => window.location.assign('/web');

/** The app decides where a 401 leads (spec §8: the web root); set once at start-up. */
export function setUnauthorizedHandler(handler: () => void) {
  unauthorizedHandler = handler;
}

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function buildHeaders(
  body: unknown,
  token: string | null,
  extra: Record<string, string> = {},
): Headers {
  const headers = new Headers({ ...extra, Accept: 'application/json' });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const language = localStorage.getItem(storageKeys.language);
  if (language) headers.set('Accept-Language', language);
  if (body !== undefined && !(body instanceof FormData)) {
    headers.set('Content-Type', 'application/json');
  }
  return headers;
}

async function send(method: string, path: string, options: RequestOptions): Promise<Response> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const { body } = options;
  try {
    return await fetch(buildUrl(path, options.query), {
      method,
      headers: buildHeaders(
        body,
        options.token === undefined ? getToken() : options.token,
        options.headers,
      ),
      body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    // A caller's own cancel (e.g. TanStack Query) propagates untouched.
    if (options.signal?.aborted) throw error;
    throw new ApiError({ httpStatus: 0, code: 'internalError' });
  }
}

function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Envelope).error_code === 'number' &&
    typeof (value as Envelope).message === 'string'
  );
}

/** Field errors are `{ field: CODE }` entries of `data`, on a 400 and on 409/423 refusals alike. */
function fieldErrorsOf(data: unknown): Record<string, string> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return {};
  return Object.fromEntries(
    Object.entries(data).filter(
      (entry): entry is [string, string] =>
        typeof entry[1] === 'string' && /^[A-Za-z_]{2,40}$/.test(entry[1]),
    ),
  );
}

/**
 * Calls the API and returns the envelope's `data`, or throws an `ApiError`. A 401 (other than a
 * wrong login) clears the session and hands over to the unauthorized handler.
 */
export async function request<T>(method: string, path: string, options: RequestOptions = {}) {
  const response = await send(method, path, options);
  const payload: unknown = await response.json().catch(() => null);
  if (response.ok && isEnvelope(payload) && payload.error_code === 0) return payload.data as T;

  const retryAfter = Number.parseInt(response.headers.get('retry-after') ?? '', 10);
  const error = isEnvelope(payload)
    ? new ApiError({
        httpStatus: response.status,
        code: payload.message,
        fieldErrors: fieldErrorsOf(payload.data),
        data: payload.data,
        retryAfter: Number.isFinite(retryAfter) ? retryAfter : null,
      })
    : new ApiError({
        httpStatus: response.status,
        code: response.status === 401 ? 'UNAUTHORIZED' : 'internalError',
      });
  if (error.isUnauthorized && options.token === undefined) {
    clearSession();
    unauthorizedHandler();
  }
  if (error.httpStatus === 429) console.warn('Rate limited:', method, path);
  throw error;
}

/**
 * A private file of the member (an identity image, a ticket attachment): it needs the bearer
 * token, which an <img> cannot send, so it comes as a blob; the browser caches nothing.
 */
export async function fetchPrivateFile(path: string, signal?: AbortSignal): Promise<Blob> {
  const response = await fetch(path, {
    headers: { Authorization: `Bearer ${getToken() ?? ''}` },
    cache: 'no-store',
    signal,
  });
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError({ httpStatus: response.status, code: payload?.message ?? 'internalError' });
  }
  return response.blob();
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('DELETE', path, options),
};
