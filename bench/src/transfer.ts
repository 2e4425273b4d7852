import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inTransaction, openDatabase } from '../../apps/server/src/db/client.js';
import { seed } from '../../apps/server/src/db/seed.js';
import { issueToken } from '../../apps/server/src/features/auth/tokens.js';
import { createMember } from '../../apps/server/src/features/member/create-member.js';
import { runMoneyAction } from '../../apps/server/src/features/money/index.js';
import { adjustWallet } from '../../apps/server/src/features/wallet/adjust-wallet.js';
import { verifyLedger } from '../../apps/server/src/features/wallet/verify-ledger.js';
import { hashSecret } from '../../apps/server/src/lib/secrets.js';

/**
 * Transfers per second through the HTTP API on PostgreSQL at 32 concurrent clients, next to
 * pgbench TPC-B on the same server with the same client count, measured in the same run.
 *
 * Both loads come from C clients (wrk for HTTP, pgbench for TPC-B) over the same transport, and
 * they take turns for several rounds, so a change in the machine's speed during the run (a shared
 * 2-core VM drifts by ±30 % from minute to minute) touches both figures alike.
 */
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const MEMBERS = 500;
const PG = {
  host: process.env.PGHOST ?? '127.0.0.1',
  port: process.env.PGPORT ?? '5432',
  user: process.env.PGUSER ?? 'postgres',
};
const root = path.resolve(import.meta.dirname, '../..');

const serverUrl = (db: string) =>
  PG.host.startsWith('/')
    ? `postgres://${PG.user}@localhost:${PG.port}/${db}?host=${encodeURIComponent(PG.host)}`
    : `postgres://${PG.user}@${PG.host}:${PG.port}/${db}`;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl('postgres') });
  await client.connect();
  await client.query(sql);
  await client.end();
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const round1 = (n: number) => Number(n.toFixed(1));

/** wrk, installed from Debian's packages when missing. */
function wrkPath(): string {
  const found = () => {
    try {
      return execFileSync('sh', ['-c', 'command -v wrk'], { encoding: 'utf8' }).trim();
    } catch {
      return '';
    }
  };
  if (found()) return found();
  console.log('Installing wrk (apt-get install wrk)…');
  execFileSync(
    'sh',
    ['-c', 'apt-get install -y wrk || (apt-get update && apt-get install -y wrk)'],
    {
      stdio: 'ignore',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    },
  );
  const installed = found();
  if (!installed) throw new Error('wrk is needed for the HTTP load: apt-get install wrk');
  return installed;
}

const pgEnv = () => ({ ...process.env, PGHOST: PG.host, PGPORT: PG.port, PGUSER: PG.user });

function pgbenchInit(db: string) {
  execFileSync('pgbench', ['-i', '-q', '-s', String(CLIENTS), db], {
    env: pgEnv(),
    stdio: 'ignore',
  });
}

function pgbench(db: string): number {
  const threads = String(Math.min(CLIENTS, os.cpus().length));
  const out = execFileSync(
    'pgbench',
    ['-c', String(CLIENTS), '-j', threads, '-T', String(SECONDS), '-n', db],
    { env: pgEnv(), encoding: 'utf8' },
  );
  const match = /tps = ([\d.]+)/.exec(out);
  if (!match) throw new Error(`could not read pgbench output:\n${out}`);
  return Number(match[1]);
}

/**
 * The wrk script: each request a 0.01 transfer between two random members (never to oneself)
 * with the sender's bearer token, the security password and a fresh idempotency key; counts the
 * 200 replies and prints one JSON line at the end.
 */
function luaScript(people: { username: string; token: string }[]): string {
  const rows = people.map((p) => `{${JSON.stringify(p.token)},${JSON.stringify(p.username)}}`);
  return `
local people = {
${rows.join(',\n')}
}
local n = #people
threads = {}
local next_id = 0
function setup(thread)
  thread:set("tid", next_id)
  next_id = next_id + 1
  table.insert(threads, thread)
end
ok = 0
failed = 0
local counter = 0
function init(args)
  math.randomseed(tid * 7919 + os.time())
end
function request()
  counter = counter + 1
  local a = math.random(n)
  local b = math.random(n - 1)
  if b >= a then b = b + 1 end
  local body = '{"transfer_type":"point1","username":"' .. people[b][2] ..
    '","amount":"0.01","sec_password":"Secure123"}'
  return wrk.format("POST", "/api/wallet/wallet-transafer", {
    ["Content-Type"] = "application/json",
    ["Authorization"] = "Bearer " .. people[a][1],
    ["Idempotency-Key"] = "bench-" .. os.time() .. "-" .. tid .. "-" .. counter,
  }, body)
end
function response(status, headers, body)
  if status == 200 then ok = ok + 1 else failed = failed + 1 end
end
function done(summary, latency, requests)
  local good, bad = 0, 0
  for _, t in ipairs(threads) do
    good = good + t:get("ok")
    bad = bad + t:get("failed")
  end
  io.write(string.format(
    'RESULT {"ok":%d,"failed":%d,"errors":%d,"seconds":%.3f,"p50":%.2f,"p95":%.2f,"p99":%.2f}\\n',
    good, bad, summary.errors.connect + summary.errors.read + summary.errors.write +
      summary.errors.timeout, summary.duration / 1e6, latency:percentile(50) / 1000,
    latency:percentile(95) / 1000, latency:percentile(99) / 1000))
end
`;
}

interface HttpRound {
  ok: number;
  failed: number;
  errors: number;
  seconds: number;
  p50: number;
  p95: number;
  p99: number;
}

