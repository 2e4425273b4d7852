/** Lower case without accents, so "penang" finds "Pénang" and "viet" finds "Việt Nam". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The rows whose fields contain every word of `query` (any case, any accents); all for none. */
export function filterRows<T>(rows: T[], query: string, fields: (row: T) => (string | null)[]) {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return rows;
  return rows.filter((row) => {
    const haystack = foldText(fields(row).filter(Boolean).join(' '));
    return words.every((word) => haystack.includes(word));
  });
}
