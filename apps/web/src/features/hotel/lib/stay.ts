import { addDays, businessTomorrow } from '@/lib/business-time';

/**
 * A stay's dates on the member screens (BUSINESS_RULES §14): check-in from tomorrow in the
 * business time zone, 1–30 nights; the server checks the same and says `INVALID_STAY_DATES`.
 */
export const MAX_NIGHTS = 30;

export { addDays };

/** The nights from `checkIn` to `checkOut` (negative or 0 when the dates are the wrong way). */
export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round(
    (Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / 86_400_000,
  );
}

const isDate = (value: string | null | undefined): value is string =>
  !!value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** The first day a stay may start: tomorrow in the business time zone. */
export function firstCheckIn(now: number = Date.now()): string {
  return businessTomorrow(now);
}

/** Why a stay cannot be searched (a key of `hotel:search.*`), or null when it can. */
export function stayProblem(checkIn: string, checkOut: string, now: number = Date.now()) {
  if (!isDate(checkIn) || !isDate(checkOut)) return 'dates_required' as const;
  if (checkIn < firstCheckIn(now)) return 'check_in_past' as const;
  const nights = nightsBetween(checkIn, checkOut);
  if (nights < 1) return 'check_out_before' as const;
  if (nights > MAX_NIGHTS) return 'too_many_nights' as const;
  return null;
}

/** The stay read from a screen's address, or tomorrow for one night when it has none. */
export function stayFrom(params: URLSearchParams, now: number = Date.now()) {
  const checkIn = params.get('check_in');
  const checkOut = params.get('check_out');
  const start = isDate(checkIn) ? checkIn : firstCheckIn(now);
  return { checkIn: start, checkOut: isDate(checkOut) ? checkOut : addDays(start, 1) };
}
