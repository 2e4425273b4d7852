import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.js';
import { issueToken } from '../../apps/server/src/features/auth/index.js';
import { computeClose } from '../../apps/server/src/features/compensation/engine.js';
import { loadCloseState } from '../../apps/server/src/features/compensation/load-close-state.js';
import { loadPlan } from '../../apps/server/src/features/compensation/load-plan.js';
import { runMoneyAction } from '../../apps/server/src/features/money/index.js';
import { adjustWallet } from '../../apps/server/src/features/wallet/adjust-wallet.js';
import { verifyLedger } from '../../apps/server/src/features/wallet/verify-ledger.js';
import { hashSecret } from '../../apps/server/src/lib/secrets.js';
import { networkDatabase } from './close.js';
import { DATE } from './network.js';
import { admin, root, serverUrl, startServer } from './support.js';

/**
 * Figure (b) of issue 27: how long a member credited by a running million-member close waits to
 * move their own points. The close benchmark's network (BENCH_CLOSE_WAIT_MEMBERS, default
 * 1,000,000; BENCH_KEEP=1 reuses its kept copy) is closed by a process of its own while three
 * members that close credits — early, midway and late in its credit order — each send a 0.01
 * transfer through the real HTTP API (the server built and started as production runs it) every
 * ~50 ms. Latencies before the close (idle) and while it runs: p50, p95, max. Target: max < 100 ms.
 */
const MEMBERS = Number(process.env.BENCH_CLOSE_WAIT_MEMBERS ?? 1_000_000);
const EVERY_MS = 50;
const TARGET_MAX_MS = 100;

interface Sample {
  at: number;
  ms: number;
  ok: boolean;
}

/** Credited members in the close's credit order (a dry run of the engine, rolled back). */
async function creditedMembers(db: Db): Promise<number[]> {
  const order: number[] = [];
  await db
    .transaction(async (tx) => {
      const sales = await tx.execute<{ member_id: number; bv: string }>(sql`
        SELECT member_id, sum(bv_sen)::text AS bv FROM user_packages
        WHERE business_date = ${DATE}::date GROUP BY member_id`);
      const state = await loadCloseState(tx, DATE, { trigger: 'cli' });
      for (const row of sales.rows) state.ownBv[Number(row.member_id)] = Number(row.bv);
      const plan = await loadPlan(tx);
      const result = computeClose(state, plan.packages, plan.ranks, plan.settings);
      const seen = new Set<number>();
      for (const c of result.credits)
        if (c.amountSen > 0 && !seen.has(c.memberId)) {
          seen.add(c.memberId);
          order.push(c.memberId);
        }
      tx.rollback();
    })
    .catch(() => {});
  return [0.1, 0.5, 0.9].map((f) => order[Math.floor(order.length * f)]);
}

