import { expect } from 'vitest';
import { call } from '../mall/support.js';
import type { AdminTestContext } from './support.js';
import { auditRows } from './support.js';

/**
 * The same request as support and as a member: both refused with NO_PERMISSION, no audit row
 * written, and `snapshot` (the table the request would change) as it was.
 */
export async function refusedToOthers(
  ctx: AdminTestContext,
  memberToken: string,
  request: { method: 'POST' | 'PUT'; url: string; body: unknown },
  snapshot: () => Promise<unknown>,
) {
  const before = await snapshot();
  const audits = (await auditRows(ctx)).length;
  const asSupport = await call(ctx, ctx.supportToken, request.method, request.url, request.body);
  expect(asSupport).toMatchObject({ status: 403, body: { message: 'NO_PERMISSION' } });
  const asMember = await call(ctx, memberToken, request.method, request.url, request.body);
  expect(asMember).toMatchObject({ status: 403, body: { message: 'NO_PERMISSION' } });
  expect(await snapshot()).toEqual(before);
  expect((await auditRows(ctx)).length).toBe(audits);
}

let signUps = 0;
/**
 * A self-registration with a made-up OTP: the sponsor, country and collection centre are checked
 * before the code, so a refusal of those shows as their field, and an accepted one as INCORRECT_OTP.
 */
export async function signUp(ctx: AdminTestContext, overrides: Record<string, unknown>) {
  const username = `signup${process.pid % 1000}x${++signUps}`;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: `10.9.${Math.floor(signUps / 250)}.${(signUps % 250) + 1}`,
    payload: {
      username,
      fullname: 'Siti Aminah',
      ic: `IC${username}`,
      contact_number: '+60123456789',
      email: `${username}@example.test`,
      country_id: 2,
      ref_id: ctx.rootCode,
      group_type: 1,
      password: 'Passw0rd',
      password_confirmation: 'Passw0rd',
      sec_password: 'Secur3pw',
      agree: true,
      self_pickup: 0,
      address: '1 Jalan Ujian, Kuala Lumpur',
      area: 'West',
      otp: '123456',
      ...overrides,
    },
  });
  return { status: res.statusCode, body: res.json() as { message: string; data: unknown } };
}
