import { formatSen } from '@rangkai/shared';
import { groupMoney } from '@/lib/money';

export interface AuditChange {
  key: string;
  from: string;
  to: string;
}

const MONEY = /^-?\d+\.\d{2}$/;
const SEN = /^-?\d+$/;
/** Keys whose whole-number values are sen (`normalCreditSen`, `amount_sen`). */
const isSenKey = (key: string) => /(Sen|_sen)$/.test(key);

/**
 * One stored before/after value as an operator reads it: "—" for nothing, money ("49.00", or
 * sen under a `…Sen` key) grouped as "1,234.50", a list as "a, b", and an object as
 * "key: value" pairs (`{point1: "0.00", point2: "49.00"}` → "point1: 0.00 · point2: 49.00").
 */
export function auditValue(value: unknown, key = ''): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') {
    if (MONEY.test(value)) return groupMoney(value);
    if (isSenKey(key) && SEN.test(value)) return groupMoney(formatSen(value));
    return value;
  }
  if (typeof value === 'number' || typeof value === 'bigint') {
    if (isSenKey(key) && Number.isInteger(Number(value))) return groupMoney(formatSen(value));
    return String(value);
  }
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    return value.length === 0 ? '—' : value.map((item) => auditValue(item, key)).join(', ');
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(
      ([, v]) => v !== undefined,
    );
    if (entries.length === 0) return '—';
    return entries.map(([k, v]) => `${k}: ${auditValue(v, k)}`).join(' · ');
  }
  return String(value);
}

const asRecord = (v: unknown) =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/**
 * What changed between before and after, one key a line, each side readable (`auditValue`);
 * a key that is empty on both sides (null before, absent after) is left out.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const b = asRecord(before);
  const a = asRecord(after);
  return [...new Set([...Object.keys(b), ...Object.keys(a)])]
    .filter((key) => JSON.stringify(b[key]) !== JSON.stringify(a[key]))
    .map((key) => ({ key, from: auditValue(b[key], key), to: auditValue(a[key], key) }))
    .filter((change) => change.from !== change.to);
}
