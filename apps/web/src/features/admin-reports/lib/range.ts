import { RECONCILIATION_MAX_DAYS } from '@rangkai/shared';
import { isDay } from '@/lib/business-time';

const dayNumber = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000);

/** Why a range cannot be asked for (the server's codes), or null when it can. */
export function rangeProblem(
  from: string,
  to: string,
): 'VALIDATION_ERROR' | 'DATE_RANGE_REVERSED' | 'DATE_RANGE_TOO_LONG' | null {
  if (!isDay(from) || !isDay(to)) return 'VALIDATION_ERROR';
  if (to < from) return 'DATE_RANGE_REVERSED';
  if (dayNumber(to) - dayNumber(from) >= RECONCILIATION_MAX_DAYS) return 'DATE_RANGE_TOO_LONG';
  return null;
}

/** A ratio of four decimals ("0.1264") as a percentage with two ("12.64 %"). */
export function ratioPercent(ratio: string): string {
  const n = Number(ratio);
  return Number.isFinite(n) ? `${(n * 100).toFixed(2)} %` : ratio;
}
