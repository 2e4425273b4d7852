import { formatSen, parseMoney } from '@rangkai/shared';

/** A state of the lookup: its id and shipping area (`West` or `East`). */
export interface AreaState {
  id: number;
  area: string;
}

/** Where a starter kit goes: collected at a centre, or delivered to a state (null: none chosen). */
export interface DeliveryChoice {
  selfPickup: boolean;
  stateId: number | null;
}

/** What a package purchase costs, as decimal MYR strings. */
export interface PurchaseCost {
  amountDue: string;
  shipping: string;
  total: string;
}

const sen = (amount: string) => parseMoney(amount) ?? 0n;

/** BUSINESS_RULES §7: the East area is Sabah, Sarawak and Labuan (the lookup's `area`). */
export function isEastState(states: readonly AreaState[], stateId: number | null): boolean {
  return stateId !== null && states.some((s) => s.id === stateId && s.area === 'East');
}

/**
 * BUSINESS_RULES §7: `eastFee` for a delivery to the East area; nothing in the West, outside
 * Malaysia (no state), for a centre pickup, or for a package without a starter kit (free).
 */
export function shippingFee(
  choice: DeliveryChoice,
  states: readonly AreaState[],
  eastFee: string,
  amountDue = '1',
): string {
  const east = !choice.selfPickup && isEastState(states, choice.stateId);
  return formatSen(east && sen(amountDue) > 0n ? sen(eastFee) : 0n);
}

/** Amount due (package price, or the price difference of an upgrade) plus shipping. */
export function purchaseCost(
  amountDue: string,
  choice: DeliveryChoice,
  states: readonly AreaState[],
  eastFee: string,
): PurchaseCost {
  const shipping = shippingFee(choice, states, eastFee, amountDue);
  return {
    amountDue: formatSen(sen(amountDue)),
    shipping,
    total: formatSen(sen(amountDue) + sen(shipping)),
  };
}

/** Whether a point3 balance (a decimal string from the API) covers `total`. */
export function covers(balance: string, total: string): boolean {
  return sen(balance) >= sen(total);
}
