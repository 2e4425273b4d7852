import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { closeBusinessDate } from '../../apps/server/src/features/compensation/close.js';
import { verifyLedger } from '../../apps/server/src/features/wallet/verify-ledger.js';
import { seed } from '../../apps/server/src/seed.js';
import { buildNetwork, DATE } from './network.js';
import { admin, root, serverUrl } from './support.js';

/**
 * The daily close at scale (issue 12): on the local PostgreSQL server, a tree of N members — one
 * spillover leg N/10 levels deep (100,000 at a million) on the root's left, a complete binary tree
 * on its right — with N/5 purchases (200,000 at a million) on one business date, then the close of
 * that date, timed step by step, with the process's peak resident memory, then `ledger:verify`.
 * Sizes: BENCH_CLOSE_SIZES (default 100000,300000,1000000). Target at a million: < 30 s, < 2 GB.
 */
const SIZES = (process.env.BENCH_CLOSE_SIZES ?? '100000,300000,1000000').split(',').map(Number);

interface SizeResult {
  members: number;
  deep_leg: number;
  purchases: number;
  build_s: number;
  close_s: number;
  steps_ms: Record<string, number>;
  peak_rss_mb: number;
  bonus_credits: number;
  members_paid: number;
  members_touched: number;
  rank_changes: number;
  ledger_verify_ok: boolean;
  ledger_verify_s: number;
  /** The machine is shared: its 1-minute load average when the close started. */
  load_average_1m: number;
}

/**
 * A fresh database holding the benchmark network of n members, not yet closed. With BENCH_KEEP=1
 * the first build is kept as a template (`rangkai_close_tpl_<n>`) and later runs copy it (seconds
 * instead of minutes); build_s is then the copy's time. Drop the template by hand when done.
 */
export async function networkDatabase(n: number, name: string) {
  const template = `rangkai_close_tpl_${n}`;
  const keep = process.env.BENCH_KEEP === '1';
  const buildStart = Date.now();
  if (keep && (await databaseExists(template))) {
    await admin(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    const database = await openDatabase({ url: serverUrl(name), poolSize: 4 });
    await database.migrate();
    return { database, build: (Date.now() - buildStart) / 1000 };
  }
  await admin(`CREATE DATABASE ${keep ? template : name}`);
  let database = await openDatabase({ url: serverUrl(keep ? template : name), poolSize: 4 });
  await database.migrate();
  await seed(database.db, {
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: 'Admin12345',
    ROOT_PASSWORD: 'Root12345',
  });
  await buildNetwork(database.db, n);
  if (keep) {
    await database.close();
    await admin(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    database = await openDatabase({ url: serverUrl(name), poolSize: 4 });
  }
  return { database, build: (Date.now() - buildStart) / 1000 };
}

async function databaseExists(name: string) {
  const client = new pg.Client({ connectionString: serverUrl('postgres') });
  await client.connect();
  const { rows } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  await client.end();
  return rows.length > 0;
}

async function runSize(n: number): Promise<SizeResult> {
  const name = `rangkai_close_${n}_${Date.now()}`;
  const { database, build } = await networkDatabase(n, name);
  try {
    const { rows } = await database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM user_packages WHERE business_date = ${DATE}::date`,
    );
    console.log(
      `  ${n.toLocaleString('en')} members built in ${build.toFixed(1)} s; closing ${DATE}…`,
    );
    global.gc?.();
    let peak = process.memoryUsage().rss;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 50);
    const load = os.loadavg()[0];
    const started = Date.now();
    const summary = await closeBusinessDate(database.db, DATE, {
      trigger: 'cli',
      now: new Date(Date.parse(`${DATE}T00:00:00+08:00`) + 86_400_000),
    });
    const close = (Date.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    const verifyStart = Date.now();
    const report = await verifyLedger(database.db);
    const result: SizeResult = {
      members: n,
      deep_leg: Math.floor(n / 10),
      purchases: Number(rows[0].n),
      build_s: Math.round(build * 10) / 10,
      close_s: Math.round(close * 100) / 100,
      steps_ms: summary.timings,
      peak_rss_mb: Math.round(peak / 1048576),
      bonus_credits: summary.bonusCount,
      members_paid: summary.membersPaid,
      members_touched: summary.membersTouched,
      rank_changes: summary.rankChanges,
      ledger_verify_ok: report.ok,
      ledger_verify_s: Math.round((Date.now() - verifyStart) / 100) / 10,
      load_average_1m: Math.round(load * 100) / 100,
    };
    console.log(`  → ${JSON.stringify(result)}`);
    return result;
  } finally {
    await database.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

export async function closeBenchmark() {
  const results: SizeResult[] = [];
  for (const n of SIZES) results.push(await runSize(n));
  const million = results.find((r) => r.members === 1_000_000);
  const out = {
    benchmark: 'daily close (issue 12)',
    date: new Date().toISOString(),
    machine: `${process.arch}, ${(await import('node:os')).cpus()[0]?.model ?? 'cpu'} ×${(await import('node:os')).cpus().length}`,
    target: 'a million members, 200,000 purchases: close < 30 s, peak memory < 2 GB',
    met: million
      ? million.close_s < 30 && million.peak_rss_mb < 2048 && million.ledger_verify_ok
      : null,
    results,
  };
  fs.writeFileSync(
    path.join(root, 'bench/results/close.json'),
    `${JSON.stringify(out, null, 2)}\n`,
  );
  console.log(`met: ${out.met} → bench/results/close.json`);
}
