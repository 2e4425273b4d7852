import { formatSen, parseMoney, senToUsdt } from '@rangkai/shared';

/** Whole MYR digits accepted in an amount field (the server takes up to 15). */
const MAX_WHOLE_DIGITS = 13;

/**
 * What an amount field keeps while the member types: digits and one decimal point only (so never
 * a minus sign), at most two decimals and no run of leading zeros. A keystroke that would break
 * that is refused: the previous text stays.
 */
export function sanitizeAmountInput(next: string, previous: string): string {
  const text = next.replace(/,/g, '.').replace(/[^\d.]/g, '');
  if (text === '') return '';
  const [whole = '', fraction, ...rest] = text.split('.');
  if (rest.length > 0) return previous;
  if (fraction !== undefined && fraction.length > 2) return previous;
  const trimmed = whole.replace(/^0+(?=\d)/, '');
  if (trimmed.length > MAX_WHOLE_DIGITS) return previous;
  const lead = trimmed === '' && fraction !== undefined ? '0' : trimmed;
  return fraction === undefined ? lead : `${lead}.${fraction}`;
}

/** The amount in sen, or null when the text is not a positive amount with ≤ 2 decimals. */
export function amountToSen(text: string): bigint | null {
  const sen = parseMoney(text);
  return sen !== null && sen > 0n ? sen : null;
}

/** True when `amount` (text) is more than `balance` (a decimal string from the API). */
export function exceedsBalance(amount: string, balance: string): boolean {
  const sen = amountToSen(amount);
  const available = parseMoney(balance.startsWith('-') ? '0' : balance) ?? 0n;
  return sen !== null && sen > available;
}

/**
 * Adds the amount's own error to a form's `errors`: required, or more than `balance` when the
 * form spends one. Returns `errors`.
 */
export function checkAmount(errors: Record<string, string>, amount: string, balance?: string) {
  if (!amount) errors.amount = 'required';
  else if (balance !== undefined && !errors.amount && exceedsBalance(amount, balance)) {
    errors.amount = 'INSUFFICIAN_BALANCE';
  }
  return errors;
}

/** A decimal MYR string from the API shown in USDT (display only, rounded down). */
export function myrToUsdt(amount: string, rate: string): string {
  const negative = amount.startsWith('-');
  const sen = parseMoney(negative ? amount.slice(1) : amount) ?? 0n;
  const usdt = senToUsdt(sen, rate);
  return negative && usdt !== '0.00' ? `-${usdt}` : usdt;
}

/** "12.5" → "12.50" for the confirmation screen. */
export function normaliseAmount(text: string): string {
  const sen = amountToSen(text);
  return sen === null ? text : formatSen(sen);
}
