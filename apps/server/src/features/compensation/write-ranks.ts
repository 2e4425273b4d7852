import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { pgArray } from '../../lib/pg-array.js';
import type { CloseResult } from './engine.js';

/** Rows per statement when writing ranks. */
const WRITE_CHUNK = 100_000;

/** New ranks last: a member row stays locked only from here to the commit. */
export async function writeRanks(tx: Tx, date: string, result: CloseResult) {
  const changes = result.rankChanges;
  for (let start = 0; start < changes.length; start += WRITE_CHUNK) {
    const chunk = changes.slice(start, start + WRITE_CHUNK);
    const ids = pgArray(chunk.map((c) => c.memberId));
    const to = pgArray(chunk.map((c) => c.to));
    await tx.execute(sql`
      INSERT INTO rank_history (member_id, business_date, from_rank, to_rank, small_bv_sen, direct_paid)
      SELECT x.id, ${date}::date, x.f, x.t, x.bv, x.d
        FROM unnest(${ids}::int[], ${pgArray(chunk.map((c) => c.from))}::int[], ${to}::int[],
                    ${pgArray(chunk.map((c) => c.smallBvSen))}::bigint[],
                    ${pgArray(chunk.map((c) => c.directPaid))}::int[]) AS x(id, f, t, bv, d)`);
    await tx.execute(sql`
      UPDATE members m SET rank_id = x.t, updated_at = now()
        FROM unnest(${ids}::int[], ${to}::int[]) AS x(id, t) WHERE m.id = x.id`);
  }
}
