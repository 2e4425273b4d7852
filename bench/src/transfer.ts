import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { seed } from '../../apps/server/src/db/seed.js';
import { issueToken } from '../../apps/server/src/features/auth/tokens.js';
import { createMember } from '../../apps/server/src/features/member/create-member.js';
import { adjustWallet } from '../../apps/server/src/features/wallet/adjust-wallet.js';
import { hashSecret } from '../../apps/server/src/lib/secrets.js';

/**
 * Transfers per second through the HTTP API on PostgreSQL at 32 concurrent clients, next to
 * pgbench TPC-B on the same server with the same client count, measured in the same run.
 */
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const MEMBERS = 500;
const PG = {
  host: process.env.PGHOST ?? '127.0.0.1',
  port: process.env.PGPORT ?? '5432',
  user: process.env.PGUSER ?? 'postgres',
};
const root = path.resolve(import.meta.dirname, '../..');

const serverUrl = (db: string) => `postgres://${PG.user}@${PG.host}:${PG.port}/${db}`;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl('postgres') });
  await client.connect();
  await client.query(sql);
  await client.end();
}

function pgbench(db: string): number {
  const env = { ...process.env, PGHOST: PG.host, PGPORT: PG.port, PGUSER: PG.user };
  execFileSync('pgbench', ['-i', '-q', '-s', String(CLIENTS), db], { env, stdio: 'ignore' });
  const out = execFileSync(
    'pgbench',
    [
      '-c',
      String(CLIENTS),
      '-j',
      String(Math.min(CLIENTS, os.cpus().length)),
      '-T',
      String(SECONDS),
      '-n',
      db,
    ],
    { env, encoding: 'utf8' },
  );
  const match = /tps = ([\d.]+)/.exec(out);
  if (!match) throw new Error(`could not read pgbench output:\n${out}`);
  return Number(match[1]);
}

async function startServer(db: string, port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
      '--import',
      'tsx',
      'apps/server/src/main.ts',
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: serverUrl(db),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ADMIN_PASSWORD: 'Admin12345',
        ROOT_PASSWORD: 'Root12345',
        WEB_DIST: path.join(dataDir, 'none'),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return child;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error('server did not become ready');
}

export async function transferBenchmark() {
  const stamp = Date.now();
  const appDb = `rangkai_bench_${stamp}`;
  const tpcbDb = `rangkai_pgbench_${stamp}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rangkai-bench-'));
  await admin(`CREATE DATABASE ${appDb}`);
  await admin(`CREATE DATABASE ${tpcbDb}`);
  let server: ChildProcess | undefined;
  try {
    console.log(`Preparing ${MEMBERS} funded members…`);
    const database = await openDatabase({ url: serverUrl(appDb) });
    await database.migrate();
    await seed(database.db, {
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'Admin12345',
      ROOT_PASSWORD: 'Root12345',
    });
    const [passwordHash, secHash] = await Promise.all([
      hashSecret('Bench1234'),
      hashSecret('Secure123'),
    ]);
    const people: { username: string; token: string }[] = [];
    for (let i = 0; i < MEMBERS; i++) {
      const m = await createMember(
        database.db,
        {
          username: `bench${i}`,
          fullname: `Bench ${i}`,
          passwordHash,
          secPasswordHash: secHash,
          countryId: 2,
        },
        { sponsorId: 1, groupType: ((i % 2) + 1) as 1 | 2 },
      );
      await adjustWallet(database.db, {
        username: m.username,
        wallet: 'point1',
        direction: 'credit',
        amountSen: 1_000_000n,
        reason: 'bench',
        admin: { adminId: null, username: 'bench' },
      });
      people.push({
        username: m.username,
        token: (await issueToken(database.db, 'member', m.id, 2)).token,
      });
    }
    await database.close();

    const port = 3900 + (stamp % 90);
    server = await startServer(appDb, port, dataDir);
    const url = `http://127.0.0.1:${port}/api/wallet/wallet-transafer`;
    let done = 0;
    let failed = 0;
    let measuring = false;
    let stop = false;
    const latencies: number[] = [];
    async function client(id: number) {
      let i = id;
      while (!stop) {
        const from = people[i % MEMBERS];
        const to =
          people[
            (i * 7 + 13) % MEMBERS === i % MEMBERS ? (i + 1) % MEMBERS : (i * 7 + 13) % MEMBERS
          ];
        i += CLIENTS;
        const started = performance.now();
        const res = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${from.token}`,
            'idempotency-key': `b-${id}-${i}`,
          },
          body: JSON.stringify({
            transfer_type: 'point1',
            username: to.username,
            amount: '0.01',
            sec_password: 'Secure123',
          }),
        });
        const body = (await res.json()) as { error_code: number };
        if (!measuring) continue;
        if (body.error_code === 0) {
          done++;
          latencies.push(performance.now() - started);
        } else failed++;
      }
    }
    console.log(`HTTP transfers: ${CLIENTS} clients, 3 s warm-up, ${SECONDS} s measured…`);
    const clients = Array.from({ length: CLIENTS }, (_, id) => client(id));
    await new Promise((r) => setTimeout(r, 3000));
    measuring = true;
    const t0 = performance.now();
    await new Promise((r) => setTimeout(r, SECONDS * 1000));
    measuring = false;
    const elapsed = (performance.now() - t0) / 1000;
    stop = true;
    await Promise.all(clients);
    server.kill('SIGTERM');
    server = undefined;
    const apiTps = done / elapsed;
    latencies.sort((a, b) => a - b);
    const pct = (p: number) => Number(latencies[Math.floor(latencies.length * p)]?.toFixed(1) ?? 0);

    console.log(`pgbench TPC-B: ${CLIENTS} clients, scale ${CLIENTS}, ${SECONDS} s…`);
    const pgbenchTps = pgbench(tpcbDb);
    const ratio = apiTps / pgbenchTps;
    const result = {
      benchmark: 'transfer',
      date: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        model: os.cpus()[0]?.model,
        node: process.version,
        postgres: execFileSync('psql', ['--version'], { encoding: 'utf8' }).trim(),
      },
      clients: CLIENTS,
      seconds: SECONDS,
      api: {
        transfers: done,
        failed,
        tps: Number(apiTps.toFixed(1)),
        latency_ms: { p50: pct(0.5), p95: pct(0.95), p99: pct(0.99) },
      },
      pgbench: { scale: CLIENTS, tps: Number(pgbenchTps.toFixed(1)) },
      ratio: Number(ratio.toFixed(3)),
      target_ratio: 0.5,
    };
    const dir = path.join(root, 'bench/results');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'transfer.json'), `${JSON.stringify(result, null, 2)}\n`);
    console.log(JSON.stringify(result, null, 2));
    console.log(
      `ratio ${result.ratio} (target ≥ ${result.target_ratio}) → bench/results/transfer.json`,
    );
  } finally {
    server?.kill('SIGTERM');
    await admin(`DROP DATABASE IF EXISTS ${appDb} WITH (FORCE)`);
    await admin(`DROP DATABASE IF EXISTS ${tpcbDb} WITH (FORCE)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
