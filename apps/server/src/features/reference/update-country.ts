import type { AdminCountry, adminCountryRequest } from '@rangkai/shared';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.js';
import { countries } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { ActionResult } from '../../lib/run-action.js';
import { toAdminCountry } from './list-countries.js';

type CountryInput = z.output<typeof adminCountryRequest>;

const audited = (row: typeof countries.$inferSelect) => ({
  sell: row.sell,
  deposit_enabled: row.depositEnabled,
  registration_enabled: row.registrationEnabled,
});

/**
 * Changes a country's exchange rate (`sell`), whether it takes deposits (`countryDepositList`)
 * and whether it is offered at registration (`country_list`); its audit row has before/after. Fields left out stay; a request that changes nothing writes nothing.
 */
export async function updateCountry(
  tx: Tx,
  options: { id: number; input: CountryInput; reason?: string | null },
): Promise<ActionResult<AdminCountry>> {
  const { input } = options;
  const [before] = await tx
    .select()
    .from(countries)
    .where(eq(countries.id, options.id))
    .for('update');
  if (!before) throw new AppError('NOT_FOUND');
  const changes = {
    sell: input.sell ?? before.sell,
    depositEnabled: input.deposit_enabled ?? before.depositEnabled,
    registrationEnabled: input.registration_enabled ?? before.registrationEnabled,
  };
  let after = before;
  let audit: ActionResult<AdminCountry>['audit'] = null;
  if (JSON.stringify(audited({ ...before, ...changes })) !== JSON.stringify(audited(before))) {
    [after] = await tx
      .update(countries)
      .set(changes)
      .where(eq(countries.id, options.id))
      .returning();
    audit = {
      action: 'country.update',
      targetType: 'country',
      targetId: after.id,
      reason: options.reason ?? null,
      before: audited(before),
      after: audited(after),
    };
  }
  const { rows } = await tx.execute<{ members: number }>(
    sql`SELECT count(*)::int AS members FROM members WHERE country_id = ${after.id}`,
  );
  return { data: toAdminCountry(after, Number(rows[0].members)), audit };
}
