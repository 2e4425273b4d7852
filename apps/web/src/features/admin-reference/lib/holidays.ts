/** The years the holidays screen offers: two back, three ahead of the business year. */
export function holidayYears(current: number): number[] {
  return Array.from({ length: 6 }, (_, i) => current - 2 + i);
}

/** Saturday or Sunday: a holiday then moves no cooling-off period (it is no working day anyway). */
export function isWeekend(date: string): boolean {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
}

const weekdays = new Map<string, Intl.DateTimeFormat>();

/** The day of the week of a calendar date, short, in the reader's language. */
export function weekdayOf(date: string, language: string): string {
  let format = weekdays.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
    weekdays.set(language, format);
  }
  return format.format(new Date(`${date}T00:00:00Z`));
}

/** What the add form checks before sending: a date of the chosen form and a name. */
export function validateHoliday(values: { date: string; name: string }) {
  return {
    date: /^\d{4}-\d{2}-\d{2}$/.test(values.date) ? null : 'REQUIRED',
    name: values.name.trim() ? null : 'REQUIRED',
  };
}
