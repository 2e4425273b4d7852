/** A month's nights as weeks starting on Monday (null pads the first and last week). */
export function monthWeeks<N extends { night: string }>(nights: readonly N[]): (N | null)[][] {
  if (nights.length === 0) return [];
  const first = new Date(`${nights[0].night}T00:00:00Z`).getUTCDay();
  const cells: (N | null)[] = [...Array((first + 6) % 7).fill(null), ...nights];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (N | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** `YYYY-MM` moved by `delta` months. */
export function shiftMonth(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number);
  const index = y * 12 + (m - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The first and last day of `YYYY-MM`. */
export function monthRange(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}
