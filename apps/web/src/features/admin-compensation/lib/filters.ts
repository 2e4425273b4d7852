/** The filters of /admin/bonus-closes, read from the page's URL (unknown values ignored). */
type Params = Pick<URLSearchParams, 'get'>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function dayParam(params: Params, key: string): string | undefined {
  const value = params.get(key) ?? '';
  return DAY.test(value) ? value : undefined;
}

export interface CloseFilters {
  from?: string;
  to?: string;
  page: number;
}

/** /admin/bonus-closes?from&to&page; a range given backwards is put the right way round. */
export function readCloseFilters(params: Params): CloseFilters {
  let from = dayParam(params, 'from');
  let to = dayParam(params, 'to');
  if (from && to && from > to) [from, to] = [to, from];
  return { from, to, page: Math.max(1, Math.floor(Number(params.get('page'))) || 1) };
}

/** The URL of the filters (defaults left out). */
export function closeFilterParams(filters: CloseFilters): Record<string, string> {
  const out: Record<string, string> = {};
  if (filters.from) out.from = filters.from;
  if (filters.to) out.to = filters.to;
  if (filters.page > 1) out.page = String(filters.page);
  return out;
}

/** The query of GET /api/admin/bonus-closes (`adminBonusClosesQuery`). */
export function closesApiQuery(filters: CloseFilters) {
  return { from: filters.from, to: filters.to, page: filters.page };
}
