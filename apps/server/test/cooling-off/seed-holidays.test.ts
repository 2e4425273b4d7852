import fs from 'node:fs';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { publicHolidays, settings } from '../../src/db/schema/index.js';
import {
  computeNationalHolidays,
  holidaysCacheFile,
  malaysianNationalHolidays,
  SEEDED_YEARS_KEY,
  seedPublicHolidays,
} from '../../src/features/cooling-off/index.js';
import { businessDate } from '../../src/lib/business-time.js';
import { freshDatabase } from '../helpers.js';

/** Malaysia's national holidays seeded once per year, from `date-holidays` (issue 28). */
let database: Database & { drop(): Promise<void> };
beforeAll(async () => {
  database = await freshDatabase();
  await database.migrate();
});
afterAll(() => database.drop());

const dates = async () =>
  (
    await database.db
      .select({ date: publicHolidays.date })
      .from(publicHolidays)
      .orderBy(asc(publicHolidays.date))
  ).map((r) => r.date);
const marker = async () =>
  (await database.db.select().from(settings).where(eq(settings.key, SEEDED_YEARS_KEY)))[0]?.value;

describe('the national holidays', () => {
  it('are the federal ones of 2027, with the replacement day, no state holiday', async () => {
    const list = await malaysianNationalHolidays(2027);
    const byDate = Object.fromEntries(list.map((h) => [h.date, h.name]));
    expect(byDate).toMatchObject({
      '2027-01-01': "New Year's Day",
      '2027-02-06': 'Chinese New Year',
      '2027-02-07': 'Chinese New Year',
      '2027-02-08': 'Chinese New Year (substitute day)',
      '2027-05-01': 'Labour Day',
      '2027-08-31': 'Independence Day',
      '2027-09-16': 'Malaysia Day',
      '2027-12-25': 'Christmas Day',
    });
    expect(list.every((h) => h.date.startsWith('2027-'))).toBe(true);
    const names = list.map((h) => h.name).join('|');
    // State holidays (Thaipusam, Federal Territory Day, a Sultan's birthday) are not national.
    expect(names).not.toMatch(/Thaipusam|Federal Territory|Sultan/);
    expect(list.length).toBeGreaterThanOrEqual(14);
    expect(list.length).toBeLessThanOrEqual(20);
  });
});

describe('the list kept between processes', () => {
  it('is what the package computes, and a damaged copy is computed again', async () => {
    const file = holidaysCacheFile(2031);
    expect(file).toMatch(/2031\.json$/);
    fs.mkdirSync(path.dirname(file as string), { recursive: true, mode: 0o700 });
    fs.writeFileSync(file as string, '[{"date":"2031-13-45","name":"forged"}]');
    const fresh = computeNationalHolidays(2031);
    expect(fresh.map((h) => h.date)).toContain('2031-08-31');
    expect(await malaysianNationalHolidays(2031)).toEqual(fresh);
    expect(JSON.parse(fs.readFileSync(file as string, 'utf8'))).toEqual(fresh);
    expect(await malaysianNationalHolidays(2027)).toEqual(computeNationalHolidays(2027));
  });
});

describe('seeding', () => {
  it('seeds this year and the next once, and leaves an operator’s removal alone', async () => {
    const year = Number(businessDate().slice(0, 4));
    expect(await seedPublicHolidays(database.db)).toEqual([year, year + 1]);
    expect(await marker()).toBe(`${year},${year + 1}`);
    const expected = [
      ...(await malaysianNationalHolidays(year)),
      ...(await malaysianNationalHolidays(year + 1)),
    ].map((h) => h.date);
    expect(await dates()).toEqual(expected);

    await database.db.delete(publicHolidays).where(eq(publicHolidays.date, `${year}-08-31`));
    expect(await seedPublicHolidays(database.db)).toEqual([]);
    expect(await dates()).not.toContain(`${year}-08-31`);
    expect(await dates()).toHaveLength(expected.length - 1);
  });

  it('seeds the year after next when the calendar reaches the next year', async () => {
    const seeded = (await marker()) ?? '';
    const next = Number(seeded.split(',').at(-1));
    const [first, second] = await Promise.all([
      seedPublicHolidays(database.db, `${next}-01-01`),
      seedPublicHolidays(database.db, `${next}-01-01`),
    ]);
    // Two starts at once: one seeds the year, the other finds it done.
    expect([...first, ...second]).toEqual([next + 1]);
    expect(await marker()).toBe(`${seeded},${next + 1}`);
    expect(await dates()).toContain(`${next + 1}-08-31`);
    expect(await seedPublicHolidays(database.db, `${next}-06-30`)).toEqual([]);
  });

  it('adds a holiday an operator keeps to the list, never doubling a date', async () => {
    const year = Number(businessDate().slice(0, 4));
    await database.db
      .insert(settings)
      .values({ key: SEEDED_YEARS_KEY, value: '' })
      .onConflictDoUpdate({
        target: settings.key,
        set: { value: `${year}` },
      });
    await database.db
      .insert(publicHolidays)
      .values({ date: `${year + 1}-08-31`, name: 'Kept by an operator' })
      .onConflictDoUpdate({ target: publicHolidays.date, set: { name: 'Kept by an operator' } });
    expect(await seedPublicHolidays(database.db)).toEqual([year + 1]);
    const [kept] = await database.db
      .select()
      .from(publicHolidays)
      .where(eq(publicHolidays.date, `${year + 1}-08-31`));
    expect(kept.name).toBe('Kept by an operator');
  });
});
