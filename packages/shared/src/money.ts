/**
 * Money is integer sen (bigint) from the edge inwards. Input is a number or decimal string with at
 * most two decimals; output is a decimal string with exactly two. No float arithmetic anywhere.
 */
const MONEY_PATTERN = /^(\d{1,15})(?:\.(\d{1,2}))?$/;

/** Largest amount accepted from a client: 999,999,999,999,999.99 MYR fits comfortably in bigint. */
export const MAX_INPUT_SEN = 99_999_999_999_999_999n;

export function parseMoney(input: string | number): bigint | null {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input) || input < 0) return null;
    // A JS number's shortest round-trip form; 0.1 + 0.2 gives "0.30000000000000004" → rejected.
    text = String(input);
    if (/e/i.test(text)) return null;
  } else {
    text = input.trim();
  }
  const match = MONEY_PATTERN.exec(text);
  if (!match) return null;
  const whole = BigInt(match[1]);
  const fraction = BigInt((match[2] ?? '').padEnd(2, '0'));
  const sen = whole * 100n + fraction;
  return sen > MAX_INPUT_SEN ? null : sen;
}

export function formatSen(sen: bigint | number | string): string {
  const value = BigInt(sen);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const whole = abs / 100n;
  const fraction = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

/** `sen × numerator / denominator`, rounded down (BUSINESS_RULES §1). */
export function mulDivFloor(sen: bigint, numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('denominator must be positive');
  const product = sen * numerator;
  const q = product / denominator;
  return product < 0n && product % denominator !== 0n ? q - 1n : q;
}

/** Percentage given in basis points (10% = 1000 bp), rounded down to the sen. */
export function percentOf(sen: bigint, basisPoints: number): bigint {
  return mulDivFloor(sen, BigInt(basisPoints), 10_000n);
}

/** A withdrawal's fee (BUSINESS_RULES §9): `fee_percent` of the amount, rounded down to the sen. */
export function withdrawalFee(amountSen: bigint, feePercent: number): bigint {
  return mulDivFloor(amountSen, BigInt(feePercent), 100n);
}

/** Display-only conversion: MYR sen → USDT string with two places, rate given as a decimal string. */
export function senToUsdt(sen: bigint, rate: string): string {
  const rateHundredths = parseMoney(rate);
  if (!rateHundredths || rateHundredths === 0n) return '0.00';
  return formatSen(mulDivFloor(sen, 100n, rateHundredths));
}
