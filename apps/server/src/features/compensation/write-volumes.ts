import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { pgArray } from '../../lib/pg-array.js';
import type { CloseOptions } from './close-summary.js';
import type { CloseState } from './engine.js';

/** Rows per statement when writing volumes. */
const WRITE_CHUNK = 100_000;

/** The touched members' new totals and carries, set-based in chunks. */
export async function writeVolumes(
  tx: Tx,
  date: string,
  state: CloseState,
  touched: number[],
  options: CloseOptions,
) {
  for (let start = 0; start < touched.length; start += WRITE_CHUNK) {
    const ids = touched.slice(start, start + WRITE_CHUNK);
    await tx.execute(sql`
      INSERT INTO member_volumes AS v (member_id, total_left_sen, total_right_sen, carry_left_sen,
                                       carry_right_sen, business_date)
      SELECT x.id, x.tl, x.tr, x.cl, x.cr, ${date}::date
        FROM unnest(${pgArray(ids)}::int[],
                    ${pgArray(ids.map((id) => state.totalLeft[id]))}::bigint[],
                    ${pgArray(ids.map((id) => state.totalRight[id]))}::bigint[],
                    ${pgArray(ids.map((id) => state.carryLeft[id]))}::bigint[],
                    ${pgArray(ids.map((id) => state.carryRight[id]))}::bigint[])
          AS x(id, tl, tr, cl, cr)
      ON CONFLICT (member_id) DO UPDATE SET
        total_left_sen = excluded.total_left_sen, total_right_sen = excluded.total_right_sen,
        carry_left_sen = excluded.carry_left_sen, carry_right_sen = excluded.carry_right_sen,
        business_date = excluded.business_date`);
    options.onProgress?.('volumes', Math.min(start + WRITE_CHUNK, touched.length), touched.length);
  }
}
