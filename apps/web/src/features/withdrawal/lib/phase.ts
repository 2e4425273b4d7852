/** A withdrawal phase `YYYY-MM-1` (days 1–15) or `YYYY-MM-2` (day 16 to the end). */
export interface Phase {
  year: number;
  month: number;
  half: 1 | 2;
}

export function parsePhase(phase: string): Phase | null {
  const match = /^(\d{4})-(\d{2})-([12])$/.exec(phase);
  if (!match) return null;
  const month = Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { year: Number(match[1]), month, half: match[3] === '1' ? 1 : 2 };
}

/** "Nov 2026" in the reader's language, for a phase's month. */
export function phaseMonth(phase: Phase, language: string): string {
  return new Intl.DateTimeFormat(language, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(phase.year, phase.month - 1, 1)));
}
