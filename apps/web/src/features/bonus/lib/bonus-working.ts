import type { BonusType } from '@rangkai/shared';

/** A package as the server names it in a bonus's details. */
export interface NamedPackage {
  package_name: string;
  package_name_en: string;
}

export type WorkingValue = string | NamedPackage;

/** How a bonus was worked out, ready to show. */
export type BonusWorking =
  | { kind: 'sponsor'; bv: string; percent: string; package: WorkingValue | null }
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

/**
 * The working of a bonus from its `details` (BUSINESS_RULES §5): a sponsor bonus reads as
 * "percent of BV (package)"; any other bonus lists its details, key by key, in the server's order.
 */
export function bonusWorking(type: BonusType, details: Record<string, unknown>): BonusWorking {
  const bv = workingValue(details.bv);
  const percent = workingValue(details.percent);
  if (type === 'sponsor' && typeof bv === 'string' && typeof percent === 'string') {
    return { kind: 'sponsor', bv, percent, package: workingValue(details.package) };
  }
  const fields = Object.entries(details).flatMap(([key, raw]) => {
    const value = workingValue(raw);
    return value === null ? [] : [{ key, value }];
  });
  return fields.length > 0 ? { kind: 'fields', fields } : { kind: 'none' };
}
