import type { UserPackage } from '@rangkai/shared';

/**
 * Where a purchase stands in its cooling-off period (BUSINESS_RULES §13) on the business day
 * `today`: cancelled, still open (until its last day, inclusive) or ended.
 */
export type CoolingOff =
  | { state: 'cancelled'; at: string | null }
  | { state: 'open'; until: string }
  | { state: 'ended'; until: string };

export function coolingOffOf(
  record: Pick<UserPackage, 'status' | 'cancelled_at' | 'cooling_off_until'>,
  today: string,
): CoolingOff {
  if (record.status === 'cancelled') return { state: 'cancelled', at: record.cancelled_at };
  const until = record.cooling_off_until;
  return today <= until ? { state: 'open', until } : { state: 'ended', until };
}

/** The "Cancel this purchase" action: the purchase may be cancelled and the viewer paid for it. */
export function mayCancel(
  record: Pick<UserPackage, 'cancellable' | 'paid_by'>,
  viewerId: number | undefined,
): boolean {
  return record.cancellable && viewerId !== undefined && record.paid_by.id === viewerId;
}

/**
 * The member who paid sees why a purchase still in its period cannot be cancelled: a newer one
 * stands (purchases are cancelled newest first, §13).
 */
export function newerFirst(
  record: Pick<
    UserPackage,
    'cancellable' | 'paid_by' | 'status' | 'cancelled_at' | 'cooling_off_until'
  >,
  viewerId: number | undefined,
  today: string,
): boolean {
  return (
    coolingOffOf(record, today).state === 'open' &&
    !record.cancellable &&
    viewerId !== undefined &&
    record.paid_by.id === viewerId
  );
}
