import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/**
 * Fixed-window counters in PostgreSQL, shared by every server process on the database: rate
 * limits and lockouts hold however many instances serve the requests. Each hit is one atomic
 * upsert, so parallel requests are counted exactly.
 */
export interface CounterHit {
  count: number;
  resetAt: Date;
}

let hitsSinceSweep = 0;

/** Counts one hit on `key` in a window of `windowMs`; returns the window's count so far. */
export async function countHit(db: Db, key: string, windowMs: number): Promise<CounterHit> {
  const { rows } = await db.execute<{ count: number; reset_at: string }>(sql`
    INSERT INTO rate_limits AS r (key, count, reset_at)
      VALUES (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN r.reset_at <= now() THEN 1 ELSE r.count + 1 END,
      reset_at = CASE WHEN r.reset_at <= now() THEN excluded.reset_at ELSE r.reset_at END
    RETURNING r.count, r.reset_at::text`);
  if (++hitsSinceSweep >= 1000) {
    hitsSinceSweep = 0;
    await db.execute(sql`DELETE FROM rate_limits WHERE reset_at < now() - interval '1 hour'`);
  }
  return { count: Number(rows[0].count), resetAt: new Date(rows[0].reset_at) };
}

/** Takes back one hit of the current window (a login that succeeded after all). */
export async function refundHit(db: Db, key: string): Promise<void> {
  await db.execute(
    sql`UPDATE rate_limits SET count = greatest(count - 1, 0) WHERE key = ${key} AND reset_at > now()`,
  );
}

/** The current window's count for `key` (0 when none). */
export async function peekHits(db: Db, key: string): Promise<number> {
  const { rows } = await db.execute<{ count: number }>(
    sql`SELECT count FROM rate_limits WHERE key = ${key} AND reset_at > now()`,
  );
  return rows[0] ? Number(rows[0].count) : 0;
}

/** Counts a hit and says whether it is within `max` for the window. */
export async function withinLimit(
  db: Db,
  key: string,
  limit: { max: number; windowMs: number },
): Promise<boolean> {
  return (await countHit(db, key, limit.windowMs)).count <= limit.max;
}

type IncrCallback = (err: Error | null, res?: { current: number; ttl: number }) => void;

/**
 * A store for @fastify/rate-limit that keeps its counters in the shared table, one namespace per
 * route (the plugin asks each route's store through `child`).
 */
export function sharedRateLimitStore(getDb: () => Db) {
  return class SharedRateLimitStore {
    private readonly prefix: string;
    private readonly windowMs: number;
    /** The plugin constructs the root store with its options; `child` passes a route's own. */
    constructor(options?: { timeWindow?: unknown }, prefix = 'ip') {
      this.prefix = prefix;
      this.windowMs = typeof options?.timeWindow === 'number' ? options.timeWindow : 60_000;
    }

    incr(key: string, callback: IncrCallback, timeWindow?: number) {
      countHit(getDb(), `${this.prefix}:${key}`, timeWindow ?? this.windowMs).then(
        (hit) => callback(null, { current: hit.count, ttl: hit.resetAt.getTime() - Date.now() }),
        (err: Error) => callback(err),
      );
    }

    child(routeOptions: object) {
      const options = routeOptions as {
        timeWindow?: unknown;
        routeInfo?: { method?: unknown; url?: string };
      };
      const route = options.routeInfo;
      return new SharedRateLimitStore(
        options,
        `ip:${String(route?.method ?? '')}:${route?.url ?? ''}`,
      );
    }
  };
}
