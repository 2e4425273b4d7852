import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../src/features/wallet/verify-ledger.js';
import {
  bearer,
  createTestApp,
  createTestMember,
  fund,
  loginAdmin,
  loginAs,
  multipart,
  SEC_PASSWORD,
  type TestContext,
} from '../helpers.js';

let ctx: TestContext;
let admin: string;
let image: Buffer;
let clients = 0;
/** Each request from its own address: the per-address limits are not what these tests test. */
const address = () => {
  clients++;
  return `10.99.${(clients >> 8) & 255}.${clients & 255}`;
};

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await loginAdmin(ctx);
  image = await sharp({
    create: { width: 400, height: 300, channels: 3, background: { r: 200, g: 50, b: 50 } },
  })
    .jpeg()
    .toBuffer();
});
afterAll(() => ctx.close());

let icCounter = 0;
async function member() {
  const m = await createTestMember(ctx);
  return { ...m, token: await loginAs(ctx, m.username) };
}

function post(token: string, url: string, payload: unknown, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), ...headers },
    payload: payload as Record<string, unknown>,
    remoteAddress: address(),
  });
}

async function approveKyc(m: { token: string }) {
  icCounter++;
  const form = multipart(
    {
      id_number: `P${process.pid}X${icCounter}`,
      fullname: 'Ahmad Ali',
      sec_password: SEC_PASSWORD,
    },
    {
      ic_front: { name: 'f.jpg', type: 'image/jpeg', bytes: image },
      ic_back: { name: 'b.jpg', type: 'image/jpeg', bytes: image },
    },
  );
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/member/UserKyc',
    headers: { ...bearer(m.token), ...form.headers },
    payload: form.payload,
    remoteAddress: address(),
  });
  const id = res.json().data.id;
  const ok = await post(admin, `/api/admin/kyc/${id}/approve`, {});
  expect(ok.json().data.status).toBe('approved');
}

const bank = {
  bank_country: 'Malaysia',
  bank_name: 'Maybank',
  bank_user: 'Ahmad Ali',
  bank_number: '5140-1234 5678',
  branch: 'Jalan Tun Perak',
};

async function saveBank(m: { token: string }) {
  const res = await post(m.token, '/api/member/user-bank', { ...bank, sec_password: SEC_PASSWORD });
  expect(res.json().data, res.body).toMatchObject({ bank_number: '514012345678', editable: false });
}

/** A member who may withdraw: KYC approved, bank details saved, `point1` MYR in point1. */
async function verifiedMember(point1 = '1000') {
  const m = await member();
  await approveKyc(m);
  await saveBank(m);
  await fund(ctx, m.username, 'point1', point1);
  return m;
}

const withdraw = (token: string, amount: unknown, key?: string, sec = SEC_PASSWORD) =>
  post(
    token,
    '/api/wallet/withdrawCash',
    { amount, sec_password: sec },
    key ? { 'idempotency-key': key } : {},
  );

async function point1(token: string) {
  return (
    await ctx.app.inject({ url: '/api/member/get-member-info', headers: bearer(token) })
  ).json().data.point1 as string;
}

