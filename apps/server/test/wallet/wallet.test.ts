import { formatSen } from '@rangkai/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../src/db/client.js';
import { postJournal } from '../../src/features/wallet/ledger.js';
import { verifyLedger } from '../../src/features/wallet/verify-ledger.js';
import { hashSecret } from '../../src/lib/secrets.js';
import {
  bearer,
  createTestApp,
  createTestMember,
  fund,
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

const member = (point1 = '0', point3 = '0') => signedInMember(ctx, { point1, point3 });

async function info(token: string) {
  return (
    await ctx.app.inject({ url: '/api/member/get-member-info', headers: bearer(token) })
  ).json().data;
}

const transfer = (token: string, payload: Record<string, unknown>, key?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/wallet/wallet-transafer',
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload: { transfer_type: 'point1', sec_password: SEC_PASSWORD, ...payload },
  });

describe('transfer', () => {
  it('checks the receiver, then moves point1 to the receiver and records both sides', async () => {
    const a = await member('100.00');
    const b = await member();
    const check = await ctx.app.inject({
      method: 'POST',
      url: '/api/member/checkReceiver',
      headers: bearer(a.token),
      payload: { username: b.memberCode },
    });
    expect(check.json().data).toEqual({
      member_code: b.memberCode,
      username: b.username,
      contact_number: null,
      country: { id: 2, name_en: 'Malaysia' },
    });
    const res = await transfer(a.token, { username: b.username, amount: '12.34', remark: 'lunch' });
    expect(res.json(), res.body).toMatchObject({
      error_code: 0,
      data: { amount: '12.34', balance: '87.66', from_wallet: 'point1', to_wallet: 'point1' },
    });
    expect((await info(a.token)).point1).toBe('87.66');
    expect((await info(b.token)).point1).toBe('12.34');
    const outRec = (
      await ctx.app.inject({
        url: '/api/wallet/wallet-tranfer-record?page=1',
        headers: bearer(a.token),
      })
    ).json().data;
    expect(outRec.records[0]).toMatchObject({
      direction: 'out',
      amount: '12.34',
      remark: 'lunch',
      counterparty: { username: b.username },
    });
    const inRec = (
      await ctx.app.inject({ url: '/api/wallet/wallet-tranfer-record', headers: bearer(b.token) })
    ).json().data;
    expect(inRec.records[0]).toMatchObject({
      direction: 'in',
      amount: '12.34',
      counterparty: { username: a.username },
    });
    const lines = (
      await ctx.app.inject({
        url: '/api/record/wallet-record?wallet=point1&found_type=transfer',
        headers: bearer(b.token),
      })
    ).json().data;
    expect(lines).toMatchObject({
      total: 1,
      records: [{ wallet: 'point1', type: 'transfer', amount: '12.34', balance: '12.34' }],
    });
  });

  it('moves point3 to point3', async () => {
    const a = await member('0', '50');
    const b = await member();
    expect(
      (
        await transfer(a.token, { transfer_type: 'point3', username: b.username, amount: 50 })
      ).json().error_code,
    ).toBe(0);
    expect((await info(b.token)).point3).toBe('50.00');
    expect((await info(a.token)).point3).toBe('0.00');
  });

  it('refuses bad requests with a code and moves nothing', async () => {
    const a = await member('10.00');
    const b = await member();
    const cases: [Record<string, unknown>, string, number][] = [
      [{ username: b.username, amount: '10.01' }, 'INSUFFICIAN_BALANCE', 409],
      [{ username: 'nobody_here', amount: '1' }, 'INCORRECT_USERNAME', 404],
      [{ username: a.username, amount: '1' }, 'CANNOT_TRANSFER_TO_SELF', 400],
      [{ username: b.username, amount: '0' }, 'INCORRECT_AMOUNT', 400],
      [{ username: b.username, amount: '-5' }, 'INCORRECT_AMOUNT', 400],
      [{ username: b.username, amount: '1.005' }, 'INCORRECT_AMOUNT', 400],
      [{ username: b.username, amount: 0.1 + 0.2 }, 'INCORRECT_AMOUNT', 400],
      [{ username: b.username, amount: '1', transfer_type: 'point2' }, 'VALIDATION_ERROR', 400],
      [
        { username: b.username, amount: '1', sec_password: 'Wrong1234' },
        'INCORRECT_SEC_PASSWORD',
        400,
      ],
      [{ username: b.username, amount: '1', balance: '1000' }, 'VALIDATION_ERROR', 400],
    ];
    for (const [payload, code, status] of cases) {
      const res = await transfer(a.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().message, JSON.stringify(payload)).toBe(code);
    }
    expect((await info(a.token)).point1).toBe('10.00');
    expect((await info(b.token)).point1).toBe('0.00');
  });

  it('sends to the member the receiver check showed when a username looks like a member code', async () => {
    const a = await member('5');
    const coded = await member();
    const lookalike = await createTestMember(ctx, { username: coded.memberCode.toLowerCase() });
    const check = await ctx.app.inject({
      method: 'POST',
      url: '/api/member/checkReceiver',
      headers: bearer(a.token),
      payload: { username: coded.memberCode },
    });
    expect(check.json().data.username).toBe(lookalike.username);
    expect(
      (await transfer(a.token, { username: coded.memberCode, amount: '1' })).json().error_code,
    ).toBe(0);
    const balance = async (id: number) =>
      (
        await ctx.db.execute<{ balance: string }>(
          sql`SELECT balance::text FROM accounts WHERE member_id = ${id} AND wallet = 'point1'`,
        )
      ).rows[0].balance;
    expect(await balance(lookalike.id)).toBe('100');
    expect(await balance(coded.id)).toBe('0');
  });

  it('refuses a suspended receiver', async () => {
    const a = await member('5');
    const b = await member();
    await ctx.db.execute(sql`UPDATE members SET status = 'suspended' WHERE id = ${b.id}`);
    expect((await transfer(a.token, { username: b.username, amount: '1' })).json().message).toBe(
      'INCORRECT_USERNAME',
    );
  });

  it('needs a member token', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/wallet/wallet-transafer',
      payload: {},
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('transfer behind a remembered security password', () => {
  // After one transfer the session's password is remembered, and the next transfers are one
  // database call: the database must still refuse what changed since.
  async function remembered() {
    const a = await member('100');
    const b = await member();
    expect((await transfer(a.token, { username: b.username, amount: '1' })).json().error_code).toBe(
      0,
    );
    return { a, b };
  }

  it('refuses the old password once it is changed, takes the new one', async () => {
    const { a, b } = await remembered();
    const hash = await hashSecret('Other1234');
    await ctx.db.execute(sql`UPDATE members SET sec_password_hash = ${hash} WHERE id = ${a.id}`);
    const old = await transfer(a.token, { username: b.username, amount: '1' });
    expect(old.statusCode).toBe(400);
    expect(old.json()).toMatchObject({
      message: 'INCORRECT_SEC_PASSWORD',
      data: { sec_password: 'INCORRECT_SEC_PASSWORD' },
    });
    expect((await info(a.token)).point1).toBe('99.00');
    const fresh = await transfer(a.token, {
      username: b.username,
      amount: '1',
      sec_password: 'Other1234',
    });
    expect(fresh.json().error_code).toBe(0);
    expect((await info(a.token)).point1).toBe('98.00');
  });

  it('refuses while the security password is locked', async () => {
    const { a, b } = await remembered();
    await ctx.db.execute(
      sql`UPDATE members SET sec_locked_until = now() + interval '10 minutes' WHERE id = ${a.id}`,
    );
    const res = await transfer(a.token, { username: b.username, amount: '1' });
    expect(res.statusCode).toBe(423);
    expect(res.json().message).toBe('SEC_PASSWORD_LOCKED');
    expect((await info(b.token)).point1).toBe('1.00');
  });

  it('refuses a revoked session and a suspended member', async () => {
    const { a, b } = await remembered();
    await ctx.db.execute(sql`UPDATE members SET status = 'suspended' WHERE id = ${a.id}`);
    const suspended = await transfer(a.token, { username: b.username, amount: '1' });
    expect(suspended.statusCode).toBe(403);
    expect(suspended.json().message).toBe('ACCOUNT_SUSPENDED');
    await ctx.db.execute(sql`UPDATE members SET status = 'active' WHERE id = ${a.id}`);
    await ctx.db.execute(
      sql`UPDATE tokens SET revoked_at = now() WHERE subject_type = 'member' AND subject_id = ${a.id}`,
    );
    const revoked = await transfer(a.token, { username: b.username, amount: '1' });
    expect(revoked.statusCode).toBe(401);
    const [row] = (
      await ctx.db.execute<{ balance: string }>(
        sql`SELECT balance::text FROM accounts WHERE member_id = ${b.id} AND wallet = 'point1'`,
      )
    ).rows;
    expect(row.balance).toBe('100');
  });

  it('refuses an admin token', async () => {
    const admin = await loginAdmin(ctx);
    const res = await transfer(admin, { username: 'root', amount: '1' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('NO_PERMISSION');
  });
});

describe('idempotency', () => {
  it('replays the first reply for the same key and moves money once', async () => {
    const a = await member('100');
    const b = await member();
    const first = await transfer(a.token, { username: b.username, amount: '10' }, 'key-1');
    const again = await transfer(a.token, { username: b.username, amount: '10' }, 'key-1');
    expect(again.json()).toEqual(first.json());
    expect((await info(a.token)).point1).toBe('90.00');
    const different = await transfer(a.token, { username: b.username, amount: '11' }, 'key-1');
    expect(different.statusCode).toBe(422);
    expect(different.json().message).toBe('IDEMPOTENCY_KEY_REUSED');
    const otherRoute = await ctx.app.inject({
      method: 'POST',
      url: '/api/wallet/changeWallet',
      headers: { ...bearer(a.token), 'idempotency-key': 'key-1' },
      payload: { transfer_type: 'point2', amount: '10', sec_password: SEC_PASSWORD },
    });
    expect(otherRoute.json().message).toBe('IDEMPOTENCY_KEY_REUSED');
    // The same key from another member is that member's own key.
    const c = await member('5');
    expect(
      (await transfer(c.token, { username: b.username, amount: '5' }, 'key-1')).json().error_code,
    ).toBe(0);
    expect((await info(b.token)).point1).toBe('15.00');
  });

  it('lets a refused request be retried with the same key', async () => {
    const a = await member('1');
    const b = await member();
    expect(
      (await transfer(a.token, { username: b.username, amount: '5' }, 'retry-key')).json().message,
    ).toBe('INSUFFICIAN_BALANCE');
    await fund(ctx, a.username, 'point1', '10');
    expect(
      (await transfer(a.token, { username: b.username, amount: '5' }, 'retry-key')).json()
        .error_code,
    ).toBe(0);
    expect((await info(a.token)).point1).toBe('6.00');
  });

  it('moves money once when the same key races itself', async () => {
    const a = await member('100');
    const b = await member();
    const replies = await Promise.all(
      Array.from({ length: 8 }, () =>
        transfer(a.token, { username: b.username, amount: '7' }, 'race-key'),
      ),
    );
    expect(replies.every((r) => r.json().error_code === 0)).toBe(true);
    expect(new Set(replies.map((r) => r.json().data.journal_id)).size).toBe(1);
    expect((await info(a.token)).point1).toBe('93.00');
  });
});

describe('change wallet', () => {
  it('moves point1 into point2, point3 or point4 one to one', async () => {
    const a = await member('30');
    for (const to of ['point2', 'point3', 'point4']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/wallet/changeWallet',
        headers: bearer(a.token),
        payload: { transfer_type: to, amount: '10', sec_password: SEC_PASSWORD },
      });
      expect(res.json(), res.body).toMatchObject({
        error_code: 0,
        data: { from_wallet: 'point1', to_wallet: to },
      });
    }
    expect(await info(a.token)).toMatchObject({
      point1: '0.00',
      point2: '10.00',
      point3: '10.00',
      point4: '10.00',
    });
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/wallet/changeWallet',
      headers: bearer(a.token),
      payload: { transfer_type: 'point1', amount: '1', sec_password: SEC_PASSWORD },
    });
    expect(bad.statusCode).toBe(400);
    const none = await ctx.app.inject({
      method: 'POST',
      url: '/api/wallet/changeWallet',
      headers: bearer(a.token),
      payload: { transfer_type: 'point2', amount: '1', sec_password: SEC_PASSWORD },
    });
    expect(none.json().message).toBe('INSUFFICIAN_BALANCE');
  });
});

describe('deposits', () => {
  it('takes a request with a receipt, one pending at a time; an operator approves it into point3', async () => {
    const a = await member();
    const wallet = (
      await ctx.app.inject({ url: '/api/wallet/getWallet', headers: bearer(a.token) })
    ).json().data;
    expect(wallet.address.length).toBeGreaterThan(5);
    expect(wallet.qr_code).toMatch(/^data:image\/png;base64,/);
    const form = multipart(
      { amount: '250.50', method: 'true', reference: 'FPX123' },
      { receipt: { name: 'r.png', type: 'image/png', bytes: PNG_BYTES } },
    );
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/wallet/deposit',
      headers: { ...bearer(a.token), ...form.headers },
      payload: form.payload,
    });
    expect(res.json(), res.body).toMatchObject({
      error_code: 0,
      data: { amount: '250.50', method: 'fpx', status: 'pending', has_receipt: true },
    });
    const second = await ctx.app.inject({
      method: 'POST',
      url: '/api/wallet/deposit',
      headers: bearer(a.token),
      payload: { amount: '1', method: 'local', reference: 'x1' },
    });
    expect(second.json().message).toBe('LAST_DEPOSIT_PENDING');
    const receipt = await ctx.app.inject({
      url: `/api/wallet/deposit/${res.json().data.id}/receipt`,
      headers: bearer(a.token),
    });
    expect(receipt.headers['content-type']).toBe('image/png');
    const outsider = await member();
    expect(
      (
        await ctx.app.inject({
          url: `/api/wallet/deposit/${res.json().data.id}/receipt`,
          headers: bearer(outsider.token),
        })
      ).statusCode,
    ).toBe(404);

    const admin = await loginAdmin(ctx);
    const queue = (
      await ctx.app.inject({ url: '/api/admin/deposits?status=pending', headers: bearer(admin) })
    ).json().data;
    expect(queue.records.some((d: { id: number }) => d.id === res.json().data.id)).toBe(true);
    const approve = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/deposits/${res.json().data.id}/approve`,
      headers: bearer(admin),
      payload: {},
    });
    expect(approve.json().data.status).toBe('approved');
    expect((await info(a.token)).point3).toBe('250.50');
    const twice = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/deposits/${res.json().data.id}/reject`,
      headers: bearer(admin),
      payload: { reason: 'too late' },
    });
    expect(twice.json().message).toBe('INVALID_STATE');
    expect((await info(a.token)).point3).toBe('250.50');
    const audit = await ctx.db.execute<{ action: string }>(
      sql`SELECT action FROM audit_log WHERE target_type = 'deposit' AND target_id = ${String(res.json().data.id)}`,
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['deposit.approve']);
  });

  it('rejects with a reason and credits nothing', async () => {
    const a = await member();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/wallet/deposit',
      headers: bearer(a.token),
      payload: { amount: '20', method: 'local', reference: 'CDM-1' },
    });
    const admin = await loginAdmin(ctx);
    const noReason = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/deposits/${res.json().data.id}/reject`,
      headers: bearer(admin),
      payload: {},
    });
    expect(noReason.statusCode).toBe(400);
    const rejected = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/deposits/${res.json().data.id}/reject`,
      headers: bearer(admin),
      payload: { reason: 'no such transfer' },
    });
    expect(rejected.json().data).toMatchObject({ status: 'rejected', reason: 'no such transfer' });
    expect((await info(a.token)).point3).toBe('0.00');
    const records = (
      await ctx.app.inject({ url: '/api/wallet/deposit-record', headers: bearer(a.token) })
    ).json().data;
    expect(records.records[0]).toMatchObject({ status: 'rejected', reason: 'no such transfer' });
  });

  it('checks the receipt by content and size', async () => {
    const a = await member();
    const fake = multipart(
      { amount: '5', method: 'fpx' },
      { receipt: { name: 'r.png', type: 'image/png', bytes: Buffer.from('GIF89a not a png') } },
    );
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/wallet/deposit',
      headers: { ...bearer(a.token), ...fake.headers },
      payload: fake.payload,
    });
    expect(res.json()).toMatchObject({
      message: 'VALIDATION_ERROR',
      data: { receipt: 'VALIDATION_ERROR' },
    });
    const big = multipart(
      { amount: '5', method: 'fpx' },
      {
        receipt: {
          name: 'r.png',
          type: 'image/png',
          bytes: Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024)]),
        },
      },
    );
    const tooBig = await ctx.app.inject({
      method: 'POST',
      url: '/api/wallet/deposit',
      headers: { ...bearer(a.token), ...big.headers },
      payload: big.payload,
    });
    expect(tooBig.statusCode).toBe(413);
    const noRef = await ctx.app.inject({
      method: 'POST',
      url: '/api/wallet/deposit',
      headers: bearer(a.token),
      payload: { amount: '5', method: 'fpx' },
    });
    expect(noRef.json().data).toEqual({ reference: 'REQUIRED' });
    const badAmount = await ctx.app.inject({
      method: 'POST',
      url: '/api/wallet/deposit',
      headers: bearer(a.token),
      payload: { amount: '5.555', method: 'fpx', reference: 'r' },
    });
    expect(badAmount.json().data).toEqual({ amount: 'INCORRECT_AMOUNT' });
    expect(
      (await ctx.app.inject({ url: '/api/wallet/deposit-record', headers: bearer(a.token) })).json()
        .data.total,
    ).toBe(0);
  });
});

