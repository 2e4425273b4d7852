import { clearAdminToken, getAdminToken } from '@/lib/admin-session';
import { api, type RequestOptions } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
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

/** The web shell's API client, sending the back-office token instead of the member's. */
export const adminApi = {
  get: <T>(path: string, options?: Options) =>
    withAdminSession(api.get<T>(path, { ...options, token: getAdminToken() })),
  post: <T>(path: string, body?: unknown, options?: Options) =>
    withAdminSession(api.post<T>(path, body, { ...options, token: getAdminToken() })),
  put: <T>(path: string, body?: unknown, options?: Options) =>
    withAdminSession(api.put<T>(path, body, { ...options, token: getAdminToken() })),
};
