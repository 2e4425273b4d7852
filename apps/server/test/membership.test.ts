import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../src/db/schema/index.js';
import { isInSubtree, verifyTrees } from '../src/features/genealogy/index.js';
import {
  bearer,
  createTestApp,
  createTestMember,
  loginAs,
  MEMBER_PASSWORD,
  SEC_PASSWORD,
  type TestContext,
  uniqueName,
} from './helpers.js';
import { startSmtpSink } from './smtp-sink.js';

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let ip = 0;
const nextIp = () => `10.1.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;

beforeAll(async () => {
  smtp = await startSmtpSink();
  ctx = await createTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers, remoteAddress: nextIp() });
const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers, remoteAddress: nextIp() });

async function otpFor(email: string, lang = 'en') {
  const res = await post('/api/global/sent-otp', { email, type: 'register', lang });
  expect(res.json(), res.body).toMatchObject({ error_code: 0, message: 'otp_sent' });
  await ctx.app.mailWorker.drain(); // the code leaves through the outbox
  return smtp.lastCode(email);
}

function body(overrides: Record<string, unknown> = {}) {
  const username = uniqueName('u');
  return {
    username,
    fullname: 'Siti Aminah',
    ic: `IC${username}`.slice(0, 20),
    contact_number: '+60123456789',
    email: `${username}@example.test`,
    country_id: 2,
    state_id: 13,
    ref_id: ctx.rootCode,
    group_type: 1,
    password: 'Passw0rd',
    password_confirmation: 'Passw0rd',
    sec_password: 'Secur3pw',
    agree: true,
    address: '1 Jalan Test',
    postcode: '50450',
    self_pickup: 0,
    ...overrides,
  };
}

async function register(overrides: Record<string, unknown> = {}) {
  const payload = body(overrides);
  const otp = overrides.otp ?? (await otpFor(payload.email as string));
  return post('/api/auth/register', { ...payload, otp });
}

const memberCount = async () =>
  Number(
    (await ctx.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM members`)).rows[0].n,
  );

describe('e-mail OTP', () => {
  it('sends a 6-digit code over SMTP, checks it, and refuses a resend within 60 s', async () => {
    const email = `${uniqueName('o')}@example.test`;
    const code = await otpFor(email);
    expect(code).toMatch(/^\d{6}$/);
    const mail = smtp.received.at(-1)!;
    expect(mail.text).toContain(code);
    expect(mail.html).toContain(code);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await get(`/api/global/check-otp?email=${email}&otp=${wrong}`)).json()).toMatchObject({
      message: 'INCORRECT_OTP',
      data: { otp: 'INCORRECT_OTP' },
    });
    expect((await get(`/api/global/check-otp?email=${email}&otp=${code}`)).json()).toMatchObject({
      error_code: 0,
      message: 'OTP_OK',
    });
    const again = await post('/api/global/sent-otp', { email, type: 'register' });
    expect(again.statusCode).toBe(429);
    expect(again.json().data.resend_after).toBeGreaterThan(50);
  });

  it('writes the mail in the member language', async () => {
    const zh = `${uniqueName('z')}@example.test`;
    await otpFor(zh, 'cn');
    expect(smtp.received.at(-1)!.subject).toBe('Rangkai 验证码');
    expect(smtp.received.at(-1)!.text).toContain('您的验证码是');
    const ms = `${uniqueName('s')}@example.test`;
    await otpFor(ms, 'ms');
    expect(smtp.received.at(-1)!.text).toContain('Kod pengesahan anda ialah');
  });

  it('kills a code after five wrong tries', async () => {
    const email = `${uniqueName('t')}@example.test`;
    const code = await otpFor(email);
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++) await get(`/api/global/check-otp?email=${email}&otp=${wrong}`);
    expect((await get(`/api/global/check-otp?email=${email}&otp=${code}`)).json().message).toBe(
      'INCORRECT_OTP',
    );
  });

  it('rate limits sending per IP', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/global/sent-otp',
        payload: { email: `${uniqueName('r')}@example.test` },
        remoteAddress: '10.200.0.1',
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(codes.slice(10)).toEqual([429, 429]);
  });
});

