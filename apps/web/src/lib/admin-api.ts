import { clearAdminToken, getAdminToken } from '@/lib/admin-session';
import { api, type QueryValue, REQUEST_TIMEOUT_MS, type RequestOptions } from '@/lib/api-client';
import { ApiError, isApiError } from '@/lib/api-error';
import { showMessage } from '@/lib/messages';

type Options = Omit<RequestOptions, 'body' | 'token'>;

/** A 401 ends the back-office session only; the console layout then returns to /admin/login. */
async function withAdminSession<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (isApiError(error) && error.isUnauthorized) {
      showMessage({ type: 'warning', text: { key: 'errors:unauthorized' } });
      clearAdminToken();
    }
    throw error;
  }
}

/**
 * A file answer (an identity image, a CSV export) with the back-office token, which an `<img>` or
 * a link cannot send: its bytes and headers (e.g. `Content-Disposition`), or the envelope's
 * error as an `ApiError`.
 */
async function getFile(
  path: string,
  options: { query?: Record<string, QueryValue>; signal?: AbortSignal; timeout?: number } = {},
): Promise<{ blob: Blob; headers: Headers }> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  const timeout = AbortSignal.timeout(options.timeout ?? REQUEST_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(search ? `${path}?${search}` : path, {
      headers: { Authorization: `Bearer ${getAdminToken() ?? ''}` },
      signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError({ httpStatus: 0, code: 'internalError' });
  }
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError({
      httpStatus: response.status,
      code: payload?.message ?? (response.status === 401 ? 'UNAUTHORIZED' : 'internalError'),
    });
  }
  return { blob: await response.blob(), headers: response.headers };
}

/** The web shell's API client, sending the back-office token instead of the member's. */
export const adminApi = {
  get: <T>(path: string, options?: Options) =>
    withAdminSession(api.get<T>(path, { ...options, token: getAdminToken() })),
  post: <T>(path: string, body?: unknown, options?: Options) =>
    withAdminSession(api.post<T>(path, body, { ...options, token: getAdminToken() })),
  put: <T>(path: string, body?: unknown, options?: Options) =>
    withAdminSession(api.put<T>(path, body, { ...options, token: getAdminToken() })),
  delete: <T>(path: string, options?: Options) =>
    withAdminSession(api.delete<T>(path, { ...options, token: getAdminToken() })),
  /** A file (image, export) rather than a JSON envelope; `timeout` (ms) for a long export. */
  file: (path: string, options?: Pick<Options, 'query' | 'signal'> & { timeout?: number }) =>
    withAdminSession(getFile(path, options)),
};
