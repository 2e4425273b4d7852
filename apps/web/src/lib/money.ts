/** Groups a decimal money string ("1234567.50") as "1,234,567.50" without float maths. */
export function groupMoney(amount: string): string {
  const [whole = '0', fraction = '00'] = amount.split('.');
  const negative = whole.startsWith('-');
  const digits = negative ? whole.slice(1) : whole;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}.${fraction.padEnd(2, '0')}`;
}

/**
 * The one way an amount of money is shown in the mall and on orders: "RM 1,234.50". Credit
 * prices are ringgit too (paid from the redemption and repurchase wallets), so they read the
 * same, with "Credit" or "Cash" said beside them, never as a unit of their own.
 */
export function formatRm(amount: string): string {
  return `RM ${groupMoney(amount)}`;
}

/** An amount taken off (a refund, a discount): "−1,234.50", and "0.00" when nothing is. */
export function minusMoney(amount: string): string {
  return amount === '0.00' ? '0.00' : `−${groupMoney(amount)}`;
}