describe('self-registration', () => {
  it('creates a member on the free package placed at the end node, who can log in', async () => {
    const res = await register();
    expect(res.json(), res.body).toMatchObject({ error_code: 0, message: 'register_success' });
    const { member_code, username, placement } = res.json().data;
    expect(member_code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect(placement.group_type).toBe(1);
    const token = await loginAs(ctx, username, 'Passw0rd');
    const info = (await get('/api/member/get-member-info', bearer(token))).json().data;
    expect(info).toMatchObject({
      username,
      member_code,
      user_group_id: 1,
      premium_member: false,
      password2: 'set',
    });
    const profile = (await get('/api/member/getUserProfile', bearer(token))).json().data;
    expect(profile.sponsor).toMatchObject({ username: 'root', member_code: ctx.rootCode });
    expect(profile).toMatchObject({
      state_id: 13,
      address: '1 Jalan Test',
      receiver_fullname: 'Siti Aminah',
    });
  });

  it('refuses a wrong code and creates nothing', async () => {
    const payload = body();
    await otpFor(payload.email);
    const before = await memberCount();
    const res = await post('/api/auth/register', {
      ...payload,
      otp: '999999' === smtp.lastCode(payload.email) ? '888888' : '999999',
    });
    expect(res.json()).toMatchObject({ message: 'INCORRECT_OTP', data: { otp: 'INCORRECT_OTP' } });
    expect(await memberCount()).toBe(before);
  });

  it('uses a code once', async () => {
    const payload = body();
    const otp = await otpFor(payload.email);
    expect((await post('/api/auth/register', { ...payload, otp })).json().error_code).toBe(0);
    const again = await post('/api/auth/register', {
      ...payload,
      username: uniqueName('x'),
      ic: `X${Date.now()}`,
      otp,
    });
    expect(again.json().message).toBe('INCORRECT_OTP');
  });

  it('names duplicates: username, e-mail and IC', async () => {
    const first = body();
    expect((await register(first)).json().error_code).toBe(0);
    const dupUser = await register({ username: first.username.toUpperCase() });
    expect(dupUser.json()).toMatchObject({
      message: 'MEMBER_EXITS',
      data: { username: 'MEMBER_EXITS' },
    });
    const dupIc = await register({ ic: first.ic.toLowerCase() });
    expect(dupIc.json()).toMatchObject({ message: 'iC_USED', data: { ic: 'iC_USED' } });
    const dupMail = await post('/api/global/sent-otp', { email: first.email.toUpperCase() });
    expect(dupMail.json()).toMatchObject({
      message: 'MEMBER_EXITS',
      data: { email: 'MEMBER_EXITS' },
    });
    expect((await post('/api/auth/checkEmail', { email: first.email })).json().message).toBe(
      'MEMBER_EXITS',
    );
    expect(
      (await post('/api/auth/checkEmail', { email: `${uniqueName()}@example.test` })).json()
        .error_code,
    ).toBe(0);
  });

  it('validates every field with a named code and writes nothing', async () => {
    const before = await memberCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ password: 'shrt1', password_confirmation: 'shrt1' }, 'password', 'invalid_password'],
      [
        { password: 'lettersonly', password_confirmation: 'lettersonly' },
        'password',
        'invalid_password',
      ],
      [
        { password: 'Passw0rd!', password_confirmation: 'Passw0rd!' },
        'password',
        'invalid_password',
      ],
      [{ password_confirmation: 'Other123' }, 'password_confirmation', 'password_not_same'],
      [{ sec_password: 'Passw0rd' }, 'sec_password', 'SEC_SAME_AS_PASSWORD'],
      [{ ref_id: 'NOPE2345' }, 'ref_id', 'INCORRECT_SPONSOR'],
      [{ agree: false }, 'agree', 'must_agree_terms'],
      [{ state_id: null }, 'state_id', 'REQUIRED'],
      [{ email: 'not-an-email' }, 'email', 'invalid_email'],
      [{ username: '1bad' }, 'username', 'invalid_username'],
      [{ group_type: 3 }, 'group_type', 'VALIDATION_ERROR'],
    ];
    for (const [overrides, field, code] of cases) {
      const res = await post('/api/auth/register', body({ ...overrides, otp: '123456' }));
      expect(res.statusCode, JSON.stringify(overrides)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().data, JSON.stringify(overrides)).toHaveProperty(field, code);
    }
    expect(await memberCount()).toBe(before);
  });

  it('needs a collection point for centre pickup and keeps it', async () => {
    const missing = await post('/api/auth/register', body({ self_pickup: 1, otp: '123456' }));
    expect(missing.json().data).toHaveProperty('mall_collect_point_id', 'REQUIRED');
    const unknown = await register({ self_pickup: 1, mall_collect_point_id: 999 });
    expect(unknown.json().data).toEqual({ mall_collect_point_id: 'VALIDATION_ERROR' });
    const res = await register({ self_pickup: 1, mall_collect_point_id: 2 });
    expect(res.json().error_code, res.body).toBe(0);
    const token = await loginAs(ctx, res.json().data.username, 'Passw0rd');
    const profile = (await get('/api/member/getUserProfile', bearer(token))).json().data;
    expect(profile).toMatchObject({ self_pickup: 1, mall_collect_point_id: 2 });
  });

  it('accepts a sponsor by member code or username alike', async () => {
    for (const ref of [ctx.rootCode, ctx.rootCode.toLowerCase(), 'root', 'ROOT']) {
      expect((await get(`/api/global/checkRef?ref_code=${ref}`)).json().data, ref).toEqual({
        member_code: ctx.rootCode,
        username: 'root',
      });
    }
  });

  it('clears area/state outside Malaysia', async () => {
    const res = await register({ country_id: 3, state_id: 5, area: 'East' });
    const [row] = await ctx.db.select().from(members).where(eq(members.id, res.json().data.id));
    expect(row).toMatchObject({ countryId: 3, stateId: null, area: null });
  });

  it("accepts the spec's step-1 area instead of a state, and keeps it for shipping", async () => {
    const res = await register({ state_id: undefined, area: 'East' });
    expect(res.json(), res.body).toMatchObject({ error_code: 0, message: 'register_success' });
    const [row] = await ctx.db.select().from(members).where(eq(members.id, res.json().data.id));
    expect(row).toMatchObject({ countryId: 2, stateId: null, area: 'East' });
    const token = await loginAs(ctx, res.json().data.username, 'Passw0rd');
    const profile = (await get('/api/member/getUserProfile', bearer(token))).json().data;
    expect(profile).toMatchObject({ state_id: null, area: 'East' });
  });

  it('takes the area from the state and refuses an area that contradicts it', async () => {
    const sabah = await register({ state_id: 14 });
    const [row] = await ctx.db.select().from(members).where(eq(members.id, sabah.json().data.id));
    expect(row).toMatchObject({ stateId: 14, area: 'East' });
    const both = await register({ state_id: 13, area: 'West' });
    expect(both.json().error_code, both.body).toBe(0);
    const before = await memberCount();
    const wrong = await register({ state_id: 14, area: 'West' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().data).toEqual({ area: 'VALIDATION_ERROR' });
    const unknown = await post('/api/auth/register', body({ area: 'North', otp: '123456' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().data).toHaveProperty('area');
    expect(await memberCount()).toBe(before);
  });
});

describe('placement', () => {
  it('spills over down the chosen leg and checkUser reports the end nodes', async () => {
    const sponsor = await createTestMember(ctx, { sponsorId: 1, leg: 2 });
    const check0 = (await get(`/api/member/checkUser?username=${sponsor.username}`)).json().data;
    expect(check0).toMatchObject({ total_sponsor: 0, end: { group_type: 1, jid: sponsor.id } });
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await register({ ref_id: sponsor.memberCode, group_type: 1 });
      expect(res.json().error_code, res.body).toBe(0);
      ids.push(res.json().data.id);
    }
    const rows = await ctx.db
      .select()
      .from(members)
      .where(sql`${members.id} IN (${sql.join(ids, sql`, `)})`)
      .orderBy(members.id);
    expect(rows.map((r) => [r.placementParentId, r.groupType])).toEqual([
      [sponsor.id, 1],
      [ids[0], 1],
      [ids[1], 1],
    ]);
    expect(rows.every((r) => r.sponsorId === sponsor.id)).toBe(true);
    const check = (await get(`/api/member/checkUser?username=${sponsor.memberCode}`)).json().data;
    expect(check.total_sponsor).toBe(3);
    expect(check.legs).toEqual([
      { group_type: 1, jid: ids[2], username: rows[2].username },
      { group_type: 2, jid: sponsor.id, username: sponsor.username },
    ]);
  });

  it('accepts an explicit jid in the sponsor subtree and refuses others', async () => {
    const sponsor = await createTestMember(ctx, { sponsorId: 1, leg: 2 });
    const child = await createTestMember(ctx, { sponsorId: sponsor.id, leg: 1 });
    const outsider = await createTestMember(ctx, { sponsorId: 1, leg: 1 });
    const placed = await register({ ref_id: sponsor.memberCode, jid: child.id, group_type: 2 });
    expect(placed.json().data.placement).toEqual({ jid: child.id, group_type: 2 });
    const taken = await register({ ref_id: sponsor.memberCode, jid: child.id, group_type: 2 });
    expect(taken.json()).toMatchObject({
      message: 'PLACEMENT_TAKEN',
      data: { jid: 'PLACEMENT_TAKEN' },
    });
    const outside = await register({ ref_id: sponsor.memberCode, jid: outsider.id, group_type: 1 });
    expect(outside.json()).toMatchObject({
      message: 'INCORRECT_PLACEMENT',
      data: { jid: 'INCORRECT_PLACEMENT' },
    });
  });

  it('gives 20 simultaneous sign-ups on one leg 20 distinct slots in a valid binary tree', async () => {
    const sponsor = await createTestMember(ctx, { sponsorId: 1, leg: 2 });
    const payloads = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const p = body({ ref_id: sponsor.memberCode, group_type: 1 });
        await otpFor(p.email);
        return { ...p, otp: smtp.lastCode(p.email) };
      }),
    );
    const results = await Promise.all(payloads.map((p) => post('/api/auth/register', p)));
    for (const r of results) expect(r.json().error_code, r.body).toBe(0);
    const rows = await ctx.db.select().from(members).where(eq(members.sponsorId, sponsor.id));
    expect(rows).toHaveLength(20);
    const slots = new Set(rows.map((r) => `${r.placementParentId}:${r.groupType}`));
    expect(slots.size).toBe(20);
    // A single chain down the left leg: each parent is the sponsor or another of the 20.
    const ids = new Set([sponsor.id, ...rows.map((r) => r.id)]);
    expect(rows.every((r) => r.groupType === 1 && ids.has(r.placementParentId!))).toBe(true);
    await expectValidBinaryTree();
  });
});

