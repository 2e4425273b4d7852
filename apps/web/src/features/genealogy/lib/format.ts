import { groupMoney } from '@/lib/money';

/** Mantine colours of the seeded packages (BUSINESS_RULES §3); others take one by their id. */
const PACKAGE_COLORS: Record<number, string> = {
  1: 'gray',
  2: 'blue',
  3: 'yellow',
  4: 'grape',
  5: 'cyan',
};
const SPARE_COLORS = ['orange', 'lime', 'pink', 'indigo', 'green', 'red'];

export function packageColor(packageId: number): string {
  return PACKAGE_COLORS[packageId] ?? SPARE_COLORS[Math.abs(packageId) % SPARE_COLORS.length];
}

/** BV for a small card: grouped, whole amounts without their ".00" ("12,000", "12,000.50"). */
export function shortBv(amount: string): string {
  return groupMoney(amount).replace(/\.00$/, '');
}

/** Whether a nullable BV amount is there and above zero. */
export function positive(amount: string | null): amount is string {
  return amount !== null && /[1-9]/.test(amount) && !amount.startsWith('-');
}
