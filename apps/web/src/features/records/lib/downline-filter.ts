import { pageParam } from '@/lib/member-page-query';

/** The downline record's filters as kept in the URL (`level`, `package`, `keyword`, `page`). */
export interface DownlineFilter {
  page: number;
  /** Levels below the viewer (1 = sponsored directly). */
  level?: number;
  packageId?: number;
  /** The start of a username or member code. */
  keyword?: string;
}

/** The server's bounds (shared `downlineRecordQuery`): a value outside them is no filter. */
export const MAX_LEVEL = 1_000_000;
export const MAX_PACKAGE_ID = 1000;
export const MAX_KEYWORD = 64;

function wholeNumber(value: string | null, max: number): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number >= 1 && number <= max ? number : undefined;
}

/** The keyword as sent: trimmed, at most 64 characters, nothing when blank. */
export function cleanKeyword(value: string | null | undefined): string | undefined {
  const trimmed = (value ?? '').trim().slice(0, MAX_KEYWORD).trim();
  return trimmed || undefined;
}

/** Reads the filters from the URL; anything malformed is left out rather than sent. */
export function readDownlineFilter(params: URLSearchParams): DownlineFilter {
  const filter: DownlineFilter = { page: pageParam(params) };
  const level = wholeNumber(params.get('level'), MAX_LEVEL);
  const packageId = wholeNumber(params.get('package'), MAX_PACKAGE_ID);
  const keyword = cleanKeyword(params.get('keyword'));
  if (level !== undefined) filter.level = level;
  if (packageId !== undefined) filter.packageId = packageId;
  if (keyword !== undefined) filter.keyword = keyword;
  return filter;
}

/** Whether any filter narrows the list (then an empty page says "no match", not "no downline"). */
export function isFiltered(filter: DownlineFilter): boolean {
  return filter.level !== undefined || filter.packageId !== undefined || !!filter.keyword;
}

/**
 * The URL for changed filters: a changed filter goes back to page 1, an unset one leaves the
 * URL, the rest are kept.
 */
export function withDownlineFilter(
  params: URLSearchParams,
  changes: Partial<DownlineFilter>,
): URLSearchParams {
  const current = readDownlineFilter(params);
  const next = { ...current, ...changes };
  if (!('page' in changes)) next.page = 1;
  const out = new URLSearchParams();
  if (next.level !== undefined) out.set('level', String(next.level));
  if (next.packageId !== undefined) out.set('package', String(next.packageId));
  const keyword = cleanKeyword(next.keyword);
  if (keyword) out.set('keyword', keyword);
  if (next.page > 1) out.set('page', String(next.page));
  return out;
}
