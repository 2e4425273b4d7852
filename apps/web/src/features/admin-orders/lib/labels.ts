import { type Order, orderItemName } from '@rangkai/shared';

type Item = Order['items'][number];

/** "Gold starter kit × 1" for the first item; the rest counted by the caller. */
export function itemsSummary(items: Item[], language: string): { first: string; more: number } {
  const [first] = items;
  if (!first) return { first: '—', more: 0 };
  return { first: `${orderItemName(first, language)} × ${first.quantity}`, more: items.length - 1 };
}

/**
 * A business date ("2026-03-04", in the business time zone, TZ_BUSINESS) in the reader's
 * language, not shifted.
 */
export function formatBusinessDate(date: string, language: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

/**
 * A bonus's working (`details`, free-form) as key/text pairs: a percentage with its sign, nested
 * values as compact JSON.
 */
export function detailEntries(details: Record<string, unknown>): [string, string][] {
  return Object.entries(details)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([key, value]) => {
      if (typeof value === 'object') return [key, JSON.stringify(value)];
      return [key, key === 'percent' ? `${value}%` : String(value)];
    });
}