function wrk(binary: string, script: string, url: string, seconds: number): HttpRound {
  const threads = String(Math.min(CLIENTS, os.cpus().length));
  const out = execFileSync(
    binary,
    ['-t', threads, '-c', String(CLIENTS), '-d', `${seconds}s`, '-s', script, url],
    { encoding: 'utf8' },
  );
  const line = out.split('\n').find((l) => l.startsWith('RESULT '));
  if (!line) throw new Error(`could not read wrk output:\n${out}`);
  return JSON.parse(line.slice(7)) as HttpRound;
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

/** Migrates and seeds a fresh database and funds MEMBERS members, each with a live token. */
export async function prepareMembers(url: string) {
  const database = await openDatabase({ url });
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
  const people: { id: number; username: string; token: string }[] = [];
  for (let i = 0; i < MEMBERS; i++) {
    const m = await inTransaction(database.db, (tx) =>
      createMember(
        tx,
        {
          username: `bench${i}`,
          fullname: `Bench ${i}`,
          passwordHash,
          secPasswordHash: secHash,
          countryId: 2,
        },
        { sponsorId: 1, groupType: ((i % 2) + 1) as 1 | 2 },
      ),
    );
    await runMoneyAction(
      database.db,
      {
        actor: { type: 'system', username: 'bench' },
        route: 'wallet-adjust',
        key: null,
        body: null,
      },
      (tx) =>
        adjustWallet(tx, {
          username: m.username,
          wallet: 'point1',
          direction: 'credit',
          amountSen: 1_000_000n,
          reason: 'bench',
          adminId: null,
        }),
    );
    people.push({
      id: m.id,
      username: m.username,
      token: (await issueToken(database.db, 'member', m.id, 2)).token,
    });
  }
  await database.close();
  return people;
}

/** Transfer journals and the ledger self-audit, read after the load. */
async function ledgerAfter(url: string) {
  const database = await openDatabase({ url });
  try {
    const { rows } = await database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM journals WHERE type = 'transfer'`,
    );
    return { transferJournals: rows[0].n, audit: await verifyLedger(database.db) };
  } finally {
    await database.close();
  }
}

export async function transferBenchmark() {
  const stamp = Date.now();
  const appDb = `rangkai_bench_${stamp}`;
  const tpcbDb = `rangkai_pgbench_${stamp}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rangkai-bench-'));
  const binary = wrkPath();
  await admin(`CREATE DATABASE ${appDb}`);
  await admin(`CREATE DATABASE ${tpcbDb}`);
  let server: ChildProcess | undefined;
  try {
    console.log(`Preparing ${MEMBERS} funded members and pgbench scale ${CLIENTS}…`);
    const people = await prepareMembers(serverUrl(appDb));
    pgbenchInit(tpcbDb);
    const script = path.join(dataDir, 'transfer.lua');
    fs.writeFileSync(script, luaScript(people));

    const port = 3900 + (stamp % 90);
    server = await startServer(appDb, port, dataDir);
    const url = `http://127.0.0.1:${port}`;
    console.log('Warm-up: 5 s of transfers (each session verifies its security password once)…');
    const warmUp = wrk(binary, script, url, 5);

    const rounds: { api: HttpRound & { tps: number }; pgbench_tps: number }[] = [];
    for (let r = 1; r <= ROUNDS; r++) {
      const api = wrk(binary, script, url, SECONDS);
      const tps = api.ok / api.seconds;
      const pgbenchTps = pgbench(tpcbDb);
      rounds.push({ api: { ...api, tps: round1(tps) }, pgbench_tps: round1(pgbenchTps) });
      console.log(
        `round ${r}/${ROUNDS}: API ${tps.toFixed(0)} transfers/s (${api.failed} refused, p50 ${api.p50} ms) · pgbench ${pgbenchTps.toFixed(0)} tps · ratio ${(tps / pgbenchTps).toFixed(3)}`,
      );
    }
    server.kill('SIGTERM');
    server = undefined;

    const ledger = await ledgerAfter(serverUrl(appDb));
    const succeeded = warmUp.ok + rounds.reduce((n, r) => n + r.api.ok, 0);
    const apiTps = median(rounds.map((r) => r.api.tps));
    const pgbenchTps = median(rounds.map((r) => r.pgbench_tps));
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
      transport: PG.host.startsWith('/') ? `unix socket ${PG.host}` : `tcp ${PG.host}:${PG.port}`,
      clients: CLIENTS,
      seconds_per_round: SECONDS,
      rounds,
      api: {
        tps: round1(apiTps),
        failed: rounds.reduce((n, r) => n + r.api.failed + r.api.errors, 0),
        latency_ms_median_round: {
          p50: median(rounds.map((r) => r.api.p50)),
          p95: median(rounds.map((r) => r.api.p95)),
          p99: median(rounds.map((r) => r.api.p99)),
        },
      },
      pgbench: { scale: CLIENTS, tps: round1(pgbenchTps) },
      ratio: Number(ratio.toFixed(3)),
      target_ratio: 0.5,
      ledger_after: {
        transfers_answered_ok: succeeded,
        transfer_journals: ledger.transferJournals,
        self_audit_ok: ledger.audit.ok,
      },
    };
    // wrk stops with up to one request per connection in flight, which the server may still
    // complete: every answered transfer has its journal, and at most that many more exist.
    const inFlight = CLIENTS * (ROUNDS + 1);
    if (
      ledger.transferJournals < succeeded ||
      ledger.transferJournals > succeeded + inFlight ||
      !ledger.audit.ok
    ) {
      throw new Error(`ledger does not match the load: ${JSON.stringify(result.ledger_after)}`);
    }
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
