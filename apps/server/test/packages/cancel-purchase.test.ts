import { malaysianStates } from '@rangkai/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, orders, userPackages } from '../../src/db/schema/index.js';
import { verifyLedger } from '../../src/features/wallet/verify-ledger.js';
import { businessDate } from '../../src/lib/business-time.js';
import {
  bearer,
  createTestApp,
  type createTestMember,
  fund,
  loginAs,
  SEC_PASSWORD,
  signedInMember,
  type TestContext,
  uniqueName,
} from '../helpers.js';

const SABAH = malaysianStates.findIndex((s) => s.name === 'Sabah') + 1;
const SELANGOR = malaysianStates.findIndex((s) => s.name === 'Selangor') + 1;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** Everything a refusal must leave alone. */
async function snapshot() {
  const { rows } = await ctx.db.execute<{ what: string; n: string }>(sql`
    SELECT 'balances' AS what, coalesce(string_agg(id || ':' || balance, ',' ORDER BY id), '') AS n FROM accounts
    UNION ALL SELECT 'journals', count(*)::text FROM journals
    UNION ALL SELECT 'packages', string_agg(id || ':' || package_id, ',' ORDER BY id) FROM members
    UNION ALL SELECT 'user_packages', count(*)::text FROM user_packages
    UNION ALL SELECT 'orders', string_agg(id || ':' || status, ',' ORDER BY id) FROM orders
    UNION ALL SELECT 'bonuses', count(*)::text FROM bonuses`);
  return Object.fromEntries(rows.map((r) => [r.what, r.n]));
}

async function wallets(memberId: number) {
  const { rows } = await ctx.db.execute<{ wallet: string; balance: string }>(
    sql`SELECT wallet, balance::text FROM accounts WHERE member_id = ${memberId}`,
  );
  return Object.fromEntries(rows.map((r) => [r.wallet, r.balance]));
}

const post = (url: string, token: string, payload: object, headers: object = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers: { ...bearer(token), ...headers } });
const get = (url: string, token: string) => ctx.app.inject({ url, headers: bearer(token) });

const memberOn = (packageId: number, overrides: Parameters<typeof createTestMember>[1] = {}) =>
  signedInMember(ctx, {}, { stateId: SELANGOR, area: 'West', ...overrides, packageId });

let keys = 0;
const upgrade = (token: string, packageId: number, state = SELANGOR) =>
  post(
    '/api/package/upgrade-package',
    token,
    {
      sec_password: SEC_PASSWORD,
      pay_type: 'point3',
      user_group_id: packageId,
      self_pickup: 0,
      state,
    },
    { 'idempotency-key': `up-${++keys}` },
  );
const cancel = (
  token: string,
  userPackageId: number,
  key = `cancel-${++keys}`,
  secPassword = SEC_PASSWORD,
) =>
  post(
    '/api/package/cancel-purchase',
    token,
    { user_package_id: userPackageId, sec_password: secPassword },
    { 'idempotency-key': key },
  );

/** A Silver member under a Gold sponsor upgrades to Gold (700.00 + 10.00 to Sabah; bonus 70.00). */
async function upgraded() {
  const sponsor = await memberOn(3);
  const m = await memberOn(2, { sponsorId: sponsor.id });
  await fund(ctx, m.username, 'point3', '1000.00');
  const res = await upgrade(m.token, 3, SABAH);
  expect(res.statusCode, res.body).toBe(200);
  return { sponsor, m, userPackage: res.json().data.user_package };
}

