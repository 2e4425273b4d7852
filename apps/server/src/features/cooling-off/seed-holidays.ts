import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { type Db, inTransaction } from '../../db/client.js';
import { publicHolidays, settings } from '../../db/schema/index.js';
import { businessDate, businessTimeZone } from '../../lib/business-time.js';

/**
 * The years whose national holidays have been seeded, comma-separated (`2026,2027`): a row of
 * `settings` that is no setting an operator edits. A year is seeded once; a holiday an operator
 * removes afterwards stays removed at the next start.
 */
export const SEEDED_YEARS_KEY = 'public_holidays_seeded_years';

export interface SeedHoliday {
  date: string;
  name: string;
}

/**
 * The languages the package names Malaysia's holidays in: English (what is seeded) and Malay. Its
 * Chinese has three of them only (the others fall back to Malay), so Chinese is not offered.
 */
export type HolidayLanguage = 'en' | 'ms';

const computed = new Map<string, Promise<SeedHoliday[]>>();
const requireCjs = createRequire(import.meta.url);

/**
 * A year's list as a file, for the next process: loading the package and computing a year takes
 * a few hundred milliseconds, and the tests start many processes that each seed a database. Kept
 * per package version, time zone and year in a directory of this user's alone; any trouble
 * reading or writing it only means computing again.
 */
export function cacheFile(year: number, language: HolidayLanguage = 'en'): string | null {
  try {
    const { version } = requireCjs('date-holidays/package.json') as { version: string };
    const uid = process.getuid?.() ?? 'u';
    const zone = businessTimeZone().replace(/[^A-Za-z0-9_-]/g, '_');
    const lang = language === 'en' ? '' : `-${language}`;
    return path.join(
      os.tmpdir(),
      `rangkai-holidays-${uid}`,
      `${version}-${zone}-${year}${lang}.json`,
    );
  } catch {
    return null;
  }
}

/** A real `YYYY-MM-DD` of `year`. */
function isDateOf(value: unknown, year: number): boolean {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) &&
    date.toISOString() === `${value}T00:00:00.000Z` &&
    date.getUTCFullYear() === year
  );
}

function readCache(file: string, year: number): SeedHoliday[] | null {
  try {
    const dir = fs.statSync(path.dirname(file));
    if (process.getuid && dir.uid !== process.getuid()) return null;
    const list: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    const valid =
      Array.isArray(list) &&
      list.every((h) => isDateOf(h?.date, year) && typeof h.name === 'string' && h.name.length > 0);
    return valid ? (list as SeedHoliday[]) : null;
  } catch {
    return null;
  }
}

function writeCache(file: string, list: SeedHoliday[]): void {
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    const temporary = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, JSON.stringify(list));
    fs.renameSync(temporary, file);
  } catch {
    // Computed again next time.
  }
}

/** The package's national holidays of `year`, grouped by date (see below), named in `language`. */
export function computeNationalHolidays(
  year: number,
  language: HolidayLanguage = 'en',
): SeedHoliday[] {
  // Its CommonJS build: the package holds every country's rules, and its ES modules take twice
  // as long to load.
  const Holidays: typeof import('date-holidays').default = requireCjs('date-holidays');
  const calendar = new Holidays('MY', { timezone: businessTimeZone(), languages: [language] });
  const byDate = new Map<string, string[]>();
  for (const holiday of calendar.getHolidays(year)) {
    if (holiday.type !== 'public') continue;
    // `date` is the local start ("2027-05-16 00:00:00 -0600" for a day that begins the evening
    // before): its first ten characters are the calendar day.
    const date = holiday.date.slice(0, 10);
    if (!date.startsWith(`${year}-`)) continue;
    const names = byDate.get(date) ?? [];
    if (!names.includes(holiday.name)) names.push(holiday.name);
    byDate.set(date, names);
  }
  return [...byDate]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, names]) => ({ date, name: names.join(' / ') }));
}

/**
 * Malaysia's national public holidays of `year` (no state holidays, no observances), with their
 * English names (or Malay ones, for display), from the `date-holidays` package: its rules ship
 * with it, nothing is fetched. Replacement days the federal rules give (a holiday on a Sunday) are
 * included. Two holidays on one date become one row named by both. Computed once per year and
 * language (and kept, see `cacheFile`).
 */
export function malaysianNationalHolidays(
  year: number,
  language: HolidayLanguage = 'en',
): Promise<SeedHoliday[]> {
  const key = `${year}:${language}`;
  let list = computed.get(key);
  if (!list) {
    list = (async () => {
      const file = cacheFile(year, language);
      const cached = file ? readCache(file, year) : null;
      if (cached) return cached;
      const fresh = computeNationalHolidays(year, language);
      if (file) writeCache(file, fresh);
      return fresh;
    })();
    list.catch(() => computed.delete(key));
    computed.set(key, list);
  }
  return list;
}

const parseYears = (value: string | undefined) =>
  new Set(
    (value ?? '')
      .split(',')
      .map((y) => Number.parseInt(y, 10))
      .filter(Number.isInteger),
  );

async function seededYears(db: Db): Promise<Set<number>> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, SEEDED_YEARS_KEY));
  return parseYears(row?.value);
}

/**
 * Seeds the national holidays of the current and the next year (of the business calendar on
 * `today`) that were never seeded, and remembers them: safe at every start and from the daily
 * timer, which seeds the next year once the calendar reaches it. Two processes at once: the
 * marker row's lock lets one seed, the other finds the years done. Returns the years seeded now.
 */
export async function seedPublicHolidays(db: Db, today = businessDate()): Promise<number[]> {
  const year = Number.parseInt(today.slice(0, 4), 10);
  const wanted = [year, year + 1];
  const done = await seededYears(db);
  if (wanted.every((y) => done.has(y))) return [];
  const lists = new Map(
    await Promise.all(wanted.map(async (y) => [y, await malaysianNationalHolidays(y)] as const)),
  );
  return inTransaction(db, async (tx) => {
    await tx.insert(settings).values({ key: SEEDED_YEARS_KEY, value: '' }).onConflictDoNothing();
    const [marker] = await tx
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.key, SEEDED_YEARS_KEY))
      .for('update');
    const years = parseYears(marker?.value);
    const todo = wanted.filter((y) => !years.has(y));
    if (todo.length === 0) return [];
    const rows = todo.flatMap((y) => lists.get(y) ?? []);
    if (rows.length > 0) await tx.insert(publicHolidays).values(rows).onConflictDoNothing();
    for (const y of todo) years.add(y);
    await tx
      .update(settings)
      .set({ value: [...years].sort().join(','), updatedAt: sql`now()` })
      .where(eq(settings.key, SEEDED_YEARS_KEY));
    return todo;
  });
}

/**
 * Runs `seedPublicHolidays` every six hours (the start-up seed has just run it), so a server that
 * runs through New Year seeds the year after without a restart. Returns the function that stops it.
 */
export function scheduleHolidaySeeding(db: Db, log: { error(obj: unknown, msg: string): void }) {
  const run = () =>
    seedPublicHolidays(db).catch((err) => log.error({ err }, 'public holiday seeding failed'));
  const timer = setInterval(run, 6 * 3_600_000);
  timer.unref();
  return () => clearInterval(timer);
}
