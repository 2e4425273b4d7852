import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { inTransaction } from '../../src/db/client.js';
import { verifySecPassword } from '../../src/features/member/index.js';
import { checkOtp, sendOtp } from '../../src/features/otp/index.js';
import {
  bearer,
  createTestApp,
  createTestMember,
  fund,
  loginAs,
  MEMBER_PASSWORD,
  SEC_PASSWORD,
  type TestContext,
} from '../helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

async function member(point1 = '0') {
  const m = await createTestMember(ctx);
  if (point1 !== '0') await fund(ctx, m.username, 'point1', point1);
  return { ...m, token: await loginAs(ctx, m.username) };
}

async function lockState(id: number) {
  const { rows } = await ctx.db.execute<{ fails: number; locked: boolean }>(
    sql`SELECT sec_fail_count AS fails, coalesce(sec_locked_until > now(), false) AS locked FROM members WHERE id = ${id}`,
  );
  return { fails: Number(rows[0].fails), locked: rows[0].locked };
}

const checkSecPwd = (token: string, secPassword: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/member/checkSecPwd',
    headers: bearer(token),
    payload: { sec_password: secPassword },
  });

describe('security-password lockout', () => {
  it('holds against a burst of parallel wrong guesses: at most five are checked', async () => {
    const m = await member();
    const replies = await Promise.all(
      Array.from({ length: 39 }, (_, i) => checkSecPwd(m.token, `Wrong${i}x1`)),
    );
    const messages = replies.map((r) => r.json().message);
    expect(messages.filter((c) => c === 'INCORRECT_SEC_PASSWORD').length).toBeLessThanOrEqual(5);
    expect(
      messages.every((c) => ['INCORRECT_SEC_PASSWORD', 'SEC_PASSWORD_LOCKED'].includes(c)),
    ).toBe(true);
    expect(await lockState(m.id)).toMatchObject({ locked: true });
    // The right password is refused for the rest of the lock.
    expect((await checkSecPwd(m.token, SEC_PASSWORD)).json().message).toBe('SEC_PASSWORD_LOCKED');
  });

  it('a burst of wrong guesses on a transfer, then the right one, moves no money', async () => {
    const a = await member('50');
    const b = await member();
    const transfer = (secPassword: string, i: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/wallet/wallet-transafer',
        headers: { ...bearer(a.token), 'idempotency-key': `burst-${a.id}-${i}` },
        payload: {
          username: b.username,
          amount: '1',
          transfer_type: 'point1',
          sec_password: secPassword,
        },
      });
    const wrong = await Promise.all(
      Array.from({ length: 39 }, (_, i) => transfer(`Guess${i}ab`, i)),
    );
    expect(
      wrong.filter((r) => r.json().message === 'INCORRECT_SEC_PASSWORD').length,
    ).toBeLessThanOrEqual(5);
    const right = await transfer(SEC_PASSWORD, 99);
    expect(right.json().message).toBe('SEC_PASSWORD_LOCKED');
    const { rows } = await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM journals WHERE type = 'transfer' AND actor_id = ${a.id}`,
    );
    expect(rows[0].n).toBe(0);
  });

  it('counts a wrong try even when the caller’s transaction rolls back', async () => {
    const m = await member();
    for (let i = 0; i < 5; i++) {
      const outcome = await inTransaction(ctx.db, async (tx) => {
        await verifySecPassword(tx, m.id, 'Wrong1234');
      }).then(
        () => 'ok',
        (err: { code?: string }) => err.code,
      );
      expect(outcome).toMatch(/INCORRECT_SEC_PASSWORD|SEC_PASSWORD_LOCKED/);
    }
    expect(await lockState(m.id)).toMatchObject({ locked: true });
    await expect(
      inTransaction(ctx.db, (tx) => verifySecPassword(tx, m.id, SEC_PASSWORD)),
    ).rejects.toMatchObject({ code: 'SEC_PASSWORD_LOCKED' });
  });

  it('a burst of right passwords from one member is never locked out', async () => {
    const m = await member();
    const replies = await Promise.all(
      Array.from({ length: 30 }, () => checkSecPwd(m.token, SEC_PASSWORD)),
    );
    expect(replies.map((r) => r.json().message)).toEqual(Array(30).fill('OK'));
    expect(await lockState(m.id)).toEqual({ fails: 0, locked: false });
  });

  it('a right password clears the count; four wrong tries leave one', async () => {
    const m = await member();
    for (let i = 0; i < 4; i++) await checkSecPwd(m.token, 'Wrong1234');
    expect(await lockState(m.id)).toEqual({ fails: 4, locked: false });
    expect((await checkSecPwd(m.token, SEC_PASSWORD)).json().error_code).toBe(0);
    expect(await lockState(m.id)).toEqual({ fails: 0, locked: false });
  });
});

describe('e-mail codes', () => {
  it('a burst of 55 wrong codes gets at most five tries, and the right code is then dead', async () => {
    await sendOtp(ctx.db, {
      purpose: 'register',
      target: 'burst@example.test',
      email: 'burst@example.test',
    });
    await ctx.app.mailWorker.drain();
    const [mail] = fs
      .readdirSync(ctx.config.outboxDir)
      .map((f) => JSON.parse(fs.readFileSync(path.join(ctx.config.outboxDir, f), 'utf8')))
      .filter((m) => m.to === 'burst@example.test');
    const code = /\b(\d{6})\b/.exec(mail.text)![1];
    const wrong = code === '000000' ? '111111' : '000000';
    const results = await Promise.all(
      Array.from({ length: 55 }, () =>
        checkOtp(ctx.db, { purpose: 'register', target: 'burst@example.test', code: wrong }).then(
          () => 'ok',
          (err: { code?: string }) => err.code,
        ),
      ),
    );
    expect(results.every((r) => r === 'INCORRECT_OTP')).toBe(true);
    const { rows } = await ctx.db.execute<{ tries: number }>(
      sql`SELECT tries FROM otps WHERE target = 'burst@example.test'`,
    );
    expect(Number(rows[0].tries)).toBe(5);
    await expect(
      checkOtp(ctx.db, { purpose: 'register', target: 'burst@example.test', code }),
    ).rejects.toMatchObject({ code: 'INCORRECT_OTP' });
  });
});

const login = (username: string, password: string, address: string, app = ctx.app) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    remoteAddress: address,
  });

describe('login limits', () => {
  it('counts failures only, per address: a stranger elsewhere does not lock the owner out', async () => {
    const m = await createTestMember(ctx);
    // Successful logins never count.
    for (let i = 0; i < 12; i++)
      expect((await login(m.username, MEMBER_PASSWORD, '10.50.0.1')).statusCode).toBe(200);
    const stranger = [];
    for (let i = 0; i < 12; i++)
      stranger.push((await login(m.username, 'Wrong1234', '10.50.9.9')).statusCode);
    expect(stranger.slice(0, 10).every((c) => c === 401)).toBe(true);
    expect(stranger.slice(10)).toEqual([429, 429]);
    // The owner's own device still logs in.
    const owner = await login(m.username, MEMBER_PASSWORD, '10.50.0.1');
    expect(owner.statusCode).toBe(200);
    expect(owner.headers['cache-control']).toBe('no-store');
  });

  it('parallel guesses from one address are counted exactly', async () => {
    const m = await createTestMember(ctx);
    const codes = (
      await Promise.all(
        Array.from({ length: 30 }, () => login(m.username, 'Wrong1234', '10.51.0.1')),
      )
    ).map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401).length).toBe(10);
    expect(codes.filter((c) => c === 429).length).toBe(20);
  });

  it('a slower limit per username holds across addresses', { timeout: 180_000 }, async () => {
    const m = await createTestMember(ctx);
    const codes: number[] = [];
    // A hundred wrong passwords from a hundred addresses, ten at a time (each is a full scrypt),
    // then one more from yet another address.
    for (let batch = 0; batch < 10; batch++)
      codes.push(
        ...(
          await Promise.all(
            Array.from({ length: 10 }, (_, j) => {
              const i = batch * 10 + j;
              return login(m.username, 'Wrong1234', `10.52.${i >> 8}.${i & 255}`);
            }),
          )
        ).map((r) => r.statusCode),
      );
    codes.push((await login(m.username, 'Wrong1234', '10.52.1.1')).statusCode);
    expect(codes.filter((c) => c === 401).length).toBe(100);
    expect(codes.at(-1)).toBe(429);
  });
});

describe('receiver look-up', () => {
  it('is limited per member', async () => {
    const a = await member();
    const b = await member();
    const codes: number[] = [];
    for (let i = 0; i < 31; i++)
      codes.push(
        (
          await ctx.app.inject({
            method: 'POST',
            url: '/api/member/checkReceiver',
            headers: bearer(a.token),
            payload: { username: b.username },
          })
        ).statusCode,
      );
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(codes[30]).toBe(429);
  });
});

describe('two server instances on one database', () => {
  it('share the login limit, the security-password lock and the remembered check', async () => {
    const second = await buildApp({ config: ctx.config, database: ctx.database, logger: false });
    try {
      const m = await createTestMember(ctx);
      const apps = [ctx.app, second];
      const codes: number[] = [];
      for (let i = 0; i < 12; i++)
        codes.push((await login(m.username, 'Wrong1234', '10.60.0.1', apps[i % 2])).statusCode);
      expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
      expect(codes.slice(10)).toEqual([429, 429]);

      const n = await member('10');
      const receiver = await member();
      const tries = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          apps[i % 2].inject({
            method: 'POST',
            url: '/api/member/checkSecPwd',
            headers: bearer(n.token),
            payload: { sec_password: `Wrong${i}abc` },
          }),
        ),
      );
      expect(
        tries.filter((r) => r.json().message === 'INCORRECT_SEC_PASSWORD').length,
      ).toBeLessThanOrEqual(5);
      expect(await lockState(n.id)).toMatchObject({ locked: true });

      // A check remembered by one instance lets the other move money without a second hash.
      const o = await member('10');
      expect(
        (
          await second.inject({
            method: 'POST',
            url: '/api/member/checkSecPwd',
            headers: bearer(o.token),
            payload: { sec_password: SEC_PASSWORD },
          })
        ).statusCode,
      ).toBe(200);
      const { rows } = await ctx.db.execute<{ tag: string | null }>(
        sql`SELECT sec_checked_tag AS tag FROM tokens WHERE subject_type = 'member' AND subject_id = ${o.id}`,
      );
      expect(rows.some((r) => r.tag)).toBe(true);
      const moved = await ctx.app.inject({
        method: 'POST',
        url: '/api/wallet/wallet-transafer',
        headers: bearer(o.token),
        payload: {
          username: receiver.username,
          amount: '1',
          transfer_type: 'point1',
          sec_password: SEC_PASSWORD,
        },
      });
      expect(moved.json()).toMatchObject({ error_code: 0 });
    } finally {
      await second.close();
    }
  });
});
