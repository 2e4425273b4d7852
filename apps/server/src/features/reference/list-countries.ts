import type { AdminCountry } from '@rangkai/shared';
import { asc, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { countries } from '../../db/schema/index.js';

export function toAdminCountry(
  row: typeof countries.$inferSelect,
  memberCount: number,
): AdminCountry {
  return {
    id: row.id,
    name: row.name,
    name_en: row.nameEn,
    short_form: row.shortForm,
    country_code: row.countryCode,
    sell: row.sell,
    deposit_enabled: row.depositEnabled,
    registration_enabled: row.registrationEnabled,
    member_count: memberCount,
  };
}

/** Every country in display order, with its switches and how many members live there. */
export async function listAdminCountries(db: Executor): Promise<AdminCountry[]> {
  const rows = await db
    .select({
      country: countries,
      members: sql<number>`(SELECT count(*)::int FROM members m WHERE m.country_id = ${countries.id})`,
    })
    .from(countries)
    .orderBy(asc(countries.sortOrder));
  return rows.map((r) => toAdminCountry(r.country, Number(r.members)));
}
