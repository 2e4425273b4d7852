import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../src/db/schema/index.js';
import { bearer, createTestMember, loginAs, multipart, SEC_PASSWORD } from '../helpers.js';
import { type AdminTestContext, auditRows, createAdminTestApp } from './support.js';

let ctx: AdminTestContext;
let front: Buffer;
let back: Buffer;

beforeAll(async () => {
  ctx = await createAdminTestApp();
  const image = sharp({
    create: { width: 640, height: 400, channels: 3, background: { r: 30, g: 120, b: 200 } },
  });
  [front, back] = await Promise.all([image.clone().jpeg().toBuffer(), image.png().toBuffer()]);
});
afterAll(() => ctx.close());

async function member() {
  const m = await createTestMember(ctx);
  return { ...m, token: await loginAs(ctx, m.username) };
}

let clients = 0;
function submitKyc(token: string, idNumber: string) {
  const form = multipart(
    { id_number: idNumber, fullname: 'Siti Aminah', sec_password: SEC_PASSWORD },
    {
      ic_front: { name: 'front.jpg', type: 'image/jpeg', bytes: front },
      ic_back: { name: 'back.png', type: 'image/png', bytes: back },
    },
  );
  clients++;
  return ctx.app.inject({
    method: 'POST',
    url: '/api/member/UserKyc',
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
    remoteAddress: `10.89.${(clients >> 8) & 255}.${clients & 255}`,
  });
}

function admin(method: 'GET' | 'POST', url: string, payload?: object, token = ctx.adminToken) {
  return ctx.app.inject({ method, url, headers: bearer(token), payload: payload as never });
}

const release = (
  id: number | string,
  payload: object = { reason: 'typo by the impostor' },
  token?: string,
) => admin('POST', `/api/admin/kyc/${id}/release-ic`, payload, token);

async function icOf(memberId: number) {
  const [m] = await ctx.db
    .select({ ic: members.ic, kycStatus: members.kycStatus })
    .from(members)
    .where(eq(members.id, memberId));
  return m;
}

describe('POST /api/admin/kyc/:id/release-ic', () => {
  it("frees a failed submission's number, audited, so its true holder can use it", async () => {
    const impostor = await member();
    const holder = await member();
    const outsider = await member();
    const number = '880808145511';
    const submitted = await submitKyc(impostor.token, number);
    const kycId: number = submitted.json().data.id;

    // Pending: not failed, so not released.
    const early = await release(kycId);
    expect([early.statusCode, early.json().message]).toEqual([409, 'INVALID_STATE']);
    const failed = await admin('POST', `/api/admin/kyc/${kycId}/fail`, { reason: 'blurry photo' });
    expect(failed.json().data).toMatchObject({ status: 'failed', ic_releasable: true });

    // Today a failed submission keeps the number: the true holder is refused.
    const refused = await submitKyc(holder.token, number);
    expect(refused.json()).toMatchObject({ message: 'iC_USED', data: { id_number: 'iC_USED' } });

    // Refusals change nothing.
    const audits = (await auditRows(ctx)).length;
    for (const token of [outsider.token, ctx.supportToken]) {
      const res = await release(kycId, undefined, token);
      expect([res.statusCode, res.json().message]).toEqual([403, 'NO_PERMISSION']);
    }
    const noReason = await release(kycId, {});
    expect(noReason.json()).toMatchObject({ message: 'REQUIRED', data: { reason: 'REQUIRED' } });
    const unknown = await release(999_999);
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'NOT_FOUND']);
    const notNumeric = await release('abc');
    expect(notNumeric.statusCode).toBe(400);
    expect(notNumeric.json().data).toHaveProperty('id');
    expect(await icOf(impostor.id)).toEqual({ ic: number, kycStatus: 'failed' });
    expect((await auditRows(ctx)).length).toBe(audits);

    const res = await release(kycId);
    expect(res.json(), res.body).toMatchObject({
      error_code: 0,
      data: { id: kycId, status: 'failed', id_number: number, ic_releasable: false },
    });
    expect(await icOf(impostor.id)).toEqual({ ic: null, kycStatus: 'failed' });
    const [audit] = await auditRows(ctx, 'kyc.release_ic');
    expect(audit).toMatchObject({
      adminUsername: 'admin',
      targetType: 'kyc',
      targetId: String(kycId),
      reason: 'typo by the impostor',
      before: { member_id: impostor.id, ic: number },
      after: { member_id: impostor.id, ic: null },
    });

    // Released once: a second release is refused.
    const twice = await release(kycId);
    expect([twice.statusCode, twice.json().message]).toEqual([409, 'INVALID_STATE']);

    const accepted = await submitKyc(holder.token, number);
    expect(accepted.json(), accepted.body).toMatchObject({
      error_code: 0,
      data: { status: 'pending', id_number: number },
    });
    expect(await icOf(holder.id)).toEqual({ ic: number, kycStatus: 'pending' });
  });

  it('does not release a number a newer submission of the member holds again', async () => {
    const m = await member();
    const number = 'A9988776';
    const first = (await submitKyc(m.token, number)).json().data.id;
    await admin('POST', `/api/admin/kyc/${first}/fail`, { reason: 'unreadable' });
    const again = await submitKyc(m.token, number);
    expect(again.json().data.status).toBe('pending');
    const item = await admin('GET', `/api/admin/kyc/${first}`);
    expect(item.json().data).toMatchObject({ status: 'failed', ic_releasable: false });
    const res = await release(first);
    expect([res.statusCode, res.json().message]).toEqual([409, 'INVALID_STATE']);
    expect(await icOf(m.id)).toEqual({ ic: number, kycStatus: 'pending' });
  });
});
