import {
  formatSen,
  parseMoney,
  senToUsdt,
  type WithdrawInfo,
  withdrawalFee,
} from '@rangkai/shared';

/** What the member gets for an amount, as the server computes it (BUSINESS_RULES §9). */
export interface WithdrawFigures {
  amount: string;
  fee: string;
  received: string;
  amountUsdt: string;
  receivedUsdt: string;
}

/** Whole MYR as typed: digits only, at most nine (the server's `wholeMyr`). */
const WHOLE_MYR = /^\d{1,9}$/;

/** `fee = floor(amount_sen × fee_percent / 100)`, `received = amount − fee`; USDT at the rate. */
export function withdrawFigures(
  amountText: string,
  feePercent: number,
  usdtRate: string,
): WithdrawFigures | null {
  const text = amountText.trim();
  if (!WHOLE_MYR.test(text) || Number(text) <= 0) return null;
  const amountSen = BigInt(text) * 100n;
  const feeSen = withdrawalFee(amountSen, feePercent);
  const receivedSen = amountSen - feeSen;
  return {
    amount: formatSen(amountSen),
    fee: formatSen(feeSen),
    received: formatSen(receivedSen),
    amountUsdt: senToUsdt(amountSen, usdtRate),
    receivedUsdt: senToUsdt(receivedSen, usdtRate),
  };
}

/**
 * The amount field's own error (spec §5), a key of the `errors` namespace, or null: required,
 * digits only (amount_must_be_integer), at least the minimum (minimum_amount_required), at most
 * the cash wallet's balance.
 */
export function checkWithdrawAmount(text: string, min: number, balance: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return 'required';
  if (!/^\d+$/.test(trimmed)) return 'amount_must_be_integer';
  if (!WHOLE_MYR.test(trimmed) || Number(trimmed) <= 0) return 'INCORRECT_AMOUNT';
  if (Number(trimmed) < min) return 'minimum_amount_required';
  const available = parseMoney(balance.startsWith('-') ? '0' : balance) ?? 0n;
  if (BigInt(trimmed) * 100n > available) return 'INSUFFICIAN_BALANCE';
  return null;
}

/** What keeps the member from withdrawing now, in the order the server checks it. */
export type WithdrawBlocker = 'kyc_pending' | 'kyc' | 'bank' | 'pending' | 'phase_used';

export function withdrawBlocker(info: WithdrawInfo): WithdrawBlocker | null {
  if (info.kyc_status === 'pending') return 'kyc_pending';
  if (info.kyc_status !== 'approved') return 'kyc';
  const { bank } = info;
  if (!bank.bank_country || !bank.bank_name || !bank.bank_user || !bank.bank_number) return 'bank';
  if (info.pending) return 'pending';
  if (info.phase_used) return 'phase_used';
  return null;
}

/** An account number shown by its last four digits only: "•••• 7890". */
export function maskAccount(number: string | null | undefined): string {
  const digits = (number ?? '').replace(/\s/g, '');
  if (digits.length <= 4) return digits;
  return `•••• ${digits.slice(-4)}`;
}