describe('cancel a package purchase (BUSINESS_RULES §13)', () => {
  it('refunds every sen to point3, returns the package, cancels the kit, claws the sponsor bonus back', async () => {
    const { sponsor, m, userPackage } = await upgraded();
    expect(userPackage).toMatchObject({ status: 'active', cancellable: true });
    expect(userPackage.cooling_off_until > businessDate()).toBe(true);
    expect(await wallets(sponsor.id)).toMatchObject({ point1: '5600', point4: '1400' });

    const res = await cancel(m.token, userPackage.id, 'c-1');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      refund: '710.00',
      point3: '1000.00',
      sponsor_clawback: '70.00',
      kit: 'cancelled',
      user_package: { id: userPackage.id, status: 'cancelled', cancellable: false },
    });
    expect(await wallets(m.id)).toMatchObject({ point3: '100000' });
    expect(await wallets(sponsor.id)).toMatchObject({ point1: '0', point4: '0' });
    const [me] = await ctx.db.select().from(members).where(eq(members.id, m.id));
    expect(me.packageId).toBe(2);
    const [kit] = await ctx.db
      .select()
      .from(orders)
      .where(eq(orders.userPackageId, userPackage.id));
    expect(kit.status).toBe('cancelled');
    // Its timeline says why, in the reader's language (a code, not the raw note).
    const detail = (await get(`/api/mall/getOrderDetail?order_id=${kit.id}`, m.token)).json().data;
    expect(detail.events.at(-1)).toMatchObject({
      status: 'cancelled',
      note: null,
      note_code: 'cooling_off_cancel',
    });
    // The cancellation is a row of today carrying the purchase's BV as negative volume.
    const rows = await ctx.db
      .select()
      .from(userPackages)
      .where(eq(userPackages.cancelsId, userPackage.id));
    expect(rows).toMatchObject([{ kind: 'cancel', bvSen: -70000n, businessDate: businessDate() }]);
    // The sponsor's bonus record shows the clawback as its own line; the total is net.
    const record = (await get('/api/record/bonus-record', sponsor.token)).json().data;
    expect(record.records[0]).toMatchObject({
      bonus_type: 'sponsor_clawback',
      amount: '70.00',
      point1: '56.00',
      point4: '14.00',
      source: { username: m.username },
      details: { debt: '0.00', user_package_id: userPackage.id },
    });
    expect(record.totals).toMatchObject({
      sponsor: '70.00',
      sponsor_clawback: '70.00',
      all: '0.00',
    });
    // The member's package record shows it cancelled; it is not listed twice.
    const list = (await get('/api/package/get-user-package', m.token)).json().data;
    expect(list.records).toHaveLength(1);
    expect(list.records[0]).toMatchObject({ id: userPackage.id, status: 'cancelled' });
    const [audit] = (
      await ctx.db.execute<{ action: string }>(
        sql`SELECT action FROM audit_log WHERE member_id = ${m.id} AND action = 'package.cancel'`,
      )
    ).rows;
    expect(audit).toBeDefined();
    // Replayed with the same key: the same reply, refunded once.
    const again = await cancel(m.token, userPackage.id, 'c-1');
    expect(again.json().data.refund).toBe('710.00');
    expect(await wallets(m.id)).toMatchObject({ point3: '100000' });
    expect((await verifyLedger(ctx.db)).ok).toBe(true);
  });

  it('turns what the sponsor already spent into a clawback debt, repaid first from the next credit', async () => {
    const { sponsor, m, userPackage } = await upgraded();
    // The sponsor moves 50.00 of the 56.00 point1 on to point2 (spent, as far as point1 goes).
    const spent = await post(
      '/api/wallet/changeWallet',
      sponsor.token,
      { transfer_type: 'point2', amount: '50.00', sec_password: SEC_PASSWORD },
      { 'idempotency-key': `cw-${++keys}` },
    );
    expect(spent.statusCode, spent.body).toBe(200);
    expect((await cancel(m.token, userPackage.id)).statusCode).toBe(200);
    // 70.00 taken back: point4 gives its 14.00, point1 only the 6.00 left: 50.00 is owed.
    expect(await wallets(sponsor.id)).toMatchObject({ point1: '0', point4: '0', debt: '-5000' });
    const line = (await get('/api/record/bonus-record', sponsor.token)).json().data.records[0];
    expect(line).toMatchObject({ bonus_type: 'sponsor_clawback', details: { debt: '50.00' } });
    // The sponsor is told what was taken back and what is owed.
    const notices = (await get('/api/news/UserNotification', sponsor.token)).json().data.records;
    expect(notices[0]).toMatchObject({
      type: 'bonus_clawed_back',
      params: { amount: '70.00', debt: '50.00', username: m.username },
    });

    // The sponsor's next credit (another downline upgrades: BV 2,000 → bonus 200.00) repays the
    // debt first: 50.00 of it, in the credit's split (10.00 from point4, 40.00 from point1).
    const other = await memberOn(3, { sponsorId: sponsor.id });
    await fund(ctx, other.username, 'point3', '2000.00');
    expect((await upgrade(other.token, 4)).statusCode).toBe(200);
    expect(await wallets(sponsor.id)).toMatchObject({ point1: '12000', point4: '3000', debt: '0' });
    const records = (await get('/api/record/bonus-record', sponsor.token)).json().data;
    expect(records.records[0]).toMatchObject({
      bonus_type: 'debt_repayment',
      amount: '50.00',
      point1: '40.00',
      point4: '10.00',
    });
    expect(records.records[1]).toMatchObject({ bonus_type: 'sponsor', amount: '200.00' });
    expect(records.totals).toMatchObject({ debt_repayment: '50.00', all: '200.00' });
    expect((await verifyLedger(ctx.db)).ok).toBe(true);
  });

  it('lets the registrant cancel a downline registered on their behalf; the downline back on the free package', async () => {
    const r = await memberOn(3);
    await fund(ctx, r.username, 'point3', '1000.00');
    expect(
      (await post('/api/member/checkSecPwd', r.token, { sec_password: SEC_PASSWORD })).statusCode,
    ).toBe(200);
    const username = uniqueName('nb');
    const reg = await post('/api/member/register-member', r.token, {
      username,
      fullname: `New ${username}`,
      ic: `IC${Math.floor(Math.random() * 1e10)}`,
      contact_number: '+60123456789',
      email: `${username}@example.test`,
      country_id: 2,
      ref_id: r.username,
      group_type: 1,
      user_group: 2,
      password: 'NewMember1',
      password_confirmation: 'NewMember1',
      sec_password: 'NewSecure1',
      pay_type: 'point3',
      state: SABAH,
      self_pickup: 0,
      receiver_fullname: 'Receiver Name',
      receiver_phone: '+60111111111',
      address: '1 Jalan Gaya, Kota Kinabalu',
      postcode: '88000',
    });
    expect(reg.statusCode, reg.body).toBe(200);
    const { id: newId, user_package: up } = reg.json().data;
    // The new member did not pay: they cannot cancel it.
    const downline = await loginAs(ctx, username, 'NewMember1');
    const before = await snapshot();
    const refused = await post(
      '/api/package/cancel-purchase',
      downline,
      { user_package_id: up.id, sec_password: 'NewSecure1' },
      { 'idempotency-key': 'dl-1' },
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: 'NO_PERMISSION' });
    expect(await snapshot()).toEqual(before);

    const res = await cancel(r.token, up.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      refund: '310.00',
      point3: '1000.00',
      sponsor_clawback: '30.00',
    });
    const [nm] = await ctx.db.select().from(members).where(eq(members.id, newId));
    expect(nm.packageId).toBe(1);
    expect(await wallets(r.id)).toMatchObject({ point3: '100000', point1: '0', point4: '0' });
    expect((await verifyLedger(ctx.db)).ok).toBe(true);
  });

  it('refuses and changes nothing: wrong security password, an outsider, not the latest, already cancelled, period over', async () => {
    const { m, userPackage } = await upgraded();
    const outsider = await memberOn(3);
    let before = await snapshot();
    const wrong = await cancel(m.token, userPackage.id, undefined, 'Wrong1234');
    expect(wrong.json().message).toBe('INCORRECT_SEC_PASSWORD');
    const foreign = await cancel(outsider.token, userPackage.id);
    expect(foreign.json()).toMatchObject({ message: 'NO_PERMISSION' });
    const unknown = await cancel(m.token, 987654);
    expect(unknown.json()).toMatchObject({ message: 'NO_PERMISSION' });
    expect(await snapshot()).toEqual({ ...before, balances: (await snapshot()).balances });

    // A second purchase: the first can no longer be cancelled before it.
    await fund(ctx, m.username, 'point3', '2000.00');
    const second = (await upgrade(m.token, 4)).json().data.user_package;
    before = await snapshot();
    const older = await cancel(m.token, userPackage.id);
    expect(older.json()).toMatchObject({ message: 'NOT_LATEST_PURCHASE' });
    expect(await snapshot()).toEqual(before);
    // Newest first: the second, then the first.
    expect((await cancel(m.token, second.id)).statusCode).toBe(200);
    expect((await cancel(m.token, userPackage.id)).statusCode).toBe(200);
    before = await snapshot();
    const twice = await cancel(m.token, userPackage.id);
    expect(twice.json()).toMatchObject({ message: 'ALREADY_CANCELLED' });
    expect(await snapshot()).toEqual(before);

    // A purchase whose ten working days are over (made 30 days ago).
    const late = await upgraded();
    await ctx.db
      .update(userPackages)
      .set({ businessDate: sql`${businessDate()}::date - 30` })
      .where(eq(userPackages.id, late.userPackage.id));
    const listed = (await get('/api/package/get-user-package', late.m.token)).json().data
      .records[0];
    expect(listed).toMatchObject({ status: 'active', cancellable: false });
    before = await snapshot();
    const ended = await cancel(late.m.token, late.userPackage.id);
    expect(ended.json()).toMatchObject({ message: 'COOLING_OFF_ENDED' });
    expect(await snapshot()).toEqual(before);
  });

  it('asks for the shipped kit back; two cancellations at once: one wins', async () => {
    const { m, userPackage } = await upgraded();
    await ctx.db
      .update(orders)
      .set({ status: 'delivery' })
      .where(eq(orders.userPackageId, userPackage.id));
    const results = await Promise.all([
      cancel(m.token, userPackage.id),
      cancel(m.token, userPackage.id),
    ]);
    const codes = results.map((r) => r.json().message).sort();
    expect(codes).toEqual(['ALREADY_CANCELLED', 'success_submit']);
    const ok = results.find((r) => r.statusCode === 200)!.json().data;
    expect(ok.kit).toBe('return_requested');
    expect(await wallets(m.id)).toMatchObject({ point3: '100000' });
    const cancels = await ctx.db
      .select()
      .from(userPackages)
      .where(eq(userPackages.cancelsId, userPackage.id));
    expect(cancels).toHaveLength(1);
    expect((await verifyLedger(ctx.db)).ok).toBe(true);
  });
});
