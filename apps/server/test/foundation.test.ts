import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { DatabaseLockedError } from '../src/db/dir-lock.js';
import {
  accounts,
  admins,
  countries,
  members,
  packages,
  settings,
  states,
} from '../src/db/schema/index.js';
import { ConfigError, loadConfig } from '../src/lib/config.js';
import { seed } from '../src/seed.js';
import {
  bearer,
  createTestApp,
  createTestMember,
  loginAdmin,
  loginAs,
  ROOT_PASSWORD,
  type TestContext,
} from './helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  ctx.app.get('/api/test/boom', async () => {
    throw new Error('secret internals at /srv/app.ts:12');
  });
});
afterAll(() => ctx.close());

describe('health and envelope', () => {
  it('answers healthz and readyz', async () => {
    expect((await ctx.app.inject('/healthz')).json()).toMatchObject({
      error_code: 0,
      data: { status: 'ok' },
    });
    const ready = await ctx.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data.status).toBe('ready');
  });

  it('turns an unexpected error into a 500 envelope with a request id and no internals', async () => {
    const res = await ctx.app.inject('/api/test/boom');
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body).toMatchObject({ error_code: 500, message: 'internalError' });
    expect(body.data.request_id).toMatch(/[0-9a-f-]{36}/);
    expect(res.body).not.toContain('secret internals');
    expect(res.body).not.toContain('.ts');
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    const res = await ctx.app.inject('/api/does-not-exist');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error_code: 404, message: 'NOT_FOUND', data: null });
  });

  it('sends security headers on replies and refusals', async () => {
    for (const url of ['/healthz', '/api/does-not-exist']) {
      const res = await ctx.app.inject(url);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security']).toContain('max-age=');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['content-security-policy']).toContain("object-src 'none'");
    }
  });

  it('publishes the OpenAPI document with the spec paths', async () => {
    const res = await ctx.app.inject('/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    for (const p of [
      '/api/auth/login',
      '/api/member/get-member-info',
      '/api/global/checkRef',
      '/api/global/lookup',
    ]) {
      expect(doc.paths).toHaveProperty([p]);
    }
  });
});

