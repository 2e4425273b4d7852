import type { Locale, PublicHoliday, PublicHolidaysReply } from '@rangkai/shared';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { publicHolidays } from '../../db/schema/index.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import { businessDate } from '../../lib/business-time.js';
import type { ActionResult } from '../../lib/run-action.js';
import { malaysianNationalHolidays } from './seed-holidays.js';

type HolidayRow = typeof publicHolidays.$inferSelect;

const toPublicHoliday = (row: HolidayRow): PublicHoliday => ({
  date: row.date,
  name: row.name,
  created_at: row.createdAt.toISOString(),
});

const audited = (row: HolidayRow) => ({ date: row.date, name: row.name });

/**
 * A seeded holiday's name in `language` where the package has one (Malay), by date: the rows are
 * seeded in English, and a name an operator typed (or changed) is shown as typed. Null for a
 * language the package does not name Malaysia's holidays in (Chinese and the others: English).
 */
async function seededNames(year: number, language: Locale) {
  if (language !== 'ms') return null;
  const [english, local] = await Promise.all([
    malaysianNationalHolidays(year, 'en'),
    malaysianNationalHolidays(year, language),
  ]);
  const names = new Map(local.map((h) => [h.date, h.name]));
  return new Map(english.map((h) => [`${h.date} ${h.name}`, names.get(h.date) ?? h.name]));
}

/**
 * The holidays of `year` (the business calendar's current year unless given), by date; the
 * seeded ones named in the operator's `language` when the package has it (Malay).
 */
export async function listPublicHolidays(
  db: Executor,
  year = Number.parseInt(businessDate().slice(0, 4), 10),
  language: Locale = 'en',
): Promise<PublicHolidaysReply> {
  const rows = await db
    .select()
    .from(publicHolidays)
    .where(
      and(gte(publicHolidays.date, `${year}-01-01`), lte(publicHolidays.date, `${year}-12-31`)),
    )
    .orderBy(asc(publicHolidays.date));
  const names = await seededNames(year, language);
  const records = rows.map((row) => {
    const holiday = toPublicHoliday(row);
    const local = names?.get(`${row.date} ${row.name}`);
    return local ? { ...holiday, name: local } : holiday;
  });
  return { year, records };
}

/**
 * Adds a holiday (a state's, a replacement day the government announces). A date already on the
 * list is CONFLICT on `date`, the list unchanged. Periods are counted from the list as it is when
 * they are read, so purchases whose period spans the date get one more day.
 */
export async function addPublicHoliday(
  tx: Tx,
  input: { date: string; name: string; reason?: string | null },
): Promise<ActionResult<PublicHoliday>> {
  // Nothing inserted: the date is on the list already (or was added by a racing request).
  const [row] = await tx
    .insert(publicHolidays)
    .values({ date: input.date, name: input.name })
    .onConflictDoNothing()
    .returning();
  if (!row) throw fieldError('CONFLICT', 'date');
  return {
    data: toPublicHoliday(row),
    audit: {
      action: 'public_holiday.create',
      targetType: 'public_holiday',
      targetId: row.date,
      reason: input.reason ?? null,
      before: null,
      after: audited(row),
    },
  };
}

/** Removes the holiday of `date` (NOT_FOUND when there is none); the day becomes a working day. */
export async function removePublicHoliday(
  tx: Tx,
  input: { date: string },
): Promise<ActionResult<PublicHoliday>> {
  const [row] = await tx
    .delete(publicHolidays)
    .where(eq(publicHolidays.date, input.date))
    .returning();
  if (!row) throw new AppError('NOT_FOUND');
  return {
    data: toPublicHoliday(row),
    audit: {
      action: 'public_holiday.delete',
      targetType: 'public_holiday',
      targetId: row.date,
      reason: null,
      before: audited(row),
      after: null,
    },
  };
}
