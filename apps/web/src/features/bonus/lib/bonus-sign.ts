import type { BonusEntryType } from '@rangkai/shared';
import { groupMoney } from '@/lib/money';

/** The minus sign of amounts taken away (U+2212, as wide as the plus). */
export const MINUS = '\u2212';

/**
 * Lines that take money from the member (BUSINESS_RULES §13): a sponsor bonus taken back, and the
 * part of a later credit that repaid a clawback debt. Their amounts come positive from the server.
 */
export function isDeduction(type: BonusEntryType | 'all'): boolean {
  return type === 'sponsor_clawback' || type === 'debt_repayment';
}

const isZero = (amount: string) => !/[1-9]/.test(amount);

/**
 * An amount as the bonus record shows it: grouped, with "−" for a deduction or a negative amount
 * and, when `plus`, "+" for a credit; zero unsigned.
 */
export function signedBonus(type: BonusEntryType | 'all', amount: string, plus = false): string {
  const negative = amount.startsWith('-');
  const grouped = groupMoney(negative ? amount.slice(1) : amount);
  if (isZero(grouped)) return grouped;
  if (negative !== isDeduction(type)) return `${MINUS}${grouped}`;
  return plus ? `+${grouped}` : grouped;
}