async function expectValidBinaryTree() {
  const all = await ctx.db.select().from(members);
  const byId = new Map(all.map((m) => [m.id, m]));
  const slots = new Set<string>();
  for (const m of all) {
    if (m.placementParentId === null) continue;
    expect(byId.get(m.placementParentId)).toBeDefined();
    const slot = `${m.placementParentId}:${m.groupType}`;
    expect(slots.has(slot)).toBe(false);
    slots.add(slot);
    expect(await isInSubtree(ctx.db, 'placement', m.sponsorId!, m.placementParentId)).toBe(true);
  }
  expect(await verifyTrees(ctx.db)).toEqual([]);
}

describe('passwords', () => {
  it('changes the login password, refusing a wrong or same one, and revokes other sessions', async () => {
    const m = await createTestMember(ctx);
    const other = await loginAs(ctx, m.username);
    const mine = await loginAs(ctx, m.username);
    const wrong = await post(
      '/api/member/change-password',
      { old_password: 'Nope1234', password: 'NewPass12', password_confirmation: 'NewPass12' },
      bearer(mine),
    );
    expect(wrong.json()).toMatchObject({
      message: 'INCORRECT_PASSWORD',
      data: { old_password: 'INCORRECT_PASSWORD' },
    });
    const same = await post(
      '/api/member/change-password',
      {
        old_password: MEMBER_PASSWORD,
        password: MEMBER_PASSWORD,
        password_confirmation: MEMBER_PASSWORD,
      },
      bearer(mine),
    );
    expect(same.json().message).toBe('SAME_PASSWORD');
    const okRes = await post(
      '/api/member/change-password',
      { old_password: MEMBER_PASSWORD, password: 'NewPass12', password_confirmation: 'NewPass12' },
      bearer(mine),
    );
    expect(okRes.json().error_code).toBe(0);
    expect((await get('/api/member/get-member-info', bearer(mine))).statusCode).toBe(200);
    expect((await get('/api/member/get-member-info', bearer(other))).statusCode).toBe(401);
    await loginAs(ctx, m.username, 'NewPass12');
  });

  it('recovers a forgotten password in three steps', async () => {
    const m = await createTestMember(ctx);
    const old = await loginAs(ctx, m.username);
    expect(
      (await post('/api/global/usernameOTP', { username: 'no_such_user' })).json().message,
    ).toBe('INCORRECT_USERNAME');
    const sent = await post('/api/global/usernameOTP', {
      username: m.username,
      type: 'forget password',
      lang: 'en',
    });
    expect(sent.json().data.email_hint).toMatch(/^\w{2}\*+@example\.test$/);
    await ctx.app.mailWorker.drain();
    const code = smtp.lastCode(m.email!);
    expect(
      (await get(`/api/global/checkUsernameOtp?username=${m.username}&otp=${code}`)).json().message,
    ).toBe('OTP_OK');
    const mismatch = await post('/api/auth/reset-password', {
      username: m.username,
      otp: code,
      password: 'Fresh123',
      password_confirmation: 'Fresh124',
    });
    expect(mismatch.json().data).toHaveProperty('password_confirmation', 'password_not_same');
    const done = await post('/api/auth/reset-password', {
      username: m.username,
      otp: code,
      password: 'Fresh123',
      password_confirmation: 'Fresh123',
    });
    expect(done.json()).toMatchObject({ error_code: 0, message: 'password_updated' });
    expect((await get('/api/member/get-member-info', bearer(old))).statusCode).toBe(401);
    await loginAs(ctx, m.username, 'Fresh123');
    const reuse = await post('/api/auth/reset-password', {
      username: m.username,
      otp: code,
      password: 'Again1234',
      password_confirmation: 'Again1234',
    });
    expect(reuse.json().message).toBe('INCORRECT_OTP');
  });
});

