import type { BonusCloseDay } from '@rangkai/shared';

/** The bonus types of a close, in the order of the cards, the stacked bars and the columns. */
export const closeBonusKeys = ['sponsor', 'pairing', 'level', 'leadership'] as const;
export type CloseBonusKey = (typeof closeBonusKeys)[number];

/** One colour per bonus type, the same as the bonus badges of the back-office. */
export const bonusColors: Record<CloseBonusKey, string> = {
  sponsor: 'teal.7',
  pairing: 'blue.7',
  level: 'violet.7',
  leadership: 'orange.7',
};

/** A ratio of four decimals ("0.1234", bonuses ÷ sales) in basis points (1234), without floats. */
export function ratioBasisPoints(ratio: string): number {
  const match = /^(\d+)(?:\.(\d*))?$/.exec(ratio.trim());
  if (!match) return 0;
  const [, whole, fraction = ''] = match;
  return Number(whole) * 10_000 + Number(fraction.padEnd(4, '0').slice(0, 4));
}

/** "0.1234" → "12.34%". */
export function formatRatio(ratio: string): string {
  const bp = ratioBasisPoints(ratio);
  return `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}%`;
}

export type RatioLevel = 'ok' | 'near' | 'alert';

/** Above the alert ratio: alert; from 80 % of it: near; else ok (an alert of 0 never warns). */
export function ratioLevel(ratio: string, alertRatio: string): RatioLevel {
  const value = ratioBasisPoints(ratio);
  const alert = ratioBasisPoints(alertRatio);
  if (alert <= 0) return 'ok';
  if (value > alert) return 'alert';
  return value * 10 >= alert * 8 ? 'near' : 'ok';
}

export const ratioColors: Record<RatioLevel, string> = { ok: 'teal', near: 'orange', alert: 'red' };

/** A close's duration: "850 ms", "12.4 s", "3 min 5 s". */
export function formatDuration(ms: number | null): string {
  if (ms === null) return '—';
  if (ms < 1000) return `${ms} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

export interface ChartDay {
  date: string;
  /** Payout ratio in percent (12.34). */
  ratio: number;
  sponsor: number;
  pairing: number;
  level: number;
  leadership: number;
}

/**
 * The closed dates of a page for the charts, oldest first (the list is newest first); dates still
 * waiting are left out, their figures are not final.
 */
export function chartDays(days: BonusCloseDay[]): ChartDay[] {
  return days
    .filter((d) => d.status === 'closed')
    .sort((a, b) => a.business_date.localeCompare(b.business_date))
    .map((d) => ({
      date: d.business_date,
      ratio: ratioBasisPoints(d.payout_ratio) / 100,
      sponsor: Number(d.sponsor),
      pairing: Number(d.pairing),
      level: Number(d.level),
      leadership: Number(d.leadership),
    }));
}
