/**
 * Malaysian MyKad numbers (12 digits, YYMMDD-PB-###G) carry the holder's date of birth. The
 * century is the latest one that does not put the birth in the future (a holder over 100 years
 * old would read as a child: none is expected to register).
 */
export function myKadBirthDate(idNumber: string, today: string): string | 'invalid' | null {
  const m = /^(\d{2})(\d{2})(\d{2})\d{6}$/.exec(idNumber);
  if (!m) return null;
  const [yy, mm, dd] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const thisYear = Number(today.slice(0, 4));
  let year = Math.floor(thisYear / 100) * 100 + yy;
  const candidate = `${year}-${m[2]}-${m[3]}`;
  if (candidate > today) year -= 100;
  const date = new Date(Date.UTC(year, mm - 1, dd));
  if (mm < 1 || mm > 12 || date.getUTCMonth() !== mm - 1 || date.getUTCDate() !== dd)
    return 'invalid';
  return `${String(year).padStart(4, '0')}-${m[2]}-${m[3]}`;
}

/** Whole years from `birth` to `today` (both YYYY-MM-DD): a 29 February birthday counts on 1 March. */
export function ageOn(birth: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birth.slice(0, 4));
  return today.slice(5) >= birth.slice(5) ? years : years - 1;
}
