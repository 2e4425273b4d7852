import { type ChildProcess, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { inTransaction, openDatabase } from '../../apps/server/src/db/client.js';
import { issueToken } from '../../apps/server/src/features/auth/index.js';
import { createMember } from '../../apps/server/src/features/member/create-member.js';
import { runMoneyAction } from '../../apps/server/src/features/money/index.js';
import { adjustWallet } from '../../apps/server/src/features/wallet/adjust-wallet.js';
import { verifyLedger } from '../../apps/server/src/features/wallet/verify-ledger.js';
import { hashSecret } from '../../apps/server/src/lib/secrets.js';
import { seed } from '../../apps/server/src/seed.js';
import {
  admin,
  type HttpRound,
  LUA_COUNT_REPLIES,
  LUA_THREADS,
  median,
  PG,
  root,
  round1,
  serverUrl,
  startServer,
  wrk,
  wrkPath,
} from './support.js';

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
${LUA_THREADS}
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
${LUA_COUNT_REPLIES}
`;
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
    // Each session's first transfer verifies the security password in full (scrypt, ~100 ms of
    // CPU): done here for every session, so the rounds measure transfers, not 500 first uses.
    console.log(`Checking the security password of ${people.length} sessions (checkSecPwd)…`);
    const checkStart = Date.now();
    for (let i = 0; i < people.length; i += 8) {
      await Promise.all(
        people.slice(i, i + 8).map(async (person) => {
          const res = await fetch(`${url}/api/member/checkSecPwd`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${person.token}`,
            },
            body: JSON.stringify({ sec_password: 'Secure123' }),
          });
          if (!res.ok) throw new Error(`checkSecPwd ${person.username}: ${res.status}`);
        }),
      );
    }
    console.log(
      `  done in ${((Date.now() - checkStart) / 1000).toFixed(1)} s; warm-up: 5 s of transfers…`,
    );
    const warmUp = wrk(binary, script, url, 5, CLIENTS);

    const rounds: { api: HttpRound & { tps: number }; pgbench_tps: number }[] = [];
    for (let r = 1; r <= ROUNDS; r++) {
      const api = wrk(binary, script, url, SECONDS, CLIENTS);
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
      target_ratio: 0.8,
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
