import { formatSen } from '@rangkai/shared';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { collectPoints, countries, packages, states } from '../../db/schema/index.js';
import { publicSettings } from '../settings/index.js';

function toCountry(row: typeof countries.$inferSelect) {
  return {
    id: row.id,
    name: row.name,
    name_en: row.nameEn,
    short_form: row.shortForm,
    country_code: row.countryCode,
    sell: row.sell,
  };
}

/**
 * Countries in display order: those open for registration (`country_list`), or with
 * `depositOnly` those accepting deposits (`countryDepositList`); both switched in the back-office.
 */
export async function listCountries(db: Executor, { depositOnly = false } = {}) {
  const rows = await db
    .select()
    .from(countries)
    .where(
      depositOnly ? eq(countries.depositEnabled, true) : eq(countries.registrationEnabled, true),
    )
    .orderBy(asc(countries.sortOrder));
  return rows.map((row) => ({ ...toCountry(row), deposit_enabled: row.depositEnabled }));
}

/** Global settings and option lists (states, packages, collection points) for every screen. */
export async function globalLookup(db: Executor) {
  const [system, stateRows, packageRows, pointRows] = await Promise.all([
    publicSettings(db),
    db.select().from(states).orderBy(asc(states.id)),
    db.select().from(packages).orderBy(asc(packages.id)),
    db
      .select()
      .from(collectPoints)
      .where(eq(collectPoints.active, true))
      .orderBy(asc(collectPoints.id)),
  ]);
  return {
    system,
    states: stateRows,
    packages: packageRows.map((p) => ({
      id: p.id,
      package_name: p.packageName,
      package_name_en: p.packageNameEn,
      price: formatSen(p.priceSen),
      bv: formatSen(p.bvSen),
      premium: p.premium,
    })),
    collect_points: pointRows.map((p) => ({
      id: p.id,
      name: p.name,
      address: p.address,
      remark: p.remark,
      opening_hours: p.openingHours,
    })),
  };
}
