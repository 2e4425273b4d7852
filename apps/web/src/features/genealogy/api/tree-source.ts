import { adminApi } from '@/lib/admin-api';
import { api, type QueryValue } from '@/lib/api-client';

/**
 * Where the tree explorer reads from: the member's own trees (`/api/record/team/…`) or, in the
 * back-office, any member's (`/api/admin/members/:id/team/…`, with the admin token). The
 * components take one of these, so one explorer serves both.
 */
export interface TreeSource {
  /** Query-key prefix: the cache of one explorer is not another's. */
  key: readonly unknown[];
  /** Whose trees: the signed-in member's own, or a member's seen from the back-office. */
  viewer: 'self' | 'admin';
  get: <T>(
    endpoint: 'organize' | 'downline' | 'downline-new' | 'search',
    query: Record<string, QueryValue>,
    signal?: AbortSignal,
  ) => Promise<T>;
}

/** The signed-in member's trees. */
export const memberTreeSource: TreeSource = {
  key: ['tree', 'me'],
  viewer: 'self',
  get: (endpoint, query, signal) => api.get(`/api/record/team/${endpoint}`, { query, signal }),
};

/** A member's trees as the back-office sees them. */
export function adminTreeSource(memberId: number): TreeSource {
  return {
    key: ['tree', 'admin', memberId],
    viewer: 'admin',
    get: (endpoint, query, signal) =>
      adminApi.get(`/api/admin/members/${memberId}/team/${endpoint}`, { query, signal }),
  };
}

/** Everything the tree feature caches (refreshed after a registration). */
export const treeKeys = { all: ['tree'] as const };
