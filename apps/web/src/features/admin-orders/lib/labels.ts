import type { Order } from '@rangkai/shared';

type Item = Order['items'][number];

/** "Gold starter kit × 1" for the first item (named by `nameOf`); the rest counted by the caller. */
export function itemsSummary(
  items: Item[],
  nameOf: (item: Item) => string,
): { first: string; more: number } {
  const [first] = items;
  if (!first) return { first: '—', more: 0 };
  return { first: `${nameOf(first)} × ${first.quantity}`, more: items.length - 1 };
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
