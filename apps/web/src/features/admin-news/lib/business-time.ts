/**
 * The editor's times are typed in the business time zone (Asia/Kuala_Lumpur, UTC+8 all year,
 * no daylight saving) with a native `datetime-local` input; the server takes ISO with an offset.
 */
const OFFSET_MS = 8 * 60 * 60 * 1000;
const LOCAL = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(:\d{2})?$/;

/** `2026-11-26T10:30:00.000Z` → `2026-11-26T18:30` (what the input shows); '' for none. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return new Date(time + OFFSET_MS).toISOString().slice(0, 16);
}

/** `2026-11-26T18:30` → `2026-11-26T18:30:00+08:00`; '' when empty or not a time. */
export function fromLocalInput(value: string): string {
  const match = LOCAL.exec(value.trim());
  return match ? `${match[1]}${match[2] ?? ':00'}+08:00` : '';
}

/** Now, to the minute, as the input shows it (a new article's publish time). */
export function nowLocalInput(now: number = Date.now()): string {
  return toLocalInput(new Date(Math.floor(now / 60_000) * 60_000).toISOString());
}
