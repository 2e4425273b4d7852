import { type Notification, walletNames, wallets } from '@rangkai/shared';
import { formatDate } from '@/lib/date-format';
import { groupMoney } from '@/lib/money';

const AMOUNT = /^-?\d+(\.\d+)?$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A decimal amount of the API as "RM 1,234.50" (anything else is shown as it came). */
export function rm(amount: string | undefined): string {
  if (!amount) return '';
  return AMOUNT.test(amount) ? `RM ${groupMoney(amount)}` : amount;
}

/** The wallet a transfer landed in, as the key of its name (`point1` or `cash` → `cash`). */
export function walletNameKey(wallet: string | undefined): string | null {
  if (!wallet) return null;
  if ((wallets as readonly string[]).includes(wallet)) {
    return walletNames[wallet as keyof typeof walletNames];
  }
  return Object.values(walletNames).includes(wallet) ? wallet : null;
}

/**
 * The translation key of a notification's sentence (`types.<type>.body`, or a variant when an
 * optional value is missing) and the values it names, formatted: amounts as RM, the wallet's
 * name as a key of `wallets`, a bonus day as a date of the reader's language.
 */
export function notificationSentence(
  n: Pick<Notification, 'type' | 'params'>,
  language: string,
): { key: string; values: Record<string, string>; wallet: string | null } {
  const p = n.params;
  const values: Record<string, string> = { ...p };
  for (const field of ['amount', 'received', 'debt'] as const) {
    if (p[field] !== undefined) values[field] = rm(p[field]);
  }
  if (p.date && DAY.test(p.date)) values.date = formatDate(p.date, language);
  let variant = 'body';
  if ((n.type === 'deposit_rejected' || n.type === 'withdrawal_rejected') && !p.reason?.trim()) {
    variant = 'body_no_reason';
  } else if (n.type === 'kyc_failed' && !p.reason?.trim()) variant = 'body_no_reason';
  else if (n.type === 'withdrawal_paid' && !p.reference?.trim()) variant = 'body_no_reference';
  else if (n.type === 'order_shipped' && !p.carrier?.trim()) variant = 'body_no_carrier';
  else if (n.type === 'hotel_booking_canceled' && (!p.amount || p.amount === '0.00'))
    variant = 'body_no_refund';
  else if (n.type === 'bonus_clawed_back' && p.debt && p.debt !== '0.00') variant = 'body_debt';
  return { key: `types.${n.type}.${variant}`, values, wallet: walletNameKey(p.wallet) };
}

/** Every sentence key a type may use (for the key-check test). */
export const sentenceVariants: Record<Notification['type'], string[]> = {
  transfer_received: ['body'],
  bonus_credited: ['body'],
  bonus_clawed_back: ['body', 'body_debt'],
  deposit_approved: ['body'],
  deposit_rejected: ['body', 'body_no_reason'],
  kyc_approved: ['body'],
  kyc_failed: ['body', 'body_no_reason'],
  withdrawal_approved: ['body'],
  withdrawal_rejected: ['body', 'body_no_reason'],
  withdrawal_paid: ['body', 'body_no_reference'],
  order_shipped: ['body', 'body_no_carrier'],
  order_returned: ['body'],
  order_cancelled: ['body'],
  hotel_booking_confirmed: ['body'],
  hotel_booking_canceled: ['body', 'body_no_refund'],
  ticket_replied: ['body'],
  message: [],
};
