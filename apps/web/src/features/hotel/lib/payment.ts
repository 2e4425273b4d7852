import { formatSen, parseMoney } from '@rangkai/shared';

export type PaymentType = 'credit' | 'cash';

export interface Balances {
  point1: string;
  point2: string;
  point4: string;
}

export interface PaymentPlan {
  /** What each wallet pays, as the server will take it (BUSINESS_RULES §12). */
  pay: Balances;
  /** Every wallet holds its part. */
  sufficient: boolean;
  /** The point2 part typed is not an amount, or is more than the total. */
  point2Problem: 'INCORRECT_AMOUNT' | null;
}

const min = (a: bigint, b: bigint) => (a < b ? a : b);

/**
 * How the hotel cart's total is paid, the way `POST api/hotel/checkout` takes it: cash from point1;
 * credit from point2 — the part the member typed, or as much as point2 holds — then point4.
 */
export function planPayment(
  total: { credit: string; cash: string },
  type: PaymentType,
  point2Input: string,
  balances: Balances,
): PaymentPlan {
  const sen = (value: string) => parseMoney(value) ?? 0n;
  const have = {
    point1: sen(balances.point1),
    point2: sen(balances.point2),
    point4: sen(balances.point4),
  };
  const pay = { point1: 0n, point2: 0n, point4: 0n };
  let point2Problem: PaymentPlan['point2Problem'] = null;
  if (type === 'cash') {
    pay.point1 = sen(total.cash);
  } else {
    const totalSen = sen(total.credit);
    const typed = point2Input.trim() === '' ? null : parseMoney(point2Input.trim());
    if (point2Input.trim() !== '' && (typed === null || typed < 0n || typed > totalSen))
      point2Problem = 'INCORRECT_AMOUNT';
    pay.point2 = typed !== null && point2Problem === null ? typed : min(have.point2, totalSen);
    pay.point4 = totalSen - pay.point2;
  }
  return {
    pay: {
      point1: formatSen(pay.point1),
      point2: formatSen(pay.point2),
      point4: formatSen(pay.point4),
    },
    sufficient:
      point2Problem === null &&
      pay.point1 <= have.point1 &&
      pay.point2 <= have.point2 &&
      pay.point4 <= have.point4,
    point2Problem,
  };
}
