import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  createTestMember,
  MEMBER_PASSWORD,
  type TestContext,
  uniqueName,
} from '../helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { REMEMBER_TTL_DAYS: '20' } });
});
afterAll(async () => {
  await ctx.close();
});

const login = (
  username: string,
  password: string,
  address: string,
  options: { cookie?: string; remember?: boolean } = {},
) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password, ...(options.remember ? { remember: true } : {}) },
    remoteAddress: address,
    headers: options.cookie ? { cookie: options.cookie } : {},
  });

/** The `name=value` part of the device cookie a login reply sets. */
function deviceCookie(reply: { headers: Record<string, unknown> }): string {
  const header = reply.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header : [String(header ?? '')];
  const cookie = cookies.find((c: string) => c.startsWith('rk_device='));
  expect(cookie, 'device cookie').toBeDefined();
  return (cookie as string).split(';')[0];
}

describe('one budget per account, whatever the spelling', () => {
  it('a Unicode look-alike of a locked username is locked too', async () => {
    const m = await createTestMember(ctx, { username: uniqueName('vi') });
    for (let i = 0; i < 10; i++)
      expect((await login(m.username, 'Wrong1234', '10.80.0.1')).statusCode).toBe(401);
    const spellings = [
      `v\u0130${m.username.slice(2)}`,
      m.username.toUpperCase(),
      m.username.replace(/[a-z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)),
    ];
    for (const spelling of spellings)
      expect((await login(spelling, MEMBER_PASSWORD, '10.80.0.1')).statusCode).toBe(429);
    // Elsewhere the owner still logs in, under any of the spellings the lookup accepts.
    expect((await login(spellings[0], MEMBER_PASSWORD, '10.80.0.2')).statusCode).toBe(200);
  });
});

describe('strangers do not lock the owner out of their own device', () => {
  it('100 wrong passwords from 100 addresses', { timeout: 240_000 }, async () => {
    const m = await createTestMember(ctx);
    const owner = await login(m.username, MEMBER_PASSWORD, '10.81.0.1');
    expect(owner.statusCode).toBe(200);
    const cookie = deviceCookie(owner);
    expect(String(owner.headers['set-cookie'])).toMatch(/HttpOnly/i);
    expect(String(owner.headers['set-cookie'])).toMatch(/SameSite=Lax/i);

    const codes: number[] = [];
    for (let batch = 0; batch < 10; batch++)
      codes.push(
        ...(
          await Promise.all(
            Array.from({ length: 10 }, (_, j) =>
              login(m.username, 'Wrong1234', `10.82.${batch}.${j + 1}`),
            ),
          )
        ).map((r) => r.statusCode),
      );
    expect(codes.filter((c) => c === 401).length).toBe(100);
    // A new device is refused for the hour…
    expect((await login(m.username, MEMBER_PASSWORD, '10.83.0.1')).statusCode).toBe(429);
    // …but the owner's device logs in, from its usual address or any other.
    expect((await login(m.username, MEMBER_PASSWORD, '10.81.0.1', { cookie })).statusCode).toBe(
      200,
    );
    expect((await login(m.username, MEMBER_PASSWORD, '10.84.0.1', { cookie })).statusCode).toBe(
      200,
    );
    // A forged or another account's device cookie is no device at all.
    const forged = `${cookie.slice(0, -3)}${cookie.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    expect(
      (await login(m.username, MEMBER_PASSWORD, '10.84.0.2', { cookie: forged })).statusCode,
    ).toBe(429);
    const other = await createTestMember(ctx);
    const otherCookie = deviceCookie(await login(other.username, MEMBER_PASSWORD, '10.85.0.1'));
    expect(
      (await login(m.username, MEMBER_PASSWORD, '10.85.0.1', { cookie: otherCookie })).statusCode,
    ).toBe(429);
  });

  it('a device keeps its own budget: ten wrong passwords with its cookie, then 429', async () => {
    const m = await createTestMember(ctx);
    const cookie = deviceCookie(await login(m.username, MEMBER_PASSWORD, '10.86.0.1'));
    const codes: number[] = [];
    for (let i = 0; i < 11; i++)
      codes.push((await login(m.username, 'Wrong1234', '10.86.0.1', { cookie })).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
    expect(codes[10]).toBe(429);
    // The device's guesses did not use up the address's budget for other devices.
    expect((await login(m.username, MEMBER_PASSWORD, '10.86.0.1')).statusCode).toBe(200);
  });
});

describe('remember me', () => {
  it('a remembered login lasts REMEMBER_TTL_DAYS, a plain one TOKEN_TTL_HOURS', async () => {
    const m = await createTestMember(ctx);
    const plain = (await login(m.username, MEMBER_PASSWORD, '10.87.0.1')).json();
    const remembered = (
      await login(m.username, MEMBER_PASSWORD, '10.87.0.1', { remember: true })
    ).json();
    expect(remembered.error_code).toBe(0);
    const hours = (iso: string) => (new Date(iso).getTime() - Date.now()) / 3_600_000;
    expect(hours(plain.data.expires_at)).toBeCloseTo(ctx.config.TOKEN_TTL_HOURS, 0);
    expect(hours(remembered.data.expires_at)).toBeCloseTo(20 * 24, 0);
  });

  it('is revoked by logout and by a password change like any session', async () => {
    const m = await createTestMember(ctx);
    const session = async () =>
      (await login(m.username, MEMBER_PASSWORD, '10.88.0.1', { remember: true })).json().data
        .token as string;
    const info = (token: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/member/get-member-info', headers: bearer(token) });

    const first = await session();
    expect((await info(first)).statusCode).toBe(200);
    await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(first) });
    expect((await info(first)).statusCode).toBe(401);

    const kept = await session();
    const changer = await session();
    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/api/member/change-password',
      headers: bearer(changer),
      payload: {
        old_password: MEMBER_PASSWORD,
        password: 'Changed123',
        password_confirmation: 'Changed123',
      },
    });
    expect(changed.json().error_code).toBe(0);
    expect((await info(kept)).statusCode).toBe(401);
  });

  it('refuses anything but a boolean', async () => {
    const reply = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'nobody', password: 'Wrong1234', remember: 'yes' },
      remoteAddress: '10.89.0.1',
    });
    expect(reply.statusCode).toBe(400);
  });
});
