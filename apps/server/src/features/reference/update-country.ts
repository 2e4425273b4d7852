import type { AdminCountry, adminCountryRequest } from '@rangkai/shared';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.js';
import { countries } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import type { ReferenceActor } from './actor.js';
import { toAdminCountry } from './list-countries.js';

type CountryInput = z.output<typeof adminCountryRequest>;

const audited = (row: typeof countries.$inferSelect) => ({
  sell: row.sell,
  deposit_enabled: row.depositEnabled,
  registration_enabled: row.registrationEnabled,
});

/**
 * Changes a country's exchange rate (`sell`), whether it takes deposits (`countryDepositList`)
 * and whether it is offered at registration (`country_list`); audited with before/after in the
 * same transaction. Fields left out stay; a request that changes nothing writes nothing.
 */
export async function updateCountry(
  tx: Tx,
  options: ReferenceActor & { id: number; input: CountryInput },
): Promise<AdminCountry> {
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
  if (JSON.stringify(audited({ ...before, ...changes })) !== JSON.stringify(audited(before))) {
    [after] = await tx
      .update(countries)
      .set(changes)
      .where(eq(countries.id, options.id))
      .returning();
    await writeAudit(tx, {
      actor: options.actor,
      ip: options.ip,
      action: 'country.update',
      targetType: 'country',
      targetId: after.id,
      reason: options.reason ?? null,
      before: audited(before),
      after: audited(after),
    });
  }
  const { rows } = await tx.execute<{ members: number }>(
    sql`SELECT count(*)::int AS members FROM members WHERE country_id = ${after.id}`,
  );
  return toAdminCountry(after, Number(rows[0].members));
}
