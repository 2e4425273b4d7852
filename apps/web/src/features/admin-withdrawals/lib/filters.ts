import { type WithdrawStatus, withdrawStatuses } from '@rangkai/shared';

/** The filters of /admin/withdrawals, read from the page's URL (unknown values ignored). */
type Params = Pick<URLSearchParams, 'get'>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
function dayParam(params: Params, key: string): string | undefined {
  const value = params.get(key) ?? '';
  return DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined;
}

function positiveInt(value: string | null): number | null {
  return value !== null && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

export interface WithdrawalFilters {
  status: WithdrawStatus;
  /** Requested from/to, business dates (inclusive). */
  from?: string;
  to?: string;
  /** Username or member code (prefix). */
  search: string;
  page: number;
}

/** /admin/withdrawals?status&from&to&q&page; the queue (pending) when no status is given. */
export function readWithdrawalFilters(params: Params): WithdrawalFilters {
  let from = dayParam(params, 'from');
  let to = dayParam(params, 'to');
  if (from && to && from > to) [from, to] = [to, from];
  return {
    status: withdrawStatuses.find((s) => s === params.get('status')) ?? 'pending',
    from,
    to,
    search: (params.get('q') ?? '').trim().slice(0, 64),
    page: positiveInt(params.get('page')) ?? 1,
  };
}

/** The URL of the filters (defaults left out). */
export function withdrawalFilterParams(filters: WithdrawalFilters): Record<string, string> {
  const out: Record<string, string> = {};
  if (filters.status !== 'pending') out.status = filters.status;
  if (filters.from) out.from = filters.from;
  if (filters.to) out.to = filters.to;
  if (filters.search) out.q = filters.search;
  if (filters.page > 1) out.page = String(filters.page);
  return out;
}

/** The query of GET /api/admin/withdrawals (`adminWithdrawalQuery`). */
export function withdrawalsApiQuery(filters: WithdrawalFilters) {
  return {
    status: filters.status,
    from: filters.from,
    to: filters.to,
    q: filters.search || undefined,
    page: filters.page,
  };
}

/** The query of the bank payout file: the approved withdrawals of the same dates and member. */
export function exportApiQuery(filters: WithdrawalFilters) {
  return {
    status: 'approved' as const,
    from: filters.from,
    to: filters.to,
    q: filters.search || undefined,
  };
}
