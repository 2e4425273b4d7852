import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../src/features/wallet/verify-ledger.js';
import {
  bearer,
  createTestApp,
  fund,
  SEC_PASSWORD,
  signedInMember,
  type TestContext,
} from '../helpers.js';

/**
 * Transfers and wallet changes go through the one money path (`runMoneyAction`), which groups the
 * movements of one moment into one transaction: each still its own journal, audit row and stored
 * reply, and one refused movement never fails the others.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  const report = await verifyLedger(ctx.db);
  expect(report, JSON.stringify(report)).toMatchObject({ ok: true });
  await ctx.close();
});

async function member(point1 = '0') {
  const m = await signedInMember(ctx, { point1 });
  const { token } = m;
  // Checked once, as the app does before its first money action: remembered for the session.
  const check = await ctx.app.inject({
    method: 'POST',
    url: '/api/member/checkSecPwd',
    headers: bearer(token),
    payload: { sec_password: SEC_PASSWORD },
  });
  expect(check.json().error_code, check.body).toBe(0);
  return { ...m, token };
}

const transfer = (token: string, to: string, amount: string, key: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/wallet/wallet-transafer',
    headers: { ...bearer(token), 'idempotency-key': key },
    payload: { transfer_type: 'point1', sec_password: SEC_PASSWORD, username: to, amount },
  });

async function journalsOf(ids: number[]) {
  const { rows } = await ctx.db.execute<{ id: string; tx: string }>(sql`
    SELECT id::text, xmin::text AS tx FROM journals WHERE id = ANY(${`{${ids.join(',')}}`}::bigint[])`);
  return rows;
}

describe('movements of one moment', () => {
  it('share a transaction, each with its own journal, audit row and stored reply', async () => {
    const receiver = await member();
    const senders = await Promise.all(Array.from({ length: 12 }, () => member('10.00')));
    const replies = await Promise.all(
      senders.map((s, i) => transfer(s.token, receiver.username, '1.50', `batch-${i}`)),
    );
    for (const r of replies) expect(r.json(), r.body).toMatchObject({ error_code: 0 });
    const ids = replies.map((r) => r.json().data.journal_id as number);
    expect(new Set(ids).size).toBe(12);
    const journals = await journalsOf(ids);
    expect(journals).toHaveLength(12);
    // Grouped: fewer transactions than movements (the requests arrived together).
    expect(new Set(journals.map((j) => j.tx)).size).toBeLessThan(12);

    const audits = await ctx.db.execute<{ target_id: string; member_id: number; action: string }>(
      sql`SELECT target_id, member_id, action FROM audit_log
          WHERE action = 'wallet.transfer' AND target_id = ANY(${`{${ids.join(',')}}`}::text[])`,
    );
    expect(audits.rows.map((a) => Number(a.target_id)).sort()).toEqual([...ids].sort());
    expect(new Set(audits.rows.map((a) => Number(a.member_id)))).toEqual(
      new Set(senders.map((s) => s.id)),
    );
    const keys = await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM idempotency_keys WHERE key LIKE 'batch-%'`,
    );
    expect(Number(keys.rows[0].n)).toBe(12);
    const notes = await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM notifications
          WHERE member_id = ${receiver.id} AND type = 'transfer_received'`,
    );
    expect(Number(notes.rows[0].n)).toBe(12);

    // A repeated key replays the first reply and moves nothing.
    const again = await transfer(senders[0].token, receiver.username, '1.50', 'batch-0');
    expect(again.json()).toEqual(replies[0].json());
    const info = await ctx.app.inject({
      url: '/api/member/get-member-info',
      headers: bearer(receiver.token),
    });
    expect(info.json().data.point1).toBe('18.00');
  });

  it('records every line’s running balance when one member moves several times at once', async () => {
    const a = await member('10.00');
    const b = await member('1.00');
    const change = (key: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/wallet/changeWallet',
        headers: { ...bearer(a.token), 'idempotency-key': key },
        payload: { transfer_type: 'point2', sec_password: SEC_PASSWORD, amount: '2.00' },
      });
    const replies = await Promise.all([
      transfer(a.token, b.username, '1.00', 'run-a1'),
      transfer(b.token, a.username, '0.50', 'run-b1'),
      transfer(a.token, b.username, '1.25', 'run-a2'),
      change('run-a3'),
      transfer(a.token, b.username, '0.75', 'run-a4'),
    ]);
    for (const r of replies) expect(r.json(), r.body).toMatchObject({ error_code: 0 });
    const { rows } = await ctx.db.execute<{
      journal_id: string;
      member_id: number;
      wallet: string;
      amount: string;
      balance_after: string;
      balance: string;
    }>(sql`
      SELECT l.journal_id::text, a.member_id, a.wallet, l.amount::text,
             l.balance_after::text, a.balance::text
        FROM journal_lines l JOIN accounts a ON a.id = l.account_id
       WHERE a.member_id IN (${a.id}, ${b.id}) ORDER BY a.id, l.id`);
    // Each line: the previous line's balance plus its amount; the last: the balance now.
    const byAccount = new Map<string, typeof rows>();
    for (const r of rows) {
      const key = `${r.member_id}:${r.wallet}`;
      byAccount.set(key, [...(byAccount.get(key) ?? []), r]);
    }
    expect(byAccount.size).toBe(3);
    for (const lines of byAccount.values()) {
      let running = 0n;
      for (const line of lines) {
        running += BigInt(line.amount);
        expect(line.balance_after).toBe(running.toString());
      }
      expect(lines.at(-1)!.balance).toBe(running.toString());
    }
    // Each reply's balance is its sender's balance after its own journal.
    for (const [i, r] of replies.entries()) {
      const sender = i === 1 ? b : a;
      const line = rows.find(
        (l) =>
          l.journal_id === String(r.json().data.journal_id) &&
          l.member_id === sender.id &&
          l.wallet === 'point1',
      )!;
      expect(r.json().data.balance).toBe((Number(line.balance_after) / 100).toFixed(2));
    }
    const point1 = async (token: string) =>
      (await ctx.app.inject({ url: '/api/member/get-member-info', headers: bearer(token) })).json()
        .data.point1;
    expect(await point1(a.token)).toBe('5.50');
    expect(await point1(b.token)).toBe('3.50');
  });

  it('answers a refused one alone and moves the others', async () => {
    const receiver = await member();
    const rich = await Promise.all(Array.from({ length: 8 }, () => member('5.00')));
    const poor = await member('1.00');
    const [refused, ...moved] = await Promise.all([
      transfer(poor.token, receiver.username, '2.00', 'poor-1'),
      ...rich.map((s, i) => transfer(s.token, receiver.username, '5.00', `rich-${i}`)),
      transfer(rich[0].token, 'no-such-member-here', '1.00', 'nobody-1'),
    ]);
    expect(refused.json()).toMatchObject({ error_code: expect.any(Number) });
    expect(refused.json().error_code).not.toBe(0);
    expect(refused.json().data).toMatchObject({ amount: 'INSUFFICIAN_BALANCE' });
    const unknown = moved.pop()!;
    expect(unknown.json().data).toMatchObject({ username: 'INCORRECT_USERNAME' });
    for (const r of moved) expect(r.json(), r.body).toMatchObject({ error_code: 0 });
    const info = await ctx.app.inject({
      url: '/api/member/get-member-info',
      headers: bearer(receiver.token),
    });
    expect(info.json().data.point1).toBe('40.00');
    // The refused requests stored nothing under their keys: a retry may go through.
    const keys = await ctx.db.execute<{ key: string }>(
      sql`SELECT key FROM idempotency_keys WHERE key IN ('poor-1', 'nobody-1')`,
    );
    expect(keys.rows).toEqual([]);
    await fund(ctx, poor.username, 'point1', '5.00');
    const retried = await transfer(poor.token, receiver.username, '2.00', 'poor-1');
    expect(retried.json(), retried.body).toMatchObject({ error_code: 0 });
  });

  it('refuses a wrong security password before anything else, and moves nothing', async () => {
    const a = await member('5.00');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/wallet/wallet-transafer',
      headers: { ...bearer(a.token), 'idempotency-key': 'wrong-sec' },
      payload: {
        transfer_type: 'point1',
        sec_password: 'Wrong1234',
        username: 'no-such-member-here',
        amount: '1.00',
      },
    });
    expect(res.json().data).toMatchObject({ sec_password: 'INCORRECT_SEC_PASSWORD' });
  });
});
