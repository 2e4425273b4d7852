import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** Pieces the benchmarks share: the PostgreSQL server, wrk, the real server process. */
export const root = path.resolve(import.meta.dirname, '../..');

export const PG = {
  host: process.env.PGHOST ?? '127.0.0.1',
  port: process.env.PGPORT ?? '5432',
  user: process.env.PGUSER ?? 'postgres',
};

export const serverUrl = (db: string) =>
  PG.host.startsWith('/')
    ? `postgres://${PG.user}@localhost:${PG.port}/${db}?host=${encodeURIComponent(PG.host)}`
    : `postgres://${PG.user}@${PG.host}:${PG.port}/${db}`;

export async function admin(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl('postgres') });
  await client.connect();
  await client.query(sql);
  await client.end();
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
export const round1 = (n: number) => Number(n.toFixed(1));

/** wrk, installed from Debian's packages when missing. */
export function wrkPath(): string {
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

/**
 * Builds the server to JavaScript and starts it as production does (node alone, no TypeScript
 * loader) on a PostgreSQL database; resolves once it answers /readyz.
 */
export async function startServer(
  db: string,
  port: number,
  dataDir: string,
): Promise<ChildProcess> {
  const built = spawnSync('npm', ['run', 'build', '-w', '@rangkai/server', '--silent'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('could not build the server');
  const child = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
      'apps/server/dist/main.js',
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

/** wrk Lua: one counter per thread (the `setup` hook keeps the threads to sum them at the end). */
export const LUA_THREADS = `threads = {}
local next_id = 0
function setup(thread)
  thread:set("tid", next_id)
  next_id = next_id + 1
  table.insert(threads, thread)
end
ok = 0
failed = 0`;

/** wrk Lua: counts 200 replies and prints one RESULT line of JSON (counts and latency) at the end. */
export const LUA_COUNT_REPLIES = `function response(status, headers, body)
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
end`;

export interface HttpRound {
  ok: number;
  failed: number;
  errors: number;
  seconds: number;
  p50: number;
  p95: number;
  p99: number;
}

/** Runs wrk with a Lua script for `seconds`; returns its RESULT line. */
export function wrk(
  binary: string,
  script: string,
  url: string,
  seconds: number,
  clients: number,
): HttpRound {
  const threads = String(Math.min(clients, os.cpus().length));
  const out = execFileSync(
    binary,
    ['-t', threads, '-c', String(clients), '-d', `${seconds}s`, '-s', script, url],
    { encoding: 'utf8' },
  );
  const line = out.split('\n').find((l) => l.startsWith('RESULT '));
  if (!line) throw new Error(`could not read wrk output:\n${out}`);
  return JSON.parse(line.slice(7)) as HttpRound;
}