describe('reference data', () => {
  it('lists countries in the spec order with Malaysia as id 2', async () => {
    const body = (await ctx.app.inject('/api/global/country_list')).json();
    expect(body.data.map((c: { name_en: string }) => c.name_en)).toEqual([
      'Malaysia',
      'Singapore',
      'Brunei',
      'Indonesia',
      'Thailand',
      'Vietnam',
      'China',
    ]);
    expect(body.data[0]).toMatchObject({
      id: 2,
      short_form: 'MY',
      country_code: '60',
      sell: '1.00',
    });
  });

  it('lists deposit countries', async () => {
    const body = (await ctx.app.inject('/api/global/countryDepositList')).json();
    expect(body.data.map((c: { id: number }) => c.id)).toContain(2);
  });

  it('serves the lookup with system settings, 16 states, packages and collection points', async () => {
    const { data } = (await ctx.app.inject('/api/global/lookup')).json();
    expect(data.system).toMatchObject({
      usdt_rate: '4.20',
      withdraw_min_amount: '10',
      shipping_fee_east: '10.00',
    });
    expect(data.system).not.toHaveProperty('sec_password_max_tries');
    expect(data.states).toHaveLength(16);
    expect(
      data.states
        .filter((s: { area: string }) => s.area === 'East')
        .map((s: { name: string }) => s.name)
        .sort(),
    ).toEqual(['Labuan', 'Sabah', 'Sarawak']);
    expect(
      data.packages.map(
        (p: { package_name_en: string; price: string }) => `${p.package_name_en}:${p.price}`,
      ),
    ).toEqual([
      'Member:0.00',
      'Silver:300.00',
      'Gold:1000.00',
      'Platinum:3000.00',
      'Diamond:5000.00',
    ]);
    expect(data.collect_points.length).toBeGreaterThan(1);
  });

  it('seeds idempotently', async () => {
    const tables = [countries, states, packages, settings, admins, members, accounts] as const;
    const before = await Promise.all(tables.map((t) => ctx.db.select({ n: count() }).from(t)));
    const again = await seed(ctx.db, ctx.config);
    const after = await Promise.all(tables.map((t) => ctx.db.select({ n: count() }).from(t)));
    expect(after).toEqual(before);
    expect(again.rootMemberCode).toBe(ctx.rootCode);
    expect(again.admin).toBeUndefined();
  });

  it('gives the root member the ROOT_EMAIL when it has none', async () => {
    await seed(ctx.db, { ...ctx.config, ROOT_EMAIL: 'Owner@Rangkai.test' });
    const token = await loginAs(ctx, 'root', ROOT_PASSWORD);
    const info = (
      await ctx.app.inject({ url: '/api/member/get-member-info', headers: bearer(token) })
    ).json().data;
    expect(info.email).toBe('owner@rangkai.test');
    await seed(ctx.db, { ...ctx.config, ROOT_EMAIL: 'other@rangkai.test' });
    const again = (
      await ctx.app.inject({ url: '/api/member/get-member-info', headers: bearer(token) })
    ).json().data;
    expect(again.email).toBe('owner@rangkai.test');
  });

  it('checks referral codes', async () => {
    const good = (
      await ctx.app.inject(`/api/global/checkRef?ref_code=${ctx.rootCode.toLowerCase()}`)
    ).json();
    expect(good).toMatchObject({
      error_code: 0,
      data: { member_code: ctx.rootCode, username: 'root' },
    });
    const bad = await ctx.app.inject('/api/global/checkRef?ref_code=ZZZZ9999');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      message: 'INCORRECT_SPONSOR',
      data: { ref_code: 'INCORRECT_SPONSOR' },
    });
  });
});

describe('member codes', () => {
  it('are short and unambiguous', () => {
    expect(ctx.rootCode).toMatch(/^[2-9A-HJ-KM-NP-Z]{8}$/);
    expect(ctx.rootCode).not.toMatch(/[01OIL]/);
  });
});

