const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60],
  ['hour', 60 * 60],
  ['day', 24 * 60 * 60],
];

/**
 * How long ago, in the reader's language ("5 minutes ago", "yesterday") for the last week;
 * `null` past that (the caller shows the date and time instead).
 */
export function relativeTime(iso: string, now: number, language: string): string | null {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  if (Number.isNaN(seconds) || seconds < -7 * 24 * 60 * 60) return null;
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  if (seconds > -60) return format.format(0, 'second');
  let unit = UNITS[0];
  for (const candidate of UNITS) if (-seconds >= candidate[1]) unit = candidate;
  return format.format(Math.round(seconds / unit[1]), unit[0]);
}
