import type { NewsType } from '@rangkai/shared';

/** What the news list shows: every type, or one. */
export type NewsTab = NewsType | 'all';

/**
 * The list's tabs, in order: every type, then each type (spelled out: `newsTypes` lives beside
 * the zod schemas, which the popup and the home page must not load; a test compares the two).
 */
export const newsTabs = [
  'all',
  'announcement',
  'news',
  'promotion',
] as const satisfies readonly NewsTab[];

/** The `type` search parameter of /web/general/newsList (anything unknown is every type). */
export function newsTabParam(params: URLSearchParams): NewsTab {
  const type = params.get('type');
  return newsTabs.find((tab) => tab === type) ?? 'all';
}

/** The `id` search parameter of /web/general/newsDetails: a whole number from 1, else 0. */
export function newsIdParam(params: URLSearchParams): number {
  const id = Number(params.get('id'));
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

/** The search of the list for `tab` and `page` (page 1 and every type left out). */
export function newsListSearch(tab: NewsTab, page: number): URLSearchParams {
  const search = new URLSearchParams();
  if (tab !== 'all') search.set('type', tab);
  if (page > 1) search.set('page', String(page));
  return search;
}

/** The details page of an article. */
export function newsDetailsPath(id: number): string {
  return `/web/general/newsDetails?id=${id}`;
}

export const NEWS_LIST_PATH = '/web/general/newsList';