describe('security password', () => {
  it('is set once, must differ from the login password', async () => {
    const m = await createTestMember(ctx, { secPassword: null });
    const token = await loginAs(ctx, m.username);
    expect(
      (await get('/api/member/get-member-info', bearer(token))).json().data.password2,
    ).toBeNull();
    const same = await post(
      '/api/member/set-secpassword',
      { password: MEMBER_PASSWORD, password_confirmation: MEMBER_PASSWORD },
      bearer(token),
    );
    expect(same.json()).toMatchObject({
      message: 'SEC_SAME_AS_PASSWORD',
      data: { password: 'SEC_SAME_AS_PASSWORD' },
    });
    expect(
      (
        await post(
          '/api/member/set-secpassword',
          { password: 'Pin12345', password_confirmation: 'Pin12345' },
          bearer(token),
        )
      ).json().error_code,
    ).toBe(0);
    expect(
      (
        await post(
          '/api/member/set-secpassword',
          { password: 'Pin99999', password_confirmation: 'Pin99999' },
          bearer(token),
        )
      ).json().message,
    ).toBe('SEC_PASSWORD_ALREADY_SET');
    expect(
      (await get('/api/member/get-member-info', bearer(token))).json().data.password2,
    ).not.toBeNull();
    expect(
      (await post('/api/member/checkSecPwd', { sec_password: 'Pin12345' }, bearer(token))).json()
        .error_code,
    ).toBe(0);
  });

  it('locks money actions after five wrong tries; an e-mailed reset lifts the lock', async () => {
    const m = await createTestMember(ctx);
    const token = await loginAs(ctx, m.username);
    const replies = [];
    for (let i = 0; i < 5; i++)
      replies.push(
        (
          await post('/api/member/checkSecPwd', { sec_password: 'Wrong1234' }, bearer(token))
        ).json(),
      );
    expect(replies.map((r) => r.message)).toEqual(Array(5).fill('INCORRECT_SEC_PASSWORD'));
    expect(replies.map((r) => r.data.remaining_tries)).toEqual([4, 3, 2, 1, 0]);
    expect(replies[4].data.locked_until).toBeTruthy();
    const locked = await post(
      '/api/member/checkSecPwd',
      { sec_password: SEC_PASSWORD },
      bearer(token),
    );
    expect(locked.statusCode).toBe(423);
    expect(locked.json()).toMatchObject({ message: 'SEC_PASSWORD_LOCKED' });
    const change = await post(
      '/api/member/change-secpassword',
      { sec_password: SEC_PASSWORD, password: 'Other123', password_confirmation: 'Other123' },
      bearer(token),
    );
    expect(change.json().message).toBe('SEC_PASSWORD_LOCKED');

    expect((await post('/api/member/secpassword-otp', {}, bearer(token))).json().error_code).toBe(
      0,
    );
    await ctx.app.mailWorker.drain();
    const code = smtp.lastCode(m.email!);
    const reset = await post(
      '/api/member/reset-secpassword',
      { otp: code, password: 'Renew123', password_confirmation: 'Renew123' },
      bearer(token),
    );
    expect(reset.json().error_code).toBe(0);
    expect(
      (await post('/api/member/checkSecPwd', { sec_password: 'Renew123' }, bearer(token))).json()
        .error_code,
    ).toBe(0);
  });

  it('changes with the current one and refuses the same', async () => {
    const m = await createTestMember(ctx);
    const token = await loginAs(ctx, m.username);
    const same = await post(
      '/api/member/change-secpassword',
      { sec_password: SEC_PASSWORD, password: SEC_PASSWORD, password_confirmation: SEC_PASSWORD },
      bearer(token),
    );
    expect(same.json().message).toBe('SAME_PASSWORD');
    const ok = await post(
      '/api/member/change-secpassword',
      { sec_password: SEC_PASSWORD, password: 'Brand123', password_confirmation: 'Brand123' },
      bearer(token),
    );
    expect(ok.json().error_code).toBe(0);
    expect(
      (await post('/api/member/checkSecPwd', { sec_password: 'Brand123' }, bearer(token))).json()
        .error_code,
    ).toBe(0);
  });
});

