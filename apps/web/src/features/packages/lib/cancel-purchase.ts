import type { UserPackage } from '@rangkai/shared';
import { isApiError } from '@/lib/api-error';

/**
 * What becomes of a purchase's starter kit when it is cancelled (BUSINESS_RULES §13): not shipped
 * yet (processing) it is cancelled; shipped or at a centre it is to be returned; none when there
 * is no kit (a free package) or its order is already closed.
 */
export function kitOnCancel(order: UserPackage['order']): 'cancelled' | 'return' | null {
  if (!order) return null;
  if (order.status === 'processing') return 'cancelled';
  return ['delivery', 'ready_for_collection', 'completed'].includes(order.status) ? 'return' : null;
}

/** Refusals that say the purchase cannot be cancelled (any more): shown above the form. */
export const purchaseRefusals = [
  'COOLING_OFF_ENDED',
  'NOT_LATEST_PURCHASE',
  'ALREADY_CANCELLED',
  'NO_PERMISSION',
  'NOT_FOUND',
] as const;

/** The refusal code when `error` says the purchase cannot be cancelled, else null. */
export function purchaseRefusal(error: unknown): (typeof purchaseRefusals)[number] | null {
  if (!isApiError(error)) return null;
  return purchaseRefusals.find((code) => code === error.code) ?? null;
}

/** The security-password refusals the server pins to no field: under the password input. */
export const cancelCodeFields: Record<string, string> = {
  INCORRECT_SEC_PASSWORD: 'sec_password',
  SEC_PASSWORD_LOCKED: 'sec_password',
  SEC_PASSWORD_NOT_SET: 'sec_password',
};