describe('admin wallet adjustment is idempotent', () => {
  it('credits once for a repeated key, and reaches suspended members', async () => {
    const a = await member();
    await ctx.db.execute(sql`UPDATE members SET status = 'suspended' WHERE id = ${a.id}`);
    const admin = await loginAdmin(ctx);
    const send = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/admin/wallet/adjust',
        headers: { ...bearer(admin), 'idempotency-key': `adj-${a.id}` },
        payload: {
          username: a.username,
          wallet: 'point1',
          direction: 'credit',
          amount: '1',
          reason: 'double click',
        },
      });
    const [first, second] = await Promise.all([send(), send()]);
    expect(second.json()).toEqual(first.json());
    expect((await send()).json()).toEqual(first.json());
    const rows = await ctx.db.execute<{ balance: string }>(
      sql`SELECT balance::text FROM accounts WHERE member_id = ${a.id} AND wallet = 'point1'`,
    );
    expect(rows.rows[0].balance).toBe('100');
  });
});

describe('admin wallet adjustment', () => {
  it('credits and debits with a reason, audited, never below zero', async () => {
    const a = await member();
    const admin = await loginAdmin(ctx);
    const adjust = (direction: string, amount: string, reason: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/admin/wallet/adjust',
        headers: bearer(admin),
        payload: { username: a.username, wallet: 'point4', direction, amount, reason },
      });
    const credit = await adjust('credit', '40', 'promo');
    expect(credit.json().data).toMatchObject({ wallet: 'point4', balance: '40.00' });
    const over = await adjust('debit', '40.01', 'fix');
    expect(over.json().message).toBe('INSUFFICIAN_BALANCE');
    const noReason = await adjust('debit', '1', '');
    expect(noReason.json().data).toHaveProperty('reason');
    const audit = await ctx.db.execute<{
      action: string;
      reason: string;
      after: { balance: string };
    }>(
      sql`SELECT action, reason, after FROM audit_log WHERE target_type = 'member' AND target_id = ${String(a.id)} ORDER BY id`,
    );
    expect(audit.rows.map((r) => [r.action, r.reason, r.after.balance])).toEqual([
      ['wallet.credit', 'promo', '40.00'],
    ]);
    const memberTry = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/wallet/adjust',
      headers: bearer(a.token),
      payload: {},
    });
    expect(memberTry.statusCode).toBe(403);
  });
});