describe('profile', () => {
  it('updates shipping details and clears the state outside Malaysia', async () => {
    const m = await createTestMember(ctx);
    const token = await loginAs(ctx, m.username);
    const res = await post(
      '/api/member/update-member-info',
      {
        address: '9 Lorong Baru',
        postcode: '88000',
        receiver_fullname: 'Ali',
        receiver_phone: '0123456789',
        country_id: 2,
        state_id: 14,
        self_pickup: 1,
        mall_collect_point_id: 1,
      },
      bearer(token),
    );
    expect(res.json().data).toMatchObject({
      mall_collect_point_id: 1,
      address: '9 Lorong Baru',
      state_id: 14,
      self_pickup: 1,
      receiver_fullname: 'Ali',
    });
    expect(res.json().data).toHaveProperty('area', 'East');
    const sg = await post('/api/member/update-member-info', { country_id: 3 }, bearer(token));
    expect(sg.json().data).toMatchObject({ country_id: 3, state_id: null, area: null });
    const noPoint = await post(
      '/api/member/update-member-info',
      { self_pickup: 1, mall_collect_point_id: null },
      bearer(token),
    );
    expect(noPoint.statusCode).toBe(400);
    const bad = await post('/api/member/update-member-info', { balance: 100 }, bearer(token));
    expect(bad.statusCode).toBe(400);
  });

  it('needs a member token', async () => {
    expect((await get('/api/member/getUserProfile')).statusCode).toBe(401);
  });
});
