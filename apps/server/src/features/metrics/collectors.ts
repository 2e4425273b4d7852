import { desc } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/client.js';
import { bonusCloses } from '../../db/schema/index.js';
import { outboxBacklog } from '../mail/index.js';

/**
 * `load` once for the gauges of one scrape: prom-client collects every metric at once, so calls
 * made while a load is in flight share it; the next scrape loads afresh.
 */
function perScrape<T>(load: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | undefined;
  return () => {
    inFlight ??= load().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
}

/** The metrics of one app instance, in a registry of its own (tests build several apps). */
export interface AppMetrics {
  registry: Registry;
  httpRequests: Counter<'method' | 'route' | 'status'>;
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  rateLimitRefusals: Counter<'route'>;
}

/**
 * Registers every series: HTTP traffic (filled by the plugin's hook), the process's own, and
 * gauges read from the database at each scrape — so figures written by another instance or by the
 * CLI (the outbox, the last daily close) are right whichever instance is scraped.
 */
export function createMetrics(database: Database, log: FastifyBaseLogger): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const failed = (what: string) => (err: unknown) => log.warn({ err }, `metrics: ${what} unread`);

  const httpRequests = new Counter({
    name: 'rangkai_http_requests_total',
    help: 'HTTP requests answered, by route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const httpDuration = new Histogram({
    name: 'rangkai_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const rateLimitRefusals = new Counter({
    name: 'rangkai_rate_limit_refusals_total',
    help: 'Requests refused with 429 (rate limits, lockouts of code requests), by route pattern',
    labelNames: ['route'] as const,
    registers: [registry],
  });

  const poolStats = database.poolStats;
  if (poolStats) {
    new Gauge({
      name: 'rangkai_db_pool_connections',
      help: 'PostgreSQL pool connections: max (DATABASE_POOL_SIZE), total open, idle, and callers waiting for one',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const s = poolStats();
        for (const state of ['max', 'total', 'idle', 'waiting'] as const)
          this.set({ state }, s[state]);
      },
    });
  }

  // Read once per scrape (every gauge of a group asks; the first asks the database).
  const backlog = perScrape(() => outboxBacklog(database.db).catch(failed('outbox')));
  new Gauge({
    name: 'rangkai_mail_outbox_pending',
    help: 'E-mails waiting in the outbox (all instances)',
    registers: [registry],
    async collect() {
      const b = await backlog();
      if (b) this.set(b.pending);
    },
  });
  new Gauge({
    name: 'rangkai_mail_outbox_oldest_pending_seconds',
    help: 'Age of the oldest e-mail waiting in the outbox (0 when none waits)',
    registers: [registry],
    async collect() {
      const b = await backlog();
      if (b) this.set(b.oldestSeconds);
    },
  });

  const lastClose = perScrape(async () => {
    const rows = await database.db
      .select()
      .from(bonusCloses)
      .orderBy(desc(bonusCloses.finishedAt))
      .limit(1)
      .catch(failed('daily close'));
    if (!rows) return undefined;
    const last = rows[0];
    return {
      finished: last ? last.finishedAt.getTime() / 1000 : 0,
      duration: last ? last.durationMs / 1000 : 0,
      bonuses: last?.bonusCount ?? 0,
      credits: last
        ? Number(last.sponsorSen + last.pairingSen + last.levelSen + last.leadershipSen)
        : 0,
    };
  });
  const closeGauge = (
    name: string,
    help: string,
    pick: 'finished' | 'duration' | 'bonuses' | 'credits',
  ) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        const c = await lastClose();
        if (c) this.set(c[pick]);
      },
    });
  closeGauge(
    'rangkai_daily_close_last_finished_timestamp_seconds',
    'When the last daily close finished (Unix time; 0 before the first)',
    'finished',
  );
  closeGauge(
    'rangkai_daily_close_last_duration_seconds',
    'How long the last daily close took',
    'duration',
  );
  closeGauge(
    'rangkai_daily_close_last_credits_sen',
    'Bonuses of the last daily close (sponsor less clawbacks + pairing + level + leadership), in sen',
    'credits',
  );
  closeGauge(
    'rangkai_daily_close_last_bonus_count',
    'Bonus records the last daily close wrote',
    'bonuses',
  );

  return { registry, httpRequests, httpDuration, rateLimitRefusals };
}
