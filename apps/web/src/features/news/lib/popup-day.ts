/**
 * Spec §2/§9: the announcements popup is hidden for the rest of the day by storing the
 * day-of-month; it shows again when the stored day differs from today's.
 */
export const POPUP_DAY_KEY = 'rangkai.news_popup_day';

/** Today's day of the month (1–31) in the reader's clock, as stored. */
export function dayOfMonth(now: Date = new Date()): string {
  return String(now.getDate());
}

/** Whether the popup should show: announcements exist and today was not dismissed. */
export function shouldShowPopup(latestCount: number, storedDay: string | null, now = new Date()) {
  return latestCount > 0 && storedDay !== dayOfMonth(now);
}

/** The stored day, or null (also where there is no storage). */
export function readPopupDay(): string | null {
  try {
    return globalThis.localStorage?.getItem(POPUP_DAY_KEY) ?? null;
  } catch {
    return null;
  }
}

/** "Don't show again today": stores today's day of the month. */
export function hidePopupToday(now = new Date()) {
  try {
    localStorage.setItem(POPUP_DAY_KEY, dayOfMonth(now));
  } catch {
    // No storage (private mode): the popup simply shows again on the next visit.
  }
}
