import { CART_MAX_QUANTITY, type CartLine, formatSen, parseMoney } from '@rangkai/shared';

/** A quantity the stepper may send: a whole number from 1 to the stock (and the cart's cap). */
export function clampQuantity(value: number | string, stock: number): number {
  const n = Math.floor(Number(value));
  const max = Math.max(1, Math.min(stock, CART_MAX_QUANTITY));
  if (!Number.isFinite(n) || n < 1) return 1;
  return Math.min(n, max);
}

/** A line can be checked out when the server flags no problem with it. */
export function canBuy(line: CartLine): boolean {
  return line.problem === null;
}

/** Sum of unit price × quantity of the chosen lines, in sen (no float), as decimal strings. */
export function chosenTotals(
  lines: CartLine[],
  chosen: ReadonlySet<number>,
): { credit: string; cash: string; units: number } {
  let credit = 0n;
  let cash = 0n;
  let units = 0;
  for (const line of lines) {
    if (!chosen.has(line.mall_product_id) || !canBuy(line)) continue;
    const q = BigInt(line.quantity);
    credit += (parseMoney(line.my_price.credit) ?? 0n) * q;
    cash += (parseMoney(line.my_price.cash) ?? 0n) * q;
    units += line.quantity;
  }
  return { credit: formatSen(credit), cash: formatSen(cash), units };
}

/** The product ids of the checkout URL (`?ids=3,5`): positive whole numbers, each once. */
export function parseIds(value: string | null): number[] {
  const ids = (value ?? '')
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((n) => Number.isInteger(n) && n > 0 && n <= 2_147_483_647);
  return [...new Set(ids)];
}
