import fs from 'node:fs';
import { malaysianStates } from '@rangkai/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberAddresses, members } from '../../src/db/schema/index.js';
import type { MailMessage } from '../../src/lib/mail.js';
import {
  bearer,
  createTestApp,
  createTestMember,
  fund,
  loginAs,
  SEC_PASSWORD,
  type TestContext,
  uniqueName,
} from '../helpers.js';

/**
 * Issue 24 #10: the address a member gave at registration is their default address-book entry
 * (checkout no longer says "no saved address"): for a self-registration, a registration on
 * someone's behalf, and (by migration 0019) members who registered before.
 */
let ctx: TestContext;
const mails: MailMessage[] = [];
let ip = 0;
const nextIp = () => `10.8.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;
const SELANGOR = malaysianStates.findIndex((s) => s.name === 'Selangor') + 1;
const SABAH = malaysianStates.findIndex((s) => s.name === 'Sabah') + 1;

beforeAll(async () => {
  ctx = await createTestApp({ mailer: { send: async (m) => void mails.push(m) } });
});
afterAll(() => ctx.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers, remoteAddress: nextIp() });
const addressBook = async (token: string) => {
  const res = await ctx.app.inject({ url: '/api/mall/getClientInfo', headers: bearer(token) });
  expect(res.json(), res.body).toMatchObject({ error_code: 0 });
  return res.json().data.records as Record<string, unknown>[];
};

async function selfRegister(overrides: Record<string, unknown>) {
  const username = uniqueName('pa');
  const email = `${username}@example.test`;
  expect((await post('/api/global/sent-otp', { email })).json()).toMatchObject({ error_code: 0 });
  await ctx.app.mailWorker.drain();
  const otp = mails
    .filter((m) => m.to === email)
    .at(-1)!
    .text.match(/\b(\d{6})\b/)![1];
  const res = await post('/api/auth/register', {
    username,
    fullname: 'Siti Aminah',
    ic: `IC${username}`.slice(0, 20),
    contact_number: '+60123456789',
    email,
    country_id: 2,
    ref_id: ctx.rootCode,
    group_type: 1,
    password: 'Passw0rd',
    password_confirmation: 'Passw0rd',
    sec_password: 'Secur3pw',
    agree: true,
    self_pickup: 0,
    otp,
    ...overrides,
  });
  expect(res.json(), res.body).toMatchObject({ error_code: 0 });
  return { id: res.json().data.id as number, token: await loginAs(ctx, username, 'Passw0rd') };
}

describe('the registration address in the address book', () => {
  it('a self-registration with a full address has it as the default entry', async () => {
    const m = await selfRegister({
      state_id: SELANGOR,
      address: '12 Jalan Bunga, Petaling Jaya',
      postcode: '46000',
    });
    expect(await addressBook(m.token)).toEqual([
      expect.objectContaining({
        receiver_name: 'Siti Aminah',
        receiver_phone: '+60123456789',
        address: '12 Jalan Bunga, Petaling Jaya',
        postcode: '46000',
        state_id: SELANGOR,
        state_name: 'Selangor',
        country_id: 2,
        is_default: true,
      }),
    ]);
  });

  it('an address without a postcode or a state is not added (the add form is prefilled instead)', async () => {
    const noPostcode = await selfRegister({ state_id: SELANGOR, address: '1 Jalan A' });
    expect(await addressBook(noPostcode.token)).toEqual([]);
    const areaOnly = await selfRegister({ area: 'West', address: '1 Jalan B', postcode: '50450' });
    expect(await addressBook(areaOnly.token)).toEqual([]);
  });

  it('a member registered on someone’s behalf has the shipping address given for them', async () => {
    const registrant = await createTestMember(ctx, { packageId: 3 });
    const token = await loginAs(ctx, registrant.username);
    await fund(ctx, registrant.username, 'point3', '1000.00');
    const check = await post(
      '/api/member/checkSecPwd',
      { sec_password: SEC_PASSWORD },
      bearer(token),
    );
    expect(check.statusCode, check.body).toBe(200);
    const username = uniqueName('pb');
    const res = await post(
      '/api/member/register-member',
      {
        username,
        fullname: `New ${username}`,
        ic: `IC${Math.floor(Math.random() * 1e10)}`,
        contact_number: '+60123456789',
        email: `${username}@example.test`,
        country_id: 2,
        ref_id: registrant.username,
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
      },
      { ...bearer(token), 'idempotency-key': uniqueName('k') },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await addressBook(await loginAs(ctx, username, 'NewMember1'))).toEqual([
      expect.objectContaining({
        receiver_name: 'Receiver Name',
        receiver_phone: '+60111111111',
        address: '1 Jalan Gaya, Kota Kinabalu',
        postcode: '88000',
        state_name: 'Sabah',
        area: 'East',
        is_default: true,
      }),
    ]);
  });

  it('migration 0019 gives members who registered before their address, once', async () => {
    const complete = await createTestMember(ctx, {
      address: '5 Lorong Damai, Kuala Lumpur',
      postcode: '55100',
      stateId: SELANGOR,
      contactNumber: '012-345 6789',
      receiverFullname: null,
    });
    const incomplete = await createTestMember(ctx, { address: '7 Jalan Sepi', stateId: null });
    const migration = fs.readFileSync(
      new URL('../../drizzle/0019_profile_address_book.sql', import.meta.url),
      'utf8',
    );
    await ctx.db.execute(sql.raw(migration));
    await ctx.db.execute(sql.raw(migration));
    const rows = async (memberId: number) =>
      ctx.db.select().from(memberAddresses).where(eq(memberAddresses.memberId, memberId));
    const [fullname] = await ctx.db
      .select({ fullname: members.fullname })
      .from(members)
      .where(eq(members.id, complete.id));
    expect(await rows(complete.id)).toEqual([
      expect.objectContaining({
        receiverName: fullname.fullname,
        receiverPhone: '012-345 6789',
        address: '5 Lorong Damai, Kuala Lumpur',
        postcode: '55100',
        stateId: SELANGOR,
        isDefault: true,
      }),
    ]);
    expect(await rows(incomplete.id)).toEqual([]);
  });
});
