import type { Order, OrderStatus } from '@rangkai/shared';

/** What the back-office may do to an order (the server's `adminOrderActionRequest.action`). */
export type OrderAction = 'ship' | 'ready_for_collection' | 'complete' | 'cancel' | 'mark_returned';

/**
 * Statuses in the order of the work: the queues (processing, then returns the members asked for
 * within their cooling-off period) first, `all` last.
 */
export const orderStatusFilters = [
  'processing',
  'return_requested',
  'delivery',
  'ready_for_collection',
  'completed',
  'cancelled',
  'returned',
  'all',
] as const;
export type OrderStatusFilter = (typeof orderStatusFilters)[number];

export const orderTypes = ['package', 'mall'] as const;
export type OrderType = (typeof orderTypes)[number];

type Movable = Pick<Order, 'status' | 'self_pickup' | 'order_type'>;

export const isCollection = (order: Pick<Order, 'self_pickup'>) => order.self_pickup === 1;

/**
 * The next step of an order (BUSINESS_RULES §12), the server checking again: delivery orders
 * go processing → delivery (shipped, with a tracking number) → completed; collection orders
 * processing → ready for collection → completed (collected). Completed and cancelled are final.
 * A mall order still processing may also be cancelled (every sen back to the member's wallets);
 * a package's starter kit may not (the package stays bought).
 */
export function allowedActions(order: Movable): OrderAction[] {
  const status: OrderStatus = order.status;
  switch (status) {
    case 'processing': {
      const step: OrderAction = isCollection(order) ? 'ready_for_collection' : 'ship';
      return isCancellable(order) ? [step, 'cancel'] : [step];
    }
    case 'delivery':
      return isCollection(order) ? [] : ['complete'];
    case 'ready_for_collection':
      return isCollection(order) ? ['complete'] : [];
    // §13: a return the member asked for is marked returned when it arrives (a mall order is
    // refunded then).
    case 'return_requested':
      return ['mark_returned'];
    case 'completed':
    case 'cancelled':
    case 'returned':
      return [];
    default: {
      const unknown: never = status;
      return unknown;
    }
  }
}

/** The button label: completing a delivery means delivered, completing a collection collected. */
export function actionLabelKey(action: OrderAction, order: Pick<Order, 'self_pickup'>): string {
  if (action === 'complete') {
    return isCollection(order) ? 'actions.complete_collection' : 'actions.complete_delivery';
  }
  return `actions.${action}`;
}

/** What the status means for the operator; a collection still processing is made ready, not shipped. */
export function nextStepKey(order: Movable): string {
  if (order.status === 'processing' && isCollection(order))
    return 'next_step.processing_collection';
  // A starter kit's package was refunded when it was cancelled: its return refunds nothing.
  if (order.status === 'return_requested' && order.order_type === 'package')
    return 'next_step.return_requested_kit';
  return `next_step.${order.status}`;
}

/** Only a mall order still processing is cancelled by the back-office (BUSINESS_RULES §12). */
export const isCancellable = (order: Pick<Order, 'status' | 'order_type'>) =>
  order.status === 'processing' && order.order_type === 'mall';

/** Cancelling needs a reason (the server refuses one without; the member is told it). */
export const needsReason = (action: OrderAction) => action === 'cancel';

/** Only shipping needs more than a confirmation: the tracking number. */
export const needsTrackingNumber = (action: OrderAction) => action === 'ship';
