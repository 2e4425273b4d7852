/**
 * Withdrawal phases (BUSINESS_RULES §9): phase 1 is days 1–15 of a month, phase 2 day 16 to the
 * end, on the business calendar. `date` is YYYY-MM-DD.
 */
export function withdrawalPhase(date: string): { phase: string; nextStart: string } {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const ym = date.slice(0, 7);
  if (Number(date.slice(8, 10)) <= 15) return { phase: `${ym}-1`, nextStart: `${ym}-16` };
  const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
  return { phase: `${ym}-2`, nextStart: `${next}-01` };
}
