/**
 * The plan's tables and calendar for the independent model (plan-model.ts), from BUSINESS_RULES
 * §3, §5, §6 and §13 as seeded.
 */
/** §3: price = BV (sen), pairing daily cap (sen), level bonus depth. */
export const PACKAGES: Record<number, { bv: bigint; cap: bigint; depth: number }> = {
  1: { bv: 0n, cap: 0n, depth: 0 },
  2: { bv: 30_000n, cap: 60_000n, depth: 1 },
  3: { bv: 100_000n, cap: 200_000n, depth: 3 },
  4: { bv: 300_000n, cap: 600_000n, depth: 5 },
  5: { bv: 500_000n, cap: 1_000_000n, depth: 5 },
};
/** §6: rank → small-group BV (sen) and direct sponsored members holding paid packages. */
export const RANKS = [
  { rank: 3, small: 20_000_000n, directs: 6 },
  { rank: 2, small: 5_000_000n, directs: 4 },
  { rank: 1, small: 1_000_000n, directs: 2 },
];
/** §5 percentages *(settings)*: the seeded defaults, whole percents as a scenario may set. */
export const DEFAULT_RATES = {
  sponsor_bonus_percent: '10',
  pairing_bonus_percent: '10',
  level_bonus_rates: '10,5,5,3,2',
  leadership_pool_percent: '3',
  bonus_point4_percent: '20',
};

export const pct = (sen: bigint, percent: bigint) => (sen * percent) / 100n;
export const min = (a: bigint, b: bigint) => (a < b ? a : b);
export const paid = (pkg: number) => PACKAGES[pkg].bv > 0n;

export function formatMoney(sen: bigint): string {
  const sign = sen < 0n ? '-' : '';
  const abs = sen < 0n ? -sen : sen;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** §13: ten working days commencing the day after `date` (weekends and `holidays` skipped). */
export function lastDayToCancel(date: string, holidays: readonly string[]): string {
  const day = new Date(`${date}T00:00:00Z`);
  let counted = 0;
  while (counted < 10) {
    day.setUTCDate(day.getUTCDate() + 1);
    const iso = day.toISOString().slice(0, 10);
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6 && !holidays.includes(iso)) counted++;
  }
  return day.toISOString().slice(0, 10);
}
