/** Business calendar (BUSINESS_RULES: Asia/Kuala_Lumpur). */
export const BUSINESS_TIME_ZONE = 'Asia/Kuala_Lumpur';

const dateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The business date (YYYY-MM-DD, Asia/Kuala_Lumpur) of an instant. */
export function businessDate(now: Date = new Date()): string {
  return dateFormat.format(now);
}
