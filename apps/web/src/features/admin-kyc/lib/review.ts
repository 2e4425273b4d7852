import type { AdminKycItem, KycSide } from '@rangkai/shared';

/** The tabs of /admin/kyc: the review queue first, then the decided submissions. */
export const kycTabs = ['pending', 'approved', 'failed'] as const;
export type KycTab = (typeof kycTabs)[number];

type Params = Pick<URLSearchParams, 'get'>;

export interface KycFilters {
  status: KycTab;
  page: number;
  /** The submission open in the review dialog. */
  open: number | null;
}

function positiveInt(value: string | null): number | null {
  return value !== null && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/** /admin/kyc?status&page&id; the queue (pending) when no status is given. */
export function readKycFilters(params: Params): KycFilters {
  return {
    status: kycTabs.find((s) => s === params.get('status')) ?? 'pending',
    page: positiveInt(params.get('page')) ?? 1,
    open: positiveInt(params.get('id')),
  };
}

/** The URL of the filters, defaults left out. */
export function kycFilterParams(filters: KycFilters): Record<string, string> {
  const out: Record<string, string> = {};
  if (filters.status !== 'pending') out.status = filters.status;
  if (filters.page > 1) out.page = String(filters.page);
  if (filters.open) out.id = String(filters.open);
  return out;
}

/** The review page with one submission open (links from a member's history). */
export function kycReviewLink(item: Pick<AdminKycItem, 'id' | 'status'>): string {
  const status = kycTabs.find((s) => s === item.status) ?? 'pending';
  const query = new URLSearchParams(kycFilterParams({ status, page: 1, open: item.id }));
  return `/admin/kyc?${query}`;
}

/**
 * The API path of one image of a submission: the path the server gives (its admin image path),
 * or the documented one; null for a selfie that was not sent.
 */
export function kycImagePath(item: Pick<AdminKycItem, 'id' | KycSide>, side: KycSide) {
  const given = item[side];
  if (given === null) return null;
  return given.startsWith('/api/admin/') ? given : `/api/admin/kyc/${item.id}/image/${side}`;
}

export type Waiting = { value: number; unit: 'minute' | 'hour' | 'day' };

/** How long a submission has waited: minutes within the hour, hours within two days, then days. */
export function waitingTime(since: string, now: Date): Waiting {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(since).getTime()) / 60_000));
  if (minutes < 60) return { value: minutes, unit: 'minute' };
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return { value: hours, unit: 'hour' };
  return { value: Math.floor(hours / 24), unit: 'day' };
}

/** Waited long enough to stand out in the queue (a day). */
export function isOverdue(waiting: Waiting): boolean {
  return waiting.unit === 'day' || (waiting.unit === 'hour' && waiting.value >= 24);
}

/** "3 hours ago" in the reader's language. */
export function formatWaiting(waiting: Waiting, language: string): string {
  return new Intl.RelativeTimeFormat(language, { numeric: 'always', style: 'short' }).format(
    -waiting.value,
    waiting.unit,
  );
}

/** A MyKad number (12 digits) as printed on the card, `YYMMDD-PB-###G`; anything else as is. */
export function formatIdNumber(id: string): string {
  return /^\d{12}$/.test(id) ? `${id.slice(0, 6)}-${id.slice(6, 8)}-${id.slice(8)}` : id;
}

/**
 * The date of birth a MyKad number encodes (`YYMMDD…`, `YYYY-MM-DD`), the century being the
 * latest that is not in the future on `today`; null when the number is not a MyKad one.
 */
export function myKadBirthDate(id: string, today: Date): string | null {
  const match = /^(\d{2})(\d{2})(\d{2})\d{6}$/.exec(id);
  if (!match) return null;
  const [yy, mm, dd] = match.slice(1).map(Number);
  const thisYear = today.getUTCFullYear();
  let year = Math.floor(thisYear / 100) * 100 + yy;
  if (year > thisYear) year -= 100;
  const date = new Date(Date.UTC(year, mm - 1, dd));
  if (date.getUTCMonth() !== mm - 1 || date.getUTCDate() !== dd) return null;
  if (date.getTime() > today.getTime()) year -= 100;
  return `${String(year).padStart(4, '0')}-${match[2]}-${match[3]}`;
}

/** Whole years from a `YYYY-MM-DD` birth date to `today`. */
export function ageOn(birth: string, today: Date): number {
  const [year, month, day] = birth.split('-').map(Number);
  const m = today.getUTCMonth() + 1;
  const d = today.getUTCDate();
  const before = m < month || (m === month && d < day);
  return today.getUTCFullYear() - year - (before ? 1 : 0);
}

function nameWords(name: string): string[] {
  return name
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
}

export type NameMatch = 'match' | 'partial' | 'differs';

/**
 * The name on a submission against the profile name: the same words in the same order (case,
 * spacing and punctuation aside), every word of the shorter found in the longer (a name written
 * shorter or in another order), or different.
 */
export function compareNames(submitted: string, profile: string): NameMatch {
  const a = nameWords(submitted);
  const b = nameWords(profile);
  if (a.length === 0 || b.length === 0) return 'differs';
  if (a.join(' ') === b.join(' ')) return 'match';
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  const rest = [...longer];
  for (const word of shorter) {
    const at = rest.indexOf(word);
    if (at < 0) return 'differs';
    rest.splice(at, 1);
  }
  return 'partial';
}

/** Refusals of a review with a message of their own (`review.errors.<code>`). */
export const reviewErrorCodes = ['INVALID_STATE', 'NOT_FOUND'] as const;
