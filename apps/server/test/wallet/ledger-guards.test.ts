import fs from 'node:fs';
import path from 'node:path';
import { envelope, movementReply } from '@rangkai/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../src/db/client.js';
import { postJournal, postJournals } from '../../src/features/wallet/ledger.js';
import { verifyLedger } from '../../src/features/wallet/verify-ledger.js';
import {
  bearer,
  createTestApp,
  createTestMember,
  loginAdmin,
  multipart,
  PNG_BYTES,
  SEC_PASSWORD,
  signedInMember,
  type TestContext,
} from '../helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  const report = await verifyLedger(ctx.db);
  expect(report, JSON.stringify(report)).toMatchObject({ ok: true });
  await ctx.close();
});

const member = (point1 = '0') => signedInMember(ctx, { point1 });

const balanceOf = async (memberId: number, wallet = 'point1') =>
  (
    await ctx.db.execute<{ balance: string }>(
      sql`SELECT balance::text FROM accounts WHERE member_id = ${memberId} AND wallet = ${wallet}`,
    )
  ).rows[0].balance;

const count = async (query: ReturnType<typeof sql>) =>
  Number((await ctx.db.execute<{ n: number }>(query)).rows[0].n);

describe('the database guards the ledger', () => {
  it('refuses a plain balance update outside post_journal, even inside a transaction', async () => {
    const a = await member('5');
    const message = (err: { message: string; cause?: { message?: string } }) =>
      err.cause?.message ?? err.message;
    const direct = await ctx.db
      .execute(sql`UPDATE accounts SET balance = balance + 100 WHERE member_id = ${a.id}`)
      .then(() => 'updated', message);
    expect(direct).toMatch(/only through post_journal/);
    const afterPosting = await inTransaction(ctx.db, async (tx) => {
      await postJournal(tx, {
        type: 'x',
        actor: { type: 'system', id: null },
        lines: [
          { account: { memberId: a.id, wallet: 'point1' }, amount: 1n },
          { account: { system: 'adjustments' }, amount: -1n },
        ],
      });
      // The flag post_journal raised is lowered again before it returns.
      await tx.execute(sql`UPDATE accounts SET balance = 999 WHERE member_id = ${a.id}`);
    }).then(() => 'updated', message);
    expect(afterPosting).toMatch(/only through post_journal/);
    const inserted = await ctx.db
      .execute(sql`INSERT INTO accounts (code, balance) VALUES ('forged', 100)`)
      .then(() => 'inserted', message);
    expect(inserted).toMatch(/only through post_journal/);
    expect(await balanceOf(a.id)).toBe('500');
  });

  it('refuses a line naming a journal or account that is not there, and never loses one', async () => {
    const a = await member('5');
    const message = (err: { message: string; cause?: { message?: string } }) =>
      err.cause?.message ?? err.message;
    const lines = await count(sql`SELECT count(*)::int AS n FROM journal_lines`);
    const { rows } = await ctx.db.execute<{ journal: string; account: string }>(sql`
      SELECT (SELECT max(id) FROM journals)::text AS journal,
             (SELECT id FROM accounts WHERE member_id = ${a.id} AND wallet = 'point1')::text AS account`);
    const [{ journal, account }] = rows;
    // Balanced pairs, so only the reference check can refuse them.
    const insert = (j: string, x: string, y: string) =>
      ctx.db
        .execute(sql`INSERT INTO journal_lines (journal_id, account_id, amount, balance_after)
                     VALUES (${j}, ${x}, 1, NULL), (${j}, ${y}, -1, NULL)`)
        .then(() => 'inserted', message);
    expect(await insert('999999999', account, account)).toMatch(/unknown journal \(999999999\)/);
    expect(await insert(journal, account, '999999999')).toMatch(/unknown account \(999999999\)/);
    expect(await count(sql`SELECT count(*)::int AS n FROM journal_lines`)).toBe(lines);
    // What the lines point at stays: accounts are never deleted, neither table truncated.
    for (const statement of [
      sql`DELETE FROM accounts WHERE id = ${account}`,
      sql`TRUNCATE accounts CASCADE`,
      sql`TRUNCATE journals CASCADE`,
    ])
      expect(await ctx.db.execute(statement).then(() => 'done', message)).toMatch(/append-only/);
    expect(await balanceOf(a.id)).toBe('500');
  });

  it('keeps system accounts off the hot path: no balance row, the balance is their lines', async () => {
    const a = await member('12.34');
    const { rows } = await ctx.db.execute<{ code: string; balance: string; lines: string }>(sql`
      SELECT a.code, a.balance::text, coalesce(sum(l.amount), 0)::text AS lines
      FROM accounts a LEFT JOIN journal_lines l ON l.account_id = a.id
      WHERE a.member_id IS NULL GROUP BY a.id ORDER BY a.code`);
    expect(rows.every((r) => r.balance === '0')).toBe(true);
    expect(BigInt(rows.find((r) => r.code === 'adjustments')!.lines)).toBeLessThanOrEqual(-1234n);
    const nullRunning = await count(sql`
      SELECT count(*)::int AS n FROM journal_lines l JOIN accounts a ON a.id = l.account_id
      WHERE a.member_id IS NULL AND l.balance_after IS NOT NULL`);
    expect(nullRunning).toBe(0);
    expect(await balanceOf(a.id)).toBe('1234');
  });

  it('refuses a second journal for the same business event (type, reference)', async () => {
    const a = await member();
    const post = () =>
      inTransaction(ctx.db, (tx) =>
        postJournal(tx, {
          type: 'bonus',
          reference: `close:2026-11-20:member:${a.id}`,
          actor: { type: 'system', id: null },
          lines: [
            { account: { memberId: a.id, wallet: 'point1' }, amount: 80n },
            { account: { memberId: a.id, wallet: 'point4' }, amount: 20n },
            { account: { system: 'bonus_expense' }, amount: -100n },
          ],
        }),
      );
    await post();
    await expect(post()).rejects.toMatchObject({ code: 'REQUEST_COMPLETE' });
    expect(await balanceOf(a.id)).toBe('80');
    expect(await balanceOf(a.id, 'point4')).toBe('20');
  });

  it('posts thousands of lines with repeated accounts in bulk, with running balances', async () => {
    const members = await Promise.all(Array.from({ length: 20 }, () => createTestMember(ctx)));
    // 5,000 journals of one credit each (80/20 split) plus the expense: 15,000 lines.
    const journals = Array.from({ length: 5000 }, (_, i) => {
      const m = members[i % members.length];
      const amount = BigInt(100 + (i % 7));
      const point4 = amount / 5n;
      return {
        reference: `bulk:${i}`,
        memo: 'bonus',
        note: `source ${i}`,
        lines: [
          { account: { memberId: m.id, wallet: 'point1' as const }, amount: amount - point4 },
          { account: { memberId: m.id, wallet: 'point4' as const }, amount: point4 },
          { account: { system: 'bonus_expense' as const }, amount: -amount },
        ],
      };
    });
    const started = performance.now();
    const ids = await inTransaction(ctx.db, (tx) =>
      postJournals(tx, { type: 'bulk_test', actor: { type: 'system', id: null }, journals }),
    );
    const seconds = (performance.now() - started) / 1000;
    expect(ids).toHaveLength(5000);
    expect(new Set(ids).size).toBe(5000);
    expect(seconds).toBeLessThan(30);
    for (const [k, m] of members.entries()) {
      let p1 = 0n;
      let p4 = 0n;
      for (let i = k; i < 5000; i += members.length) {
        const amount = BigInt(100 + (i % 7));
        p4 += amount / 5n;
        p1 += amount - amount / 5n;
      }
      expect(await balanceOf(m.id)).toBe(String(p1));
      expect(await balanceOf(m.id, 'point4')).toBe(String(p4));
    }
    // Each line's running balance: the last line of an account is its balance, and each earlier
    // one is the next one less the next line's amount.
    const broken = await count(sql`
      SELECT count(*)::int AS n FROM (
        SELECT l.balance_after, l.amount,
               lead(l.balance_after) OVER w AS next_balance, lead(l.amount) OVER w AS next_amount
        FROM journal_lines l JOIN journals j ON j.id = l.journal_id JOIN accounts a ON a.id = l.account_id
        WHERE j.type = 'bulk_test' AND a.member_id IS NOT NULL
        WINDOW w AS (PARTITION BY l.account_id ORDER BY l.id)) x
      WHERE next_balance IS NOT NULL AND next_balance <> balance_after + next_amount`);
    expect(broken).toBe(0);
    expect((await verifyLedger(ctx.db)).ok).toBe(true);
  });

  it('refuses a bulk post that would overdraw any member, and writes nothing', async () => {
    const a = await member('1');
    const b = await member();
    const before = await count(sql`SELECT count(*)::int AS n FROM journals`);
    await expect(
      inTransaction(ctx.db, (tx) =>
        postJournals(tx, {
          type: 'bulk_test',
          actor: { type: 'system', id: null },
          journals: [
            {
              lines: [
                { account: { memberId: a.id, wallet: 'point1' }, amount: -60n },
                { account: { memberId: b.id, wallet: 'point1' }, amount: 60n },
              ],
            },
            {
              lines: [
                { account: { memberId: a.id, wallet: 'point1' }, amount: -60n },
                { account: { memberId: b.id, wallet: 'point1' }, amount: 60n },
              ],
            },
          ],
        }),
      ),
    ).rejects.toMatchObject({ code: 'INSUFFICIAN_BALANCE' });
    expect(await count(sql`SELECT count(*)::int AS n FROM journals`)).toBe(before);
    expect(await balanceOf(a.id)).toBe('100');
  });
});

