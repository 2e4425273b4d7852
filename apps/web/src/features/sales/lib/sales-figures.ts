import type { SalesSummary } from '@rangkai/shared';
import { formatDay } from '@/lib/date-format';

export type Leg = 'left' | 'right';

/** Whether a money string of the API ("0.00", "-12.50") is other than zero. */
export const isNonZero = (amount: string) => /[1-9]/.test(amount);

/** Compares two non-negative money strings of the API without float maths. */
function compareMoney(a: string, b: string): number {
  const [wholeA = '0', fracA = ''] = a.split('.');
  const [wholeB = '0', fracB = ''] = b.split('.');
  const x = BigInt(wholeA + fracA.padEnd(2, '0').slice(0, 2));
  const y = BigInt(wholeB + fracB.padEnd(2, '0').slice(0, 2));
  return x === y ? 0 : x > y ? 1 : -1;
}

/** The leg holding the big group (lifetime BV as of the last close); null while they are even. */
export function strongerLeg(summary: Pick<SalesSummary, 'total_left' | 'total_right'>): Leg | null {
  const order = compareMoney(summary.total_left, summary.total_right);
  return order === 0 ? null : order > 0 ? 'left' : 'right';
}

/** A business date ("2026-11-22") in the reader's language, read as that calendar day. */
export function businessDay(date: string, language: string): string {
  return formatDay(date, language);
}