describe('ledger guards in the database', () => {
  it('refuses an unbalanced journal, a negative member balance, and edits to history', async () => {
    const a = await member('5');
    const [{ id: accountId }] = (
      await ctx.db.execute<{ id: number }>(
        sql`SELECT id::int FROM accounts WHERE member_id = ${a.id} AND wallet = 'point1'`,
      )
    ).rows;
    await expect(
      inTransaction(ctx.db, async (tx) => {
        const j = await tx.execute<{ id: number }>(
          sql`INSERT INTO journals (type, actor_type) VALUES ('hack', 'system') RETURNING id`,
        );
        await tx.execute(
          sql`INSERT INTO journal_lines (journal_id, account_id, amount, balance_after) VALUES (${j.rows[0].id}, ${accountId}, 100, 0)`,
        );
      }),
    ).rejects.toThrow();
    const unbalanced = await inTransaction(ctx.db, async (tx) => {
      const j = await tx.execute<{ id: number }>(
        sql`INSERT INTO journals (type, actor_type) VALUES ('hack', 'system') RETURNING id`,
      );
      await tx.execute(
        sql`INSERT INTO journal_lines (journal_id, account_id, amount, balance_after) VALUES (${j.rows[0].id}, ${accountId}, 100, 0), (${j.rows[0].id}, ${accountId}, -99, 0)`,
      );
    }).then(
      () => 'inserted',
      (err: { message: string; cause?: { message?: string } }) => err.cause?.message ?? err.message,
    );
    expect(unbalanced).toMatch(/does not balance \(2 lines summing to 1\)/);
    await expect(
      ctx.db.execute(sql`UPDATE accounts SET balance = -1 WHERE id = ${accountId}`),
    ).rejects.toThrow();
    await expect(
      ctx.db.execute(sql`UPDATE journal_lines SET amount = amount + 1`),
    ).rejects.toThrow();
    await expect(ctx.db.execute(sql`DELETE FROM journals`)).rejects.toThrow();
    await expect(
      inTransaction(ctx.db, (tx) =>
        postJournal(tx, {
          type: 'x',
          actor: { type: 'system', id: null },
          lines: [{ account: { memberId: a.id, wallet: 'point1' }, amount: 1n }],
        }),
      ),
    ).rejects.toThrow();
    expect((await verifyLedger(ctx.db)).ok).toBe(true);
  });

  it('post_journal refuses repeated, unknown or zero lines, an unbalanced set and an overdraft', async () => {
    const a = await member('5');
    const b = await member();
    const ids = (
      await ctx.db.execute<{ id: string }>(
        sql`SELECT id::text FROM accounts WHERE member_id IN (${a.id}, ${b.id}) AND wallet = 'point1' ORDER BY member_id`,
      )
    ).rows.map((r) => r.id);
    const post = (accounts: string, amounts: string) =>
      ctx.db.execute(
        sql`SELECT * FROM post_journal('x', NULL, NULL, NULL, 'system', NULL, ${accounts}::bigint[], ${amounts}::bigint[])`,
      );
    /** The database's own message for a refused call (drizzle wraps it). */
    const refusal = (accounts: string, amounts: string) =>
      post(accounts, amounts).then(
        () => 'posted',
        (err: { message: string; cause?: { message?: string } }) =>
          err.cause?.message ?? err.message,
      );
    const [from, to] = ids;
    const journalsBefore = (
      await ctx.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM journals`)
    ).rows[0].n;
    expect(await refusal(`{${from},${from}}`, '{-1,1}')).toMatch(/unknown or repeated account/);
    expect(await refusal(`{${from},${to}}`, '{-1,2}')).toMatch(/does not balance/);
    expect(await refusal(`{${from},${to}}`, '{0,0}')).toMatch(/zero line/);
    expect(await refusal(`{${from},0}`, '{-1,1}')).toMatch(/unknown or repeated account/);
    expect(await refusal(`{${from}}`, '{0}')).toMatch(/two or more lines/);
    expect(await refusal(`{${from},${to}}`, '{-501,501}')).toMatch(/INSUFFICIAN_BALANCE/);
    expect(
      (await ctx.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM journals`)).rows[0].n,
    ).toBe(journalsBefore);
    const posted = await ctx.db.execute<{ journal_id: string; balances: string[] }>(
      sql`SELECT journal_id::text, balances::text[] FROM post_journal('x', NULL, NULL, NULL, 'system', NULL, ${`{${to},${from}}`}::bigint[], '{2,-2}'::bigint[])`,
    );
    // One row: the journal and each account's balance afterwards, in the order given.
    expect(posted.rows).toHaveLength(1);
    expect(posted.rows[0].balances).toEqual(['2', '498']);
    const lines = await ctx.db.execute<{ account_id: string; amount: string }>(
      sql`SELECT account_id::text, amount::text FROM journal_lines WHERE journal_id = ${posted.rows[0].journal_id} ORDER BY account_id`,
    );
    expect(lines.rows).toEqual([
      { account_id: from, amount: '-2' },
      { account_id: to, amount: '2' },
    ]);
    expect((await info(a.token)).point1).toBe('4.98');
    expect((await info(b.token)).point1).toBe('0.02');
  });

  it('formats sen and times in the database exactly as the server does', async () => {
    const values = [0n, 1n, 9n, 10n, 99n, 100n, 101n, 123456789n, -1n, -250n, 9007199254740993n];
    const { rows } = await ctx.db.execute<{ sen: string; text: string }>(
      sql`SELECT v::text AS sen, format_sen(v) AS text FROM unnest(${`{${values.join(',')}}`}::bigint[]) AS v`,
    );
    expect(rows.map((r) => r.text)).toEqual(values.map((v) => formatSen(v)));
    const at = new Date('2026-01-02T03:04:05.678Z');
    const [time] = (
      await ctx.db.execute<{ text: string }>(
        sql`SELECT iso_time(${at.toISOString()}::timestamptz) AS text`,
      )
    ).rows;
    expect(time.text).toBe(at.toISOString());
  });

  it('serves the self-audit to admins only', async () => {
    const admin = await loginAdmin(ctx);
    const res = await ctx.app.inject({ url: '/api/admin/ledger/verify', headers: bearer(admin) });
    expect(res.json().data).toMatchObject({ ok: true, total: '0' });
    const a = await member();
    expect(
      (await ctx.app.inject({ url: '/api/admin/ledger/verify', headers: bearer(a.token) }))
        .statusCode,
    ).toBe(403);
  });
});

describe('records', () => {
  it('paginates wallet records and filters by wallet and type', async () => {
    const a = await member('50');
    const b = await member();
    for (let i = 0; i < 22; i++) await transfer(a.token, { username: b.username, amount: '1' });
    const p1 = (
      await ctx.app.inject({
        url: '/api/record/wallet-record?wallet=point1&page=1',
        headers: bearer(a.token),
      })
    ).json().data;
    expect(p1).toMatchObject({ total: 23, page: 1, page_size: 20, last_page: 2 });
    expect(p1.records).toHaveLength(20);
    expect(p1.records[0]).toMatchObject({ type: 'transfer', amount: '-1.00', balance: '28.00' });
    const p2 = (
      await ctx.app.inject({
        url: '/api/record/wallet-record?wallet=point1&page=2',
        headers: bearer(a.token),
      })
    ).json().data;
    expect(p2.records.at(-1)).toMatchObject({ type: 'adjustment', amount: '50.00' });
    const none = (
      await ctx.app.inject({
        url: '/api/record/wallet-record?wallet=point2',
        headers: bearer(a.token),
      })
    ).json().data;
    expect(none).toMatchObject({ total: 0, records: [] });
  });
});