/** The senders: security password set, 1,000.00 in point1, a live token each. */
async function prepareSenders(db: Db, ids: number[]) {
  const secHash = await hashSecret('Secure123');
  await db.execute(sql`
    UPDATE members SET sec_password_hash = ${secHash}
    WHERE id = ANY(${`{${ids.join(',')}}`}::int[])`);
  const people: { id: number; username: string; token: string }[] = [];
  for (const id of ids) {
    const username = `b${id}`;
    await runMoneyAction(
      db,
      {
        actor: { type: 'system', username: 'bench' },
        route: 'wallet-adjust',
        key: null,
        body: null,
      },
      (tx) =>
        adjustWallet(tx, {
          username,
          wallet: 'point1',
          direction: 'credit',
          amountSen: 100_000n,
          reason: 'bench',
          adminId: null,
        }),
    );
    people.push({ id, username, token: (await issueToken(db, 'member', id, 2)).token });
  }
  return people;
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const summarise = (samples: Sample[]) => {
  const ms = samples.map((s) => s.ms);
  return {
    transfers: samples.length,
    refused: samples.filter((s) => !s.ok).length,
    p50_ms: Math.round(percentile(ms, 50) * 10) / 10,
    p95_ms: Math.round(percentile(ms, 95) * 10) / 10,
    max_ms: Math.round(Math.max(0, ...ms) * 10) / 10,
  };
};

export async function closeWaitBenchmark() {
  const name = `rangkai_close_wait_${MEMBERS}_${Date.now()}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rangkai-close-wait-'));
  const { database } = await networkDatabase(MEMBERS, name);
  let server: ChildProcess | undefined;
  try {
    const senders = await prepareSenders(database.db, await creditedMembers(database.db));
    const recipient = 'b2';
    const port = 3800 + (Date.now() % 90);
    // The server's own scheduler stays off: the close under test is the only one.
    process.env.DAILY_CLOSE = 'false';
    server = await startServer(name, port, dataDir);
    const url = `http://127.0.0.1:${port}`;
    const post = (token: string, route: string, body: unknown, key?: string) =>
      fetch(`${url}${route}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          ...(key ? { 'idempotency-key': key } : {}),
        },
        body: JSON.stringify(body),
      });
    for (const s of senders) {
      const res = await post(s.token, '/api/member/checkSecPwd', { sec_password: 'Secure123' });
      if (!res.ok) throw new Error(`checkSecPwd ${s.username}: ${res.status} ${await res.text()}`);
    }
    let phase: 'before' | 'close' | 'after' = 'before';
    let stop = false;
    const samples: Record<'before' | 'close' | 'after', Sample[]> = {
      before: [],
      close: [],
      after: [],
    };
    let counter = 0;
    const sender = async (s: (typeof senders)[number]) => {
      while (!stop) {
        const started = performance.now();
        const at = phase;
        const res = await post(
          s.token,
          '/api/wallet/wallet-transafer',
          {
            transfer_type: 'point1',
            username: recipient,
            amount: '0.01',
            sec_password: 'Secure123',
          },
          `close-wait-${s.id}-${++counter}`,
        );
        const reply = (await res.json()) as { error_code?: number };
        const ms = performance.now() - started;
        // A transfer that started before the close and ended during it counts for the close.
        samples[phase === 'close' ? 'close' : at].push({
          at: started,
          ms,
          ok: res.ok && reply.error_code === 0,
        });
        await new Promise((r) => setTimeout(r, Math.max(0, EVERY_MS - ms)));
      }
    };
    const loops = senders.map(sender);
    await new Promise((r) => setTimeout(r, 3000));
    const load = os.loadavg()[0];
    phase = 'close';
    console.log(
      `  closing ${DATE} in a child process; members ${senders.map((s) => s.id)} transfer every ${EVERY_MS} ms…`,
    );
    const output = execFileAsync(process.execPath, [
      '--import',
      'tsx',
      // BENCH_CLOSE_CHILD: another tree's copy of the script (the close as another commit has it).
      process.env.BENCH_CLOSE_CHILD ?? path.join(root, 'bench/src/close-child.ts'),
      serverUrl(name),
    ]);
    const closeOut = JSON.parse((await output).trim().split('\n').pop() ?? '{}');
    phase = 'after';
    await new Promise((r) => setTimeout(r, 2000));
    stop = true;
    await Promise.all(loops);
    server.kill('SIGTERM');
    server = undefined;
    const audit = await verifyLedger(database.db);
    const during = summarise(samples.close);
    const result = {
      benchmark: 'transfers of a credited member during a running close (issue 27, figure b)',
      date: new Date().toISOString(),
      machine: `${os.cpus()[0]?.model ?? 'cpu'} ×${os.cpus().length}`,
      load_average_1m_at_close_start: Math.round(load * 100) / 100,
      members: MEMBERS,
      senders: senders.map((s) => s.id),
      every_ms: EVERY_MS,
      close: closeOut,
      before_close: summarise(samples.before),
      during_close: during,
      after_close: summarise(samples.after),
      target: `max < ${TARGET_MAX_MS} ms during the close`,
      met: during.max_ms < TARGET_MAX_MS && during.refused === 0,
      ledger_verify_ok: audit.ok,
    };
    console.log(JSON.stringify(result, null, 2));
    if (process.env.BENCH_CLOSE_WAIT_WRITE !== '0')
      fs.writeFileSync(
        path.join(root, 'bench/results/close-wait.json'),
        `${JSON.stringify(result, null, 2)}\n`,
      );
  } finally {
    server?.kill('SIGTERM');
    await database.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function execFileAsync(file: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.once('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`close process exited with ${code}`)),
    );
  });
}
