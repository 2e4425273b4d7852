import { parseMoney } from '@rangkai/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { readSettings } from '../settings/index.js';
import type { PackageRule, PlanSettings, RankRule } from './engine.js';

/** Packages, ranks and the plan's settings as they stand at the close. */
export async function loadPlan(tx: Executor): Promise<{
  packages: Map<number, PackageRule>;
  ranks: RankRule[];
  settings: PlanSettings;
}> {
  const packageRows = await tx.execute<{ id: number; price: string; cap: string; depth: number }>(
    sql`SELECT id, price_sen::text AS price, pairing_cap_sen::text AS cap, level_depth AS depth FROM packages`,
  );
  const rankRows = await tx.execute<{ id: number; bv: string; direct: number }>(
    sql`SELECT id, min_small_bv_sen::text AS bv, min_direct_paid AS direct FROM ranks`,
  );
  const values = await readSettings(tx);
  return {
    packages: new Map(
      packageRows.rows.map((p) => [
        Number(p.id),
        { priceSen: Number(p.price), capSen: Number(p.cap), levelDepth: Number(p.depth) },
      ]),
    ),
    // §6 thresholds are settings (`rank_<id>_small_bv`, `rank_<id>_direct_paid`), read as the
    // close runs: a change made in the back-office counts from the next close on.
    ranks: rankRows.rows.map((r) => {
      const id = Number(r.id);
      const bv = values[`rank_${id}_small_bv`];
      const direct = values[`rank_${id}_direct_paid`];
      return {
        id,
        minSmallBvSen: bv === undefined ? Number(r.bv) : Number(parseMoney(bv) ?? BigInt(r.bv)),
        minDirectPaid: direct === undefined ? Number(r.direct) : Number(direct),
      };
    }),
    settings: {
      pairingPercent: Number(values.pairing_bonus_percent),
      levelRates: values.level_bonus_rates.split(',').map(Number),
      leadershipPercent: Number(values.leadership_pool_percent),
    },
  };
}