describe('login, tokens, member info', () => {
  it('logs in the root member and returns every User info field', async () => {
    const token = await loginAs(ctx, 'root', ROOT_PASSWORD);
    const res = await ctx.app.inject({
      url: '/api/member/get-member-info',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    const info = res.json().data;
    for (const key of [
      'id',
      'username',
      'member_code',
      'fullname',
      'ic',
      'contact_number',
      'email',
      'country_id',
      'created_at',
      'point1',
      'point2',
      'point3',
      'point4',
      'password2',
      'rank',
      'package',
      'user_group_id',
      'premium_member',
      'invest',
      'check_kyc',
      'kycInfo',
    ]) {
      expect(info).toHaveProperty([key]);
    }
    expect(info).toMatchObject({
      username: 'root',
      member_code: ctx.rootCode,
      country_id: 2,
      point1: '0.00',
      point3: '0.00',
      password2: null,
      rank: { rank_name_en: 'Member' },
      check_kyc: { can_withdraw: 'not_started' },
    });
    expect(JSON.stringify(info)).not.toContain('scrypt');
  });

  it('refuses a wrong password and an unknown user alike', async () => {
    for (const payload of [
      { username: 'root', password: 'Wrong1234' },
      { username: 'nobody', password: 'Wrong1234' },
    ]) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error_code: 401, message: 'LOGIN_FAIL', data: null });
    }
  });

  it('names the fields at fault', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'root', extra: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toHaveProperty('password', 'REQUIRED');
  });

  it('requires a valid token and revokes it at logout', async () => {
    expect((await ctx.app.inject('/api/member/get-member-info')).statusCode).toBe(401);
    const forged = await ctx.app.inject({
      url: '/api/member/get-member-info',
      headers: bearer('x'.repeat(43)),
    });
    expect(forged.statusCode).toBe(401);
    const token = await loginAs(ctx, 'root', ROOT_PASSWORD);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(token),
    });
    expect(out.json().error_code).toBe(0);
    const after = await ctx.app.inject({
      url: '/api/member/get-member-info',
      headers: bearer(token),
    });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('UNAUTHORIZED');
  });

  it('answers requests arriving together each for its own token (one query serves them)', async () => {
    const alice = await createTestMember(ctx);
    const bob = await createTestMember(ctx);
    const carol = await createTestMember(ctx);
    const [aliceToken, bobToken, carolToken, adminToken] = await Promise.all([
      loginAs(ctx, alice.username),
      loginAs(ctx, bob.username),
      loginAs(ctx, carol.username),
      loginAdmin(ctx),
    ]);
    await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(bobToken) });
    await ctx.db.update(members).set({ status: 'suspended' }).where(eq(members.id, carol.id));
    const expected = [
      { token: aliceToken, status: 200, username: alice.username },
      { token: bobToken, status: 401, message: 'UNAUTHORIZED' },
      { token: carolToken, status: 403, message: 'ACCOUNT_SUSPENDED' },
      { token: adminToken, status: 403, message: 'NO_PERMISSION' },
      { token: 'y'.repeat(43), status: 401, message: 'UNAUTHORIZED' },
    ];
    // Each token several times, interleaved, all in flight at once.
    const burst = [...expected, ...expected, ...expected];
    const replies = await Promise.all(
      burst.map((e) =>
        ctx.app.inject({ url: '/api/member/get-member-info', headers: bearer(e.token) }),
      ),
    );
    replies.forEach((res, i) => {
      const e = burst[i];
      expect(res.statusCode).toBe(e.status);
      if (e.username) expect(res.json().data.username).toBe(e.username);
      else expect(res.json().message).toBe(e.message);
    });
    const wallets = await Promise.all(
      burst.map((e) => ctx.app.inject({ url: '/api/wallet/getWallet', headers: bearer(e.token) })),
    );
    expect(wallets.map((res) => res.statusCode)).toEqual(burst.map((e) => e.status));
  });

  it('does not let failures from many addresses lock a username (see security/lockouts)', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'ratelimited', password: 'Wrong1234' },
        remoteAddress: `10.0.0.${i + 1}`,
      });
      codes.push(res.statusCode);
    }
    expect(codes.every((c) => c === 401)).toBe(true);
  });

  it('rate limits login attempts per IP', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 32; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: `ip${i}`, password: 'Wrong1234' },
        remoteAddress: '10.9.9.9',
      });
      codes.push(res.statusCode);
    }
    expect(codes.filter((c) => c === 429).length).toBe(2);
  });
});

describe('configuration', () => {
  it('names every problem at once', () => {
    try {
      loadConfig({
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        LOG_LEVEL: 'loud',
        TZ_BUSINESS: 'Mars/Base',
      });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const problems = (err as ConfigError).problems.join('\n');
      for (const name of ['PORT', 'DATABASE_URL', 'LOG_LEVEL', 'TZ_BUSINESS'])
        expect(problems).toContain(name);
    }
  });

  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      ADMIN_USERNAME: 'admin',
      TZ_BUSINESS: 'Asia/Kuala_Lumpur',
      DATABASE_POOL_SIZE: 10,
    });
    expect(config.DATA_DIR).toBe(path.resolve('./data'));
  });
});

describe('embedded database', () => {
  it('refuses a second opener of the same directory and releases the lock on close', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rangkai-lock-'));
    const first = await openDatabase({ dir: path.join(dir, 'db') });
    await expect(openDatabase({ dir: path.join(dir, 'db') })).rejects.toBeInstanceOf(
      DatabaseLockedError,
    );
    await first.close();
    const second = await openDatabase({ dir: path.join(dir, 'db') });
    await second.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