async function withdrawalCount(memberId: number) {
  const { rows } = await ctx.db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM withdrawals WHERE member_id = ${memberId}`,
  );
  return rows[0].n;
}

async function systemBalance(code: string) {
  const { rows } = await ctx.db.execute<{ total: string }>(
    sql`SELECT coalesce(sum(l.amount), 0)::text AS total FROM journal_lines l
        JOIN accounts a ON a.id = l.account_id WHERE a.code = ${code}`,
  );
  return BigInt(rows[0].total);
}

describe('bank details', () => {
  it('saves them once (read-only after), refusing bad ones; an operator can reset them', async () => {
    const m = await member();
    const empty = await ctx.app.inject({
      url: '/api/member/get-bank-info',
      headers: bearer(m.token),
    });
    expect(empty.json().data).toMatchObject({ bank_number: null, editable: true });
    const cases: [Record<string, string>, string, string][] = [
      [{ ...bank, bank_name: 'Bank of Nowhere' }, 'VALIDATION_ERROR', 'bank_name'],
      [{ ...bank, bank_country: 'Atlantis' }, 'VALIDATION_ERROR', 'bank_country'],
      [{ ...bank, bank_number: '12ab' }, 'VALIDATION_ERROR', 'bank_number'],
      [{ ...bank, branch: '' }, 'REQUIRED', 'branch'],
      [{ ...bank, bank_user: '  ' }, 'REQUIRED', 'bank_user'],
    ];
    for (const [body, code, field] of cases) {
      const res = await post(m.token, '/api/member/user-bank', {
        ...body,
        sec_password: SEC_PASSWORD,
      });
      expect(res.json(), field).toMatchObject({ message: code, data: { [field]: code } });
    }
    const wrong = await post(m.token, '/api/member/user-bank', {
      ...bank,
      sec_password: 'Nope12345',
    });
    expect(wrong.json().message).toBe('INCORRECT_SEC_PASSWORD');
    expect(
      (await ctx.app.inject({ url: '/api/member/get-bank-info', headers: bearer(m.token) })).json()
        .data.editable,
    ).toBe(true);

    await saveBank(m);
    const again = await post(m.token, '/api/member/user-bank', {
      ...bank,
      bank_number: '999999999',
      sec_password: SEC_PASSWORD,
    });
    expect(again.json().message).toBe('BANK_DETAILS_LOCKED');
    const saved = (
      await ctx.app.inject({ url: '/api/member/get-bank-info', headers: bearer(m.token) })
    ).json().data;
    expect(saved).toMatchObject({ bank_name: 'Maybank', bank_number: '514012345678' });

    const reset = await post(admin, `/api/admin/members/${m.id}/reset-bank`, {
      reason: 'member asked',
    });
    expect(reset.json().error_code, reset.body).toBe(0);
    const other = {
      ...bank,
      bank_country: 'Singapore',
      bank_name: 'DBS Bank',
      sec_password: SEC_PASSWORD,
    };
    const afterReset = await post(m.token, '/api/member/user-bank', other);
    expect(afterReset.json().data).toMatchObject({
      bank_country: 'Singapore',
      bank_name: 'DBS Bank',
    });
  });
});

describe('withdrawals', () => {
  it('refuses a member who is not verified, has no bank details, or asks a wrong amount — moving nothing', async () => {
    const m = await member();
    await fund(ctx, m.username, 'point1', '500');
    expect((await withdraw(m.token, 100)).json().message).toBe('PLEASE_COMPLETE_KYC');
    await approveKyc(m);
    expect((await withdraw(m.token, 100)).json().message).toBe('complete_withdraw_details');
    await saveBank(m);
    const cases: [unknown, string][] = [
      ['10.50', 'INCORRECT_AMOUNT'],
      [0, 'INCORRECT_AMOUNT'],
      ['-20', 'INCORRECT_AMOUNT'],
      ['abc', 'INCORRECT_AMOUNT'],
      [9, 'MIN_WITHDRAW_AMOUNT'],
      [501, 'INSUFFICIAN_BALANCE'],
    ];
    for (const [amount, code] of cases) {
      const res = await withdraw(m.token, amount);
      expect(res.json(), String(amount)).toMatchObject({ message: code, data: { amount: code } });
    }
    expect((await withdraw(m.token, 100, undefined, 'Wrong1234')).json().message).toBe(
      'INCORRECT_SEC_PASSWORD',
    );
    expect(await point1(m.token)).toBe('500.00');
    expect(await withdrawalCount(m.id)).toBe(0);
  });

  it('takes the amount at request; a rejection returns all of it and frees the phase; paid completes it', async () => {
    const m = await verifiedMember('1000');
    const feesBefore = await systemBalance('fees');
    const paidBefore = await systemBalance('bank_payouts');
    const res = await withdraw(m.token, '100', 'w-1');
    expect(res.json().data, res.body).toMatchObject({
      amount: '100.00',
      fee: '5.00',
      amount_received: '95.00',
      amount_usdt: '23.80',
      amount_received_usdt: '22.61',
      bank_name: 'Maybank',
      bank_number: '514012345678',
      status: 'pending',
    });
    expect(await point1(m.token)).toBe('900.00');
    const replay = await withdraw(m.token, '100', 'w-1');
    expect(replay.json().data.id).toBe(res.json().data.id);
    expect(await point1(m.token)).toBe('900.00');
    expect((await withdraw(m.token, 50)).json().message).toBe('LAST_WITHDRAWAL_PENDING');
    const info = (
      await ctx.app.inject({ url: '/api/wallet/withdraw-info', headers: bearer(m.token) })
    ).json().data;
    expect(info).toMatchObject({
      balance: '900.00',
      min_amount: 10,
      fee_percent: 5,
      kyc_status: 'approved',
      pending: true,
    });

    const rejected = await post(admin, `/api/admin/withdrawals/${res.json().data.id}/reject`, {
      reason: 'Account name does not match',
    });
    expect(rejected.json().data).toMatchObject({ status: 'rejected', reviewed_by: 'admin' });
    expect(await point1(m.token)).toBe('1000.00');
    const rejectTwice = await post(admin, `/api/admin/withdrawals/${res.json().data.id}/reject`, {
      reason: 'again',
    });
    expect(rejectTwice.json().message).toBe('INVALID_STATE');
    expect(await point1(m.token)).toBe('1000.00');

    const second = (await withdraw(m.token, 200)).json().data;
    expect(second.status).toBe('pending');
    const payEarly = await post(admin, `/api/admin/withdrawals/${second.id}/pay`, {
      bank_reference: 'TRX-1',
    });
    expect(payEarly.json().message).toBe('INVALID_STATE');
    await post(admin, `/api/admin/withdrawals/${second.id}/approve`, {});
    const paid = await post(admin, `/api/admin/withdrawals/${second.id}/pay`, {
      bank_reference: 'MBB20261126-0001',
    });
    expect(paid.json().data).toMatchObject({
      status: 'completed',
      bank_reference: 'MBB20261126-0001',
    });
    expect(await point1(m.token)).toBe('800.00');
    expect((await systemBalance('fees')) - feesBefore).toBe(1000n);
    expect((await systemBalance('bank_payouts')) - paidBefore).toBe(19000n);
    expect((await withdraw(m.token, 10)).json().message).toBe('WITHDRAWAL_PHASE_USED');

    const records = (
      await ctx.app.inject({ url: '/api/wallet/withdraw-record', headers: bearer(m.token) })
    ).json().data;
    expect(records.records.map((r: { status: string }) => r.status)).toEqual([
      'completed',
      'rejected',
    ]);
    expect(records.records[1].reason).toBe('Account name does not match');
    const onlyRejected = (
      await ctx.app.inject({
        url: '/api/wallet/withdraw-record?status=rejected',
        headers: bearer(m.token),
      })
    ).json().data;
    expect(onlyRejected.total).toBe(1);
    const audit = await ctx.db.execute<{ action: string }>(
      sql`SELECT action FROM audit_log WHERE target_type = 'withdrawal'
          AND target_id IN (${String(res.json().data.id)}, ${String(second.id)}) ORDER BY id`,
    );
    expect(audit.rows.map((r) => r.action)).toEqual([
      'withdrawal.request',
      'withdrawal.reject',
      'withdrawal.request',
      'withdrawal.approve',
      'withdrawal.pay',
    ]);
    expect((await verifyLedger(ctx.db)).ok).toBe(true);
  });

  it('lists the queue with totals and exports approved ones as a bank payout file', async () => {
    const m = await verifiedMember('300');
    const w = (await withdraw(m.token, 120)).json().data;
    const list = (
      await ctx.app.inject({
        url: `/api/admin/withdrawals?status=pending&q=${m.username.slice(0, 6)}`,
        headers: bearer(admin),
      })
    ).json().data;
    expect(list.records.map((r: { id: number }) => r.id)).toContain(w.id);
    expect(list.totals.count).toBe(list.total);
    const mine = (
      await ctx.app.inject({
        url: `/api/admin/withdrawals?status=pending&q=${m.username}`,
        headers: bearer(admin),
      })
    ).json().data;
    expect(mine.totals).toEqual({
      count: 1,
      amount: '120.00',
      fee: '6.00',
      amount_received: '114.00',
    });
    const future = (
      await ctx.app.inject({
        url: `/api/admin/withdrawals?status=pending&q=${m.username}&from=2099-01-01`,
        headers: bearer(admin),
      })
    ).json().data;
    expect(future.total).toBe(0);
    await post(admin, `/api/admin/withdrawals/${w.id}/approve`, {});
    const csv = await ctx.app.inject({
      url: `/api/admin/withdrawals/export.csv?q=${m.username}`,
      headers: bearer(admin),
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(
      /attachment; filename="withdrawals-approved-/,
    );
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'withdrawal_id,member_code,username,bank_country,bank_name,branch,account_holder,account_number,amount_myr,fee_myr,pay_myr,phase,requested_at,approved_at,status',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(
      `${w.id},${m.memberCode},${m.username},Malaysia,Maybank,Jalan Tun Perak,Ahmad Ali,514012345678,120.00,6.00,114.00`,
    );
    const exported = await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'withdrawal.export'`,
    );
    expect(exported.rows[0].n).toBeGreaterThan(0);
  });

  it('refuses an outsider the back-office decisions and changes nothing', async () => {
    const m = await verifiedMember('100');
    const w = (await withdraw(m.token, 50)).json().data;
    const outsider = await member();
    for (const action of ['approve', 'reject', 'pay']) {
      const res = await post(outsider.token, `/api/admin/withdrawals/${w.id}/${action}`, {
        reason: 'mine now',
        bank_reference: 'x',
      });
      expect(res.statusCode).toBe(403);
    }
    const row = await ctx.db.execute<{ status: string }>(
      sql`SELECT status FROM withdrawals WHERE id = ${w.id}`,
    );
    expect(row.rows[0].status).toBe('pending');
    expect(await point1(m.token)).toBe('50.00');
  });

  it('accepts exactly one of 20 simultaneous withdrawals; nothing is created or lost', async () => {
    const m = await verifiedMember('1000');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => withdraw(m.token, 100 + i, `burst-${i}`)),
    );
    const messages = results.map((r) => r.json().message);
    expect(messages.filter((x) => x === 'success_submit')).toHaveLength(1);
    expect(new Set(messages.filter((x) => x !== 'success_submit'))).toEqual(
      new Set(['LAST_WITHDRAWAL_PENDING']),
    );
    expect(results.every((r) => r.statusCode < 500)).toBe(true);
    const accepted = results.find((r) => r.json().message === 'success_submit')!.json().data;
    expect(await withdrawalCount(m.id)).toBe(1);
    expect(await point1(m.token)).toBe(`${1000 - Number.parseInt(accepted.amount, 10)}.00`);
    await post(admin, `/api/admin/withdrawals/${accepted.id}/reject`, { reason: 'test return' });
    expect(await point1(m.token)).toBe('1000.00');
    const report = await verifyLedger(ctx.db);
    expect(report, JSON.stringify(report)).toMatchObject({ ok: true });
    // Withdrawals payable holds exactly what is still to be paid: the pending and approved ones.
    const owed = await ctx.db.execute<{ total: string }>(
      sql`SELECT coalesce(sum(amount_sen), 0)::text AS total FROM withdrawals
          WHERE status IN ('pending', 'approved')`,
    );
    expect(await systemBalance('withdrawals_payable')).toBe(BigInt(owed.rows[0].total));
  });
});