describe('descriptions and notes', () => {
  it('shows the member a description, never the adjustment reason', async () => {
    const a = await member();
    const admin = await loginAdmin(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/wallet/adjust',
      headers: bearer(admin),
      payload: {
        username: a.username,
        wallet: 'point1',
        direction: 'credit',
        amount: '3',
        reason: 'goodwill after ticket #42 (internal)',
        description: 'Goodwill credit',
      },
    });
    expect(res.json().error_code).toBe(0);
    const records = (
      await ctx.app.inject({ url: '/api/record/wallet-record', headers: bearer(a.token) })
    ).json().data.records;
    expect(records[0]).toMatchObject({ type: 'adjustment', memo: 'Goodwill credit' });
    expect(JSON.stringify(records)).not.toContain('internal');
    const ledger = (
      await ctx.app.inject({ url: `/api/admin/members/${a.id}/ledger`, headers: bearer(admin) })
    ).json().data.records;
    expect(ledger[0]).toMatchObject({ note: 'goodwill after ticket #42 (internal)' });
  });
});

describe('the transfer fast path', () => {
  it('answers with the documented reply schema, and replays it for a repeated key', async () => {
    const a = await member('5');
    const b = await member();
    const send = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/wallet/wallet-transafer',
        headers: { ...bearer(a.token), 'idempotency-key': 'fast-path-1' },
        payload: {
          username: b.username,
          amount: '1.25',
          transfer_type: 'point1',
          sec_password: SEC_PASSWORD,
        },
      });
    const first = await send();
    const parsed = envelope(movementReply).strict().safeParse(first.json());
    expect(parsed.success, JSON.stringify(parsed.error)).toBe(true);
    expect((await send()).json()).toEqual(first.json());
    expect(await balanceOf(b.id)).toBe('125');
  });
});

describe('deposit receipts', () => {
  it('a request the database refuses leaves no file behind', async () => {
    const a = await member();
    const upload = () => {
      const form = multipart(
        { amount: '10', method: 'fpx', reference: 'R1' },
        { receipt: { name: 'r.png', type: 'image/png', bytes: PNG_BYTES } },
      );
      return ctx.app.inject({
        method: 'POST',
        url: '/api/wallet/deposit',
        headers: { ...bearer(a.token), ...form.headers },
        payload: form.payload,
      });
    };
    const dir = path.join(ctx.config.uploadsDir, 'receipts');
    const files = () => (fs.existsSync(dir) ? fs.readdirSync(dir).length : 0);
    const before = files();
    expect((await upload()).json().error_code).toBe(0);
    expect(files()).toBe(before + 1);
    expect((await upload()).json().message).toBe('LAST_DEPOSIT_PENDING');
    expect(files()).toBe(before + 1);
  });
});
