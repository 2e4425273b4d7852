import type { OrderStatus } from '@rangkai/shared';
import type { Executor } from '../../db/client.js';
import { businessDate } from '../../lib/business-time.js';
import { coolingOffUntilMany } from '../cooling-off/index.js';

/** Statuses a member may still cancel from (§13): processing, or shipped (a return is requested). */
const openStatuses: readonly OrderStatus[] = [
  'processing',
  'delivery',
  'ready_for_collection',
  'completed',
];

/** A processing order is cancelled and refunded at once; a shipped one is to be returned. */
export const cancelTarget = (status: OrderStatus): 'cancelled' | 'return_requested' =>
  status === 'processing' ? 'cancelled' : 'return_requested';

export const isOpenForCancel = (status: OrderStatus) => openStatuses.includes(status);

interface OrderDates {
  orderType: 'package' | 'mall';
  status: OrderStatus;
  createdAt: Date;
}

export interface OrderPeriod {
  business_date: string;
  cooling_off_until: string | null;
  cancellable: boolean;
}

/**
 * BUSINESS_RULES §13 for orders: each order's business date, the last day a mall order may be
 * cancelled by its member (ten working days after its business date; null for a starter kit,
 * which goes with its package purchase) and whether it may be cancelled today — with one read of
 * the holidays for the lot.
 */
export async function orderPeriods(db: Executor, rows: readonly OrderDates[]) {
  const dates = rows.map((r) => businessDate(r.createdAt));
  const until = await coolingOffUntilMany(
    db,
    dates.filter((_, i) => rows[i].orderType === 'mall'),
  );
  const today = businessDate();
  return rows.map((row, i): OrderPeriod => {
    const last = row.orderType === 'mall' ? (until.get(dates[i]) ?? null) : null;
    return {
      business_date: dates[i],
      cooling_off_until: last,
      cancellable: last !== null && isOpenForCancel(row.status) && today <= last,
    };
  });
}
