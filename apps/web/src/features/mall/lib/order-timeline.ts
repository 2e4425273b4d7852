import { formatSen, type Order, type OrderStatus, parseMoney } from '@rangkai/shared';

type OrderEvent = Order['events'][number];
type TimelineOrder = Pick<Order, 'status' | 'self_pickup' | 'events'>;

export interface TimelineStep {
  status: OrderStatus;
  /** The latest change into this status, when it happened. */
  event?: OrderEvent;
  state: 'done' | 'current' | 'upcoming';
}

/**
 * The way an order goes (BUSINESS_RULES §12): processing → delivery → completed, or
 * processing → ready for collection → completed at a centre; a cancelled order stops at cancelled.
 * A shipped order cancelled in its cooling-off period (§13) goes on from where it was (completed
 * too, when it was) to return requested → returned.
 */
export function orderPath(
  order: Pick<Order, 'status' | 'self_pickup'> & { events?: Order['events'] },
): OrderStatus[] {
  if (order.status === 'cancelled') return ['processing', 'cancelled'];
  if (order.status === 'return_requested' || order.status === 'returned') {
    const shipped = order.self_pickup === 1 ? 'ready_for_collection' : 'delivery';
    const received = order.events?.some((e) => e.status === 'completed')
      ? ['completed' as const]
      : [];
    return ['processing', shipped, ...received, 'return_requested', 'returned'];
  }
  return order.self_pickup === 1
    ? ['processing', 'ready_for_collection', 'completed']
    : ['processing', 'delivery', 'completed'];
}

/** The steps of an order's path, each with its event and whether it is done, current or to come. */
export function orderTimeline(order: TimelineOrder): TimelineStep[] {
  const path = orderPath(order);
  const current = path.indexOf(order.status);
  return path.map((status, index) => {
    const event = [...order.events].reverse().find((e) => e.status === status);
    let state: TimelineStep['state'] = 'upcoming';
    if (index < current || (index === current && isFinal(status))) state = 'done';
    else if (index === current) state = 'current';
    return { status, event, state };
  });
}

/** Index of the last step reached (Mantine Timeline's `active`). */
export function activeStep(steps: TimelineStep[]): number {
  return steps.filter((step) => step.state !== 'upcoming').length - 1;
}

function isFinal(status: OrderStatus): boolean {
  return status === 'completed' || status === 'cancelled' || status === 'returned';
}

/** Only an order on its way to the member can be confirmed as received (`itemReceived`). */
export function canConfirmReceipt(order: Pick<Order, 'status'>): boolean {
  return order.status === 'delivery';
}

/** An item line's amount: price × quantity, in whole sen (no float rounding). */
export function lineAmount(price: string, quantity: number): string {
  const sen = parseMoney(price);
  return sen === null ? price : formatSen(sen * BigInt(quantity));
}
