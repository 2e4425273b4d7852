import { formatSen } from '@rangkai/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { issueToken } from '../../src/features/auth/index.js';
import { verifyLedger } from '../../src/features/wallet/verify-ledger.js';
import {
  bearer,
  createTestApp,
  createTestMember,
  fund,
  SEC_PASSWORD,
  type TestContext,
} from '../helpers.js';

/**
 * Hammer the ledger: many members, thousands of concurrent random transfers and wallet changes,
 * some overdrawing, some repeating an idempotency key. Afterwards nothing was created or lost.
 * 10,000 operations on PostgreSQL (TEST_DATABASE_URL); 1,500 on the embedded database.
 */
const onServer = Boolean(process.env.TEST_DATABASE_URL);
const MEMBERS = 200;
const OPERATIONS = onServer ? 10_000 : 1_500;
const CONCURRENCY = 64;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Wallets = { point1: bigint; point2: bigint; point3: bigint; point4: bigint };
type Op = {
  from: number;
  kind: 'transfer' | 'change';
  wallet: keyof Wallets;
  to: number;
  toWallet: keyof Wallets;
  sen: bigint;
  key?: string;
};

async function balances(): Promise<Map<number, Wallets>> {
  const rows = await ctx.db.execute<{ member_id: number; wallet: keyof Wallets; balance: string }>(
    sql`SELECT member_id, wallet, balance::text FROM accounts WHERE member_id IS NOT NULL`,
  );
  const map = new Map<number, Wallets>();
  for (const r of rows.rows) {
    const w = map.get(Number(r.member_id)) ?? { point1: 0n, point2: 0n, point3: 0n, point4: 0n };
    w[r.wallet] = BigInt(r.balance);
    map.set(Number(r.member_id), w);
  }
  return map;
}

const sum = (map: Map<number, Wallets>) =>
  [...map.values()].reduce((t, w) => t + w.point1 + w.point2 + w.point3 + w.point4, 0n);

it(`keeps every sen through ${OPERATIONS} concurrent money requests`, {
  timeout: 600_000,
}, async () => {
  const people: { id: number; username: string; token: string }[] = [];
  for (let i = 0; i < MEMBERS; i++) {
    const m = await createTestMember(ctx, { sponsorId: 1, leg: ((i % 2) + 1) as 1 | 2 });
    await fund(ctx, m.username, 'point1', String(100 + (i % 50)));
    if (i % 3 === 0) await fund(ctx, m.username, 'point3', '20.00');
    people.push({
      id: m.id,
      username: m.username,
      token: (await issueToken(ctx.db, 'member', m.id, 1)).token,
    });
  }
  const before = await balances();
  const totalBefore = sum(before);
  const movements = async () =>
    Number(
      (
        await ctx.db.execute<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM journals WHERE type IN ('transfer', 'change_wallet')`,
        )
      ).rows[0].n,
    );
  const movementsBefore = await movements();

  let seed = 42;
  const rand = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
  const ops: Op[] = [];
  for (let i = 0; i < OPERATIONS; i++) {
    const from = rand(MEMBERS);
    // Amounts up to 10.00 MYR against point1 balances of 100–149 that wallet changes keep draining:
    // more and more requests overdraw as the run goes on.
    const sen = BigInt(1 + rand(1000));
    if (rand(10) < 7) {
      let to = rand(MEMBERS);
      if (to === from) to = (to + 1) % MEMBERS;
      const wallet = rand(5) === 0 ? 'point3' : 'point1';
      ops.push({ from, kind: 'transfer', wallet, to, toWallet: wallet, sen });
    } else {
      ops.push({
        from,
        kind: 'change',
        wallet: 'point1',
        to: from,
        toWallet: (['point2', 'point3', 'point4'] as const)[rand(3)],
        sen,
      });
    }
    if (rand(10) === 0) {
      const op = ops[ops.length - 1];
      op.key = `dup-${i}`;
      ops.push({ ...op }); // the same request again, same key, racing the first
    }
  }
  // Shuffle so duplicates race at different distances.
  for (let i = ops.length - 1; i > 0; i--) {
    const j = rand(i + 1);
    [ops[i], ops[j]] = [ops[j], ops[i]];
  }

  const replies: {
    op: Op;
    status: number;
    body: { error_code: number; message: string; data: { journal_id?: number } };
  }[] = [];
  let next = 0;
  async function worker() {
    while (next < ops.length) {
      const op = ops[next++];
      const person = people[op.from];
      const headers = { ...bearer(person.token), ...(op.key ? { 'idempotency-key': op.key } : {}) };
      const amount = formatSen(op.sen);
      const res =
        op.kind === 'transfer'
          ? await ctx.app.inject({
              method: 'POST',
              url: '/api/wallet/wallet-transafer',
              headers,
              payload: {
                transfer_type: op.wallet,
                username: people[op.to].username,
                amount,
                sec_password: SEC_PASSWORD,
              },
            })
          : await ctx.app.inject({
              method: 'POST',
              url: '/api/wallet/changeWallet',
              headers,
              payload: { transfer_type: op.toWallet, amount, sec_password: SEC_PASSWORD },
            });
      replies.push({ op, status: res.statusCode, body: res.json() });
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));

  // Only the two expected outcomes: done, or refused for want of balance. Never a 500.
  const outcomes = new Set(replies.map((r) => `${r.status}:${r.body.message}`));
  expect([...outcomes].sort()).toEqual(['200:success_submit', '409:INSUFFICIAN_BALANCE']);

  // Each idempotency key moved money at most once, and its twin got the same reply.
  const byKey = new Map<string, Set<number>>();
  for (const r of replies) {
    if (!r.op.key || r.body.error_code !== 0) continue;
    const set = byKey.get(r.op.key) ?? new Set();
    set.add(r.body.data.journal_id!);
    byKey.set(r.op.key, set);
  }
  for (const [key, journals] of byKey) expect(journals.size, key).toBe(1);

  // Replay every distinct successful movement on the starting balances: the database must agree.
  const applied = new Map<number, Op>();
  for (const r of replies) if (r.body.error_code === 0) applied.set(r.body.data.journal_id!, r.op);
  const model = new Map([...before].map(([id, w]) => [id, { ...w }]));
  for (const op of applied.values()) {
    model.get(people[op.from].id)![op.wallet] -= op.sen;
    model.get(people[op.to].id)![op.toWallet] += op.sen;
  }
  const after = await balances();
  expect(after).toEqual(model);
  expect(sum(after)).toBe(totalBefore);
  for (const w of after.values()) for (const v of Object.values(w)) expect(v >= 0n).toBe(true);

  expect((await movements()) - movementsBefore).toBe(applied.size);
  expect(applied.size).toBeGreaterThan(ops.length / 4);
  expect(replies.filter((r) => r.status === 409).length).toBeGreaterThan(0);

  const report = await verifyLedger(ctx.db);
  expect(report, JSON.stringify(report)).toMatchObject({ ok: true, total: '0' });
});
