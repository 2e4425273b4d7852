import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { CloseOptions } from './close-summary.js';
import { type CloseState, newCloseState } from './engine.js';

/** Members per query when loading the tree (keeps each reply's text a few MB). */
const LOAD_CHUNK = 250_000;

/**
 * The tree and every member's state as of the end of `date`, in typed arrays: read in chunks of
 * ids as compact text (a few queries for a million members). The package held at the end of the
 * date is today's, undone for members whose package changed after it.
 */
export async function loadCloseState(
  tx: Tx,
  date: string,
  options: CloseOptions,
): Promise<CloseState> {
  const { rows } = await tx.execute<{ max: number | null }>(
    sql`SELECT max(id) AS max FROM members`,
  );
  const maxId = Number(rows[0].max ?? 0);
  const state = newCloseState(maxId);
  for (let from = 0; from <= maxId; from += LOAD_CHUNK) {
    const chunk = await tx.execute<{ text: string | null }>(sql`
      SELECT string_agg(concat_ws(',', id, coalesce(placement_parent_id, 0), coalesce(group_type, 0),
                                  coalesce(sponsor_id, 0), package_id, rank_id), ';') AS text
      FROM members WHERE id > ${from} AND id <= ${from + LOAD_CHUNK}`);
    for (const row of (chunk.rows[0].text ?? '').split(';')) {
      if (!row) continue;
      const [id, parent, leg, sponsor, pkg, rank] = row.split(',').map(Number);
      state.placementParent[id] = parent;
      state.leg[id] = leg;
      state.sponsor[id] = sponsor;
      state.packageOf[id] = pkg;
      state.rank[id] = rank;
    }
    options.onProgress?.('tree', Math.min(from + LOAD_CHUNK, maxId), maxId);
  }
  const later = await tx.execute<{ member_id: number; package_id: number | null }>(sql`
    SELECT DISTINCT ON (member_id) member_id, from_package_id AS package_id
    FROM user_packages WHERE business_date > ${date}::date ORDER BY member_id, id`);
  for (const row of later.rows)
    state.packageOf[Number(row.member_id)] = Number(row.package_id ?? 0);
  for (let from = 0; from <= maxId; from += LOAD_CHUNK) {
    const chunk = await tx.execute<{ text: string | null }>(sql`
      SELECT string_agg(concat_ws(',', member_id, total_left_sen, total_right_sen, carry_left_sen,
                                  carry_right_sen), ';') AS text
      FROM member_volumes WHERE member_id > ${from} AND member_id <= ${from + LOAD_CHUNK}`);
    for (const row of (chunk.rows[0].text ?? '').split(';')) {
      if (!row) continue;
      const [id, totalLeft, totalRight, carryLeft, carryRight] = row.split(',').map(Number);
      state.totalLeft[id] = totalLeft;
      state.totalRight[id] = totalRight;
      state.carryLeft[id] = carryLeft;
      state.carryRight[id] = carryRight;
    }
  }
  return state;
}
