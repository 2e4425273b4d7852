import type { Executor } from '../../db/client.js';
import { businessTimeZone } from '../../lib/business-time.js';
import { readSettings } from '../settings/index.js';

export type Wallet = 'point1' | 'point2' | 'point3' | 'point4';

/** What a receipt shows, whatever was bought (BUSINESS_RULES §12: subtotal, voucher, shipping…). */
export interface Receipt {
  /** Stable per sale: derived from the order number (or the purchase id when there is no order). */
  number: string;
  kind: 'mall' | 'package';
  /** When the sale was made (shown in the business time zone). */
  at: Date;
  company: { name: string; regNo: string };
  /** Who holds what was bought. */
  member: { username: string; fullname: string; memberCode: string };
  /** Who paid, when someone else did (a registration on a downline's behalf). */
  paidBy: { username: string; fullname: string } | null;
  reference: string | null;
  items: { name: string; nameEn: string; quantity: number; unitPriceSen: bigint; note?: string }[];
  subtotalSen: bigint;
  discountSen: bigint;
  voucherCode: string | null;
  shippingSen: bigint;
  totalSen: bigint;
  /** The wallets that paid, in the order screens' order, with what each paid (> 0 only). */
  paid: { wallet: Wallet; sen: bigint }[];
  /** The cooling-off statement (package purchases and mall orders, §13). */
  statement: string | null;
  /**
   * A package purchase's cooling-off period (BUSINESS_RULES §13): its last day (business date),
   * and when it was cancelled with what went back to the payer's register wallet.
   */
  coolingOff?: {
    until: string;
    cancelled: { at: Date; refundSen: bigint } | null;
  } | null;
}

/** The company block and the cooling-off statement, from the settings. */
export async function receiptSettings(db: Executor) {
  const all = await readSettings(db);
  return {
    company: { name: all.company_name, regNo: all.company_reg_no },
    statement: all.cooling_off_statement,
  };
}

const WALLET_ORDER: readonly Wallet[] = ['point2', 'point4', 'point1', 'point3'];

/** The paying wallets in the order the order screens list them, leaving out those that paid 0. */
export function paidWallets(paid: Record<Wallet, bigint>): Receipt['paid'] {
  return WALLET_ORDER.filter((w) => paid[w] > 0n).map((wallet) => ({ wallet, sen: paid[wallet] }));
}

/** `R-` and the order number: `R-MO20261123-7KQ2MX`. */
export const receiptNumber = (refNo: string) => `R-${refNo}`;

/** "2026-11-27 18:05 (Asia/Kuala_Lumpur)": the instant on the business calendar's wall clock. */
export function businessDateTime(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: businessTimeZone(),
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute} (${businessTimeZone()})`;
}
