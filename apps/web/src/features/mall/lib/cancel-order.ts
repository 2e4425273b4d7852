import type { Order } from '@rangkai/shared';
import { isApiError } from '@/lib/api-error';

/** Refusals that say the order cannot be cancelled (any more): shown instead of the form. */
export const orderRefusals = [
  'COOLING_OFF_ENDED',
  'ALREADY_CANCELLED',
  'NO_PERMISSION',
  'INVALID_STATE',
  'NOT_FOUND',
] as const;

export function orderRefusal(error: unknown): (typeof orderRefusals)[number] | null {
  if (!isApiError(error)) return null;
  return orderRefusals.find((code) => code === error.code) ?? null;
}

/** The security-password refusals the server pins to no field: under the password input. */
export const cancelOrderCodeFields: Record<string, string> = {
  INCORRECT_SEC_PASSWORD: 'sec_password',
  SEC_PASSWORD_LOCKED: 'sec_password',
  SEC_PASSWORD_NOT_SET: 'sec_password',
};

/**
 * What a cancellation does to the order (BUSINESS_RULES §13): still processing, it is cancelled and
 * refunded now; shipped (on its way, at the centre, or received), it is to be returned first.
 */
export const cancelOutcome = (order: Pick<Order, 'status'>): 'refund' | 'return' =>
  order.status === 'processing' ? 'refund' : 'return';

/** The period as the screens show it: open (with the last day), ended, or none (a starter kit). */
export function orderCoolingOff(
  order: Pick<Order, 'order_type' | 'status' | 'cooling_off_until' | 'cancellable'>,
): { state: 'open' | 'ended'; until: string } | { state: 'none' } {
  if (order.order_type !== 'mall' || !order.cooling_off_until) return { state: 'none' };
  if (['cancelled', 'return_requested', 'returned'].includes(order.status))
    return { state: 'none' };
  return { state: order.cancellable ? 'open' : 'ended', until: order.cooling_off_until };
}
