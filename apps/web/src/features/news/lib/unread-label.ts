/** The count on the bell: nothing at 0, "99+" past 99. */
export function unreadLabel(count: number | undefined): string | null {
  if (!count || count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}
