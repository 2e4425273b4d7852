import type { BonusEntryType } from '@rangkai/shared';

/** A package as the server names it in a bonus's details. */
export interface NamedPackage {
  package_name: string;
  package_name_en: string;
}

export type WorkingValue = string | NamedPackage;

/** A pairing bonus (BUSINESS_RULES §5.2): legs with carries, matched, capped, carried on. */
export interface PairingWorking {
  kind: 'pairing';
  /** Left and right BV matched on: yesterday's carry plus the day's BV (`day_*`). */
  left: string;
  right: string;
  dayLeft: string;
  dayRight: string;
  matched: string;
  percent: string;
  /** The daily cap of the member's package (MYR) and the BV whose bonus it took. */
  cap: string;
  flushed: string;
  /** BV carried to the next day. */
  carryLeft: string;
  carryRight: string;
}

/** How a bonus was worked out, ready to show. */
export type BonusWorking =
  | { kind: 'sponsor'; bv: string; percent: string; package: WorkingValue | null }
  | PairingWorking
  /** Level k (§5.3): `percent` of the pairing bonus of the source member. */
  | { kind: 'level'; level: string; percent: string; pairing: string }
  /** Leadership (§5.4): the rank's `part` of the day's pool, shared by `holders` members. */
  | {
      kind: 'leadership';
      rank: number;
      pool: string;
      part: string;
      holders: number;
      sales: string | null;
    }
  /**
   * A sponsor bonus taken back (§13): `debt` is the part the wallets could not cover, owed and
   * repaid from later bonuses (null when none).
   */
  | { kind: 'clawback'; debt: string | null }
  /** Part of a credit that went to repay the clawback debt (§13). */
  | { kind: 'repayment' }
  | { kind: 'fields'; fields: { key: string; value: WorkingValue }[] }
  | { kind: 'none' };

/** A money string of the API ("1200.00"), to be shown grouped. */
export const looksLikeMoney = (value: string) => /^-?\d+\.\d{2}$/.test(value);

function isNamedPackage(value: unknown): value is NamedPackage {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as NamedPackage).package_name_en === 'string' &&
    typeof (value as NamedPackage).package_name === 'string'
  );
}

/** A detail's value as text, a package to name, or null when it has no face. */
export function workingValue(value: unknown): WorkingValue | null {
  if (isNamedPackage(value)) return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    const parts = value.map(workingValue).filter((v): v is string => typeof v === 'string');
    return parts.length > 0 ? parts.join(', ') : null;
  }
  return null;
}

/** The details named by `keys` as text, or null when one is missing or is not text. */
function textOf<K extends string>(
  details: Record<string, unknown>,
  keys: readonly K[],
): Record<K, string> | null {
  const out = {} as Record<K, string>;
  for (const key of keys) {
    const value = workingValue(details[key]);
    if (typeof value !== 'string') return null;
    out[key] = value;
  }
  return out;
}

/** A detail that must be money ("1200.00"). */
const money = (values: Record<string, string>, keys: readonly string[]) =>
  keys.every((key) => looksLikeMoney(values[key]));

const wholeNumber = (value: string) => (/^\d+$/.test(value) ? Number(value) : null);

const pairingKeys = [
  'left',
  'right',
  'day_left',
  'day_right',
  'matched',
  'percent',
  'cap',
  'flushed',
  'carry_left',
  'carry_right',
] as const;
const pairingMoneyKeys = pairingKeys.filter((key) => key !== 'percent');

function typed(type: BonusEntryType, details: Record<string, unknown>): BonusWorking | null {
  switch (type) {
    case 'sponsor': {
      const d = textOf(details, ['bv', 'percent']);
      return d && { kind: 'sponsor', ...d, package: workingValue(details.package) };
    }
    case 'pairing': {
      const d = textOf(details, pairingKeys);
      if (!d || !money(d, pairingMoneyKeys)) return null;
      return {
        kind: 'pairing',
        left: d.left,
        right: d.right,
        dayLeft: d.day_left,
        dayRight: d.day_right,
        matched: d.matched,
        percent: d.percent,
        cap: d.cap,
        flushed: d.flushed,
        carryLeft: d.carry_left,
        carryRight: d.carry_right,
      };
    }
    case 'level': {
      const d = textOf(details, ['level', 'percent', 'pairing']);
      return d && money(d, ['pairing']) ? { kind: 'level', ...d } : null;
    }
    case 'leadership': {
      const d = textOf(details, ['rank', 'pool', 'part', 'holders']);
      if (!d || !money(d, ['pool', 'part'])) return null;
      const rank = wholeNumber(d.rank);
      const holders = wholeNumber(d.holders);
      if (rank === null || holders === null) return null;
      const sales = workingValue(details.sales);
      return {
        kind: 'leadership',
        rank,
        pool: d.pool,
        part: d.part,
        holders,
        sales: typeof sales === 'string' && looksLikeMoney(sales) ? sales : null,
      };
    }
    case 'sponsor_clawback': {
      const debt = workingValue(details.debt);
      if (debt !== null && !(typeof debt === 'string' && looksLikeMoney(debt))) return null;
      return { kind: 'clawback', debt: debt && /[1-9]/.test(debt) ? debt : null };
    }
    case 'debt_repayment':
      return { kind: 'repayment' };
  }
}

/**
 * The working of a bonus from its `details` (BUSINESS_RULES §5): each type read as the close
 * wrote it (sponsor: percent of BV; pairing: legs, matched, cap, flush and carries; level: percent
 * of a pairing bonus; leadership: the rank's part of the pool; a clawback: the debt it left; a
 * debt repayment: what it is); details of another shape are
 * listed key by key, in the server's order.
 */
export function bonusWorking(type: BonusEntryType, details: Record<string, unknown>): BonusWorking {
  const working = typed(type, details);
  if (working) return working;
  const fields = Object.entries(details).flatMap(([key, raw]) => {
    const value = workingValue(raw);
    return value === null ? [] : [{ key, value }];
  });
  return fields.length > 0 ? { kind: 'fields', fields } : { kind: 'none' };
}

/** Whether a pairing bonus was cut by its daily cap (some matched BV paid nothing). */
export const wasCapped = (working: PairingWorking) => /[1-9]/.test(working.flushed);
