import { type NewsKind, type NewsStatus, newsKinds, newsStatuses } from '@rangkai/shared';

/** Badge colour of each state. */
export const newsStatusColors: Record<NewsStatus, string> = {
  draft: 'gray',
  scheduled: 'blue',
  live: 'teal',
  ended: 'orange',
};

/** The `kind` search parameter (news when missing or unknown). */
export function kindParam(params: URLSearchParams): NewsKind {
  const value = params.get('kind');
  return (newsKinds as readonly string[]).includes(value ?? '') ? (value as NewsKind) : 'news';
}

/** The `status` search parameter, or null for every state. */
export function statusFilterParam(params: URLSearchParams): NewsStatus | null {
  const value = params.get('status');
  return (newsStatuses as readonly string[]).includes(value ?? '') ? (value as NewsStatus) : null;
}

/** The list's search parameters: only what differs from the defaults. */
export function listSearch(next: {
  kind: NewsKind;
  status: NewsStatus | null;
  page: number;
}): URLSearchParams {
  const search = new URLSearchParams();
  if (next.kind !== 'news') search.set('kind', next.kind);
  if (next.status) search.set('status', next.status);
  if (next.page > 1) search.set('page', String(next.page));
  return search;
}
