import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { PLACEMENT_TREE } from '../../db/schema/index.js';

/** Pending purchases above this many are not added up per leg on the fly (`today_*` is null). */
const TODAY_VOLUME_LIMIT = 20_000;

interface PendingBuyers {
  /** Last close and label epoch the labels belong to. */
  key: string;
  builtAt: number;
  /** The newest purchase included. */
  maxId: number;
  /** Buyers' placement labels, ascending, and the BV of each purchase. */
  labels: bigint[];
  bv: bigint[];
  prefix: bigint[];
}

/** Per database: pending purchases by buyer label, for today's leg volumes. */
const pendingCache = new WeakMap<object, PendingBuyers>();
/** A full re-read at least this often (a purchase committed out of id order is then included). */
const PENDING_REREAD_MS = 30_000;

/** What today's legs depend on, read with the view: last close, label epoch, newest purchase. */
export interface PendingState {
  day: string | null;
  epoch: string;
  maxId: number;
}

/**
 * Sums of pending BV (business dates after the last close) below each of `legs` (subtrees given
 * by their labels): the pending purchases' buyers sorted by label, prefix sums and two binary
 * searches per leg — nothing is written when someone buys. The buyers are kept per database and
 * topped up with newer purchases; read afresh when a date closes, labels move (`label_epoch`) or
 * every 30 s. Null when there are more pending purchases than can be added up on the fly.
 * `state` is read by the caller, in the same statement as the view.
 */
export async function pendingVolumes(
  db: Executor,
  legs: { lo: bigint; hi: bigint }[],
  state: PendingState,
): Promise<bigint[] | null> {
  const { day, epoch, maxId } = state;
  const key = `${day}:${epoch}`;
  const after = day ? sql`u.business_date > ${day}::date` : sql`true`;
  const read = async (fromId: number) =>
    (
      await db.execute<{ lo: string; bv: string }>(sql`
        SELECT n.lo::text, u.bv_sen::text AS bv FROM user_packages u
        JOIN tree_nodes n ON n.tree = ${PLACEMENT_TREE} AND n.member_id = u.member_id
        WHERE ${after} AND u.id > ${fromId} AND u.id <= ${maxId}
        ORDER BY n.lo`)
    ).rows.map((r) => ({ lo: BigInt(r.lo), bv: BigInt(r.bv) }));
  let cached = pendingCache.get(db);
  if (!cached || cached.key !== key || Date.now() - cached.builtAt > PENDING_REREAD_MS) {
    const { rows: counted } = await db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM user_packages u WHERE ${after}`,
    );
    if (Number(counted[0].n) > TODAY_VOLUME_LIMIT) {
      pendingCache.delete(db);
      return null;
    }
    const rows = await read(0);
    cached = {
      key,
      builtAt: Date.now(),
      maxId,
      labels: rows.map((r) => r.lo),
      bv: rows.map((r) => r.bv),
      prefix: [],
    };
  } else if (maxId > cached.maxId) {
    const merged = [
      ...cached.labels.map((lo, i) => ({ lo, bv: cached!.bv[i] })),
      ...(await read(cached.maxId)),
    ].sort((a, b) => (a.lo < b.lo ? -1 : a.lo > b.lo ? 1 : 0));
    if (merged.length > TODAY_VOLUME_LIMIT) return null;
    cached = {
      ...cached,
      maxId,
      labels: merged.map((r) => r.lo),
      bv: merged.map((r) => r.bv),
      prefix: [],
    };
  }
  if (cached.prefix.length === 0) {
    cached.prefix = [0n];
    for (const bv of cached.bv) cached.prefix.push(cached.prefix[cached.prefix.length - 1] + bv);
  }
  pendingCache.set(db, cached);
  const { labels, prefix } = cached;
  /** The number of labels below `bound` (or at most `bound` when `inclusive`). */
  const rank = (bound: bigint, inclusive: boolean) => {
    let low = 0;
    let high = labels.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (labels[mid] < bound || (inclusive && labels[mid] === bound)) low = mid + 1;
      else high = mid;
    }
    return low;
  };
  return legs.map((leg) => prefix[rank(leg.hi, true)] - prefix[rank(leg.lo, false)]);
}
