/** What decides whether a navigation entry is the page shown. */
export interface NavTarget {
  /** A path, with a query when the entry is a filter of a page (`/admin/orders?status=…`). */
  to: string;
  /** Only the path itself, not the pages below it. */
  end?: boolean;
}

function matches(item: NavTarget, pathname: string, search: URLSearchParams): boolean {
  const [path, query = ''] = item.to.split('?');
  const onPath = item.end
    ? pathname === path || pathname === `${path}/`
    : pathname.startsWith(path);
  if (!onPath) return false;
  return [...new URLSearchParams(query)].every(([key, value]) => search.get(key) === value);
}

const specificity = (item: NavTarget) => {
  const [path, query = ''] = item.to.split('?');
  return [[...new URLSearchParams(query)].length, path.length] as const;
};

/**
 * The `to` of the entry that stands for the page shown, or null: of the entries whose path holds
 * the page and whose query (a filter) the page shows, the most specific — a filter's own entry
 * (the orders' "Returns") before its page's (Orders), then the longest path.
 */
export function activeNavTo(
  items: readonly NavTarget[],
  location: { pathname: string; search: string },
): string | null {
  const search = new URLSearchParams(location.search);
  let best: NavTarget | null = null;
  for (const item of items) {
    if (!matches(item, location.pathname, search)) continue;
    if (!best) {
      best = item;
      continue;
    }
    const [q, p] = specificity(item);
    const [bq, bp] = specificity(best);
    if (q > bq || (q === bq && p > bp)) best = item;
  }
  return best?.to ?? null;
}
