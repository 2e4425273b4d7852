import { type BonusEntryType, bonusEntryTypes } from '@rangkai/shared';
import {
  type OrderStatusFilter,
  type OrderType,
  orderStatusFilters,
  orderTypes,
} from './order-actions';

/** The filters of a back-office list, read from the page's URL (unknown values ignored). */
type Params = Pick<URLSearchParams, 'get'>;

function pick<T extends string>(list: readonly T[], value: string | null): T | undefined {
  return list.find((item) => item === value);
}

export function pageParam(params: Params): number {
  return Math.max(1, Math.floor(Number(params.get('page'))) || 1);
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
function dayParam(params: Params, key: string): string | undefined {
  const value = params.get(key) ?? '';
  return DAY.test(value) ? value : undefined;
}

export interface OrderFilters {
  status: OrderStatusFilter;
  type?: OrderType;
  search: string;
  page: number;
}

/** /admin/orders?status&type&q&page; the work queue (processing) when no status is given. */
export function readOrderFilters(params: Params): OrderFilters {
  return {
    status: pick(orderStatusFilters, params.get('status')) ?? 'processing',
    type: pick(orderTypes, params.get('type')),
    search: (params.get('q') ?? '').trim(),
    page: pageParam(params),
  };
}

/** The URL of the filters (defaults left out), page 1 unless given. */
export function orderFilterParams(filters: OrderFilters): Record<string, string> {
  const out: Record<string, string> = {};
  if (filters.status !== 'processing') out.status = filters.status;
  if (filters.type) out.type = filters.type;
  if (filters.search) out.q = filters.search;
  if (filters.page > 1) out.page = String(filters.page);
  return out;
}

/** The query of GET /api/admin/orders (`adminOrdersQuery`). */
export function ordersApiQuery(filters: OrderFilters) {
  return {
    status: filters.status === 'all' ? undefined : filters.status,
    order_type: filters.type,
    search: filters.search || undefined,
    page: filters.page,
  };
}

export interface BonusFilters {
  bonus?: BonusEntryType;
  search: string;
  from?: string;
  to?: string;
  page: number;
}

/** /admin/bonuses?bonus&q&from&to&page; a range given backwards is put the right way round. */
export function readBonusFilters(params: Params): BonusFilters {
  let from = dayParam(params, 'from');
  let to = dayParam(params, 'to');
  if (from && to && from > to) [from, to] = [to, from];
  return {
    bonus: pick(bonusEntryTypes, params.get('bonus')),
    search: (params.get('q') ?? '').trim(),
    from,
    to,
    page: pageParam(params),
  };
}

export function bonusFilterParams(filters: BonusFilters): Record<string, string> {
  const out: Record<string, string> = {};
  if (filters.bonus) out.bonus = filters.bonus;
  if (filters.search) out.q = filters.search;
  if (filters.from) out.from = filters.from;
  if (filters.to) out.to = filters.to;
  if (filters.page > 1) out.page = String(filters.page);
  return out;
}

/** The query of GET /api/admin/bonuses (`adminBonusesQuery`). */
export function bonusesApiQuery(filters: BonusFilters) {
  return {
    bonus: filters.bonus,
    search: filters.search || undefined,
    from: filters.from,
    to: filters.to,
    page: filters.page,
  };
}
