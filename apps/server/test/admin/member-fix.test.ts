import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../src/db/schema/index.js';
import { bearer, createTestMember, loginAs, MEMBER_PASSWORD, uniqueName } from '../helpers.js';
import { startSmtpSink } from '../smtp-sink.js';
import { type AdminTestContext, auditRows, createAdminTestApp } from './support.js';

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let ctx: AdminTestContext;
let outsider: string;

beforeAll(async () => {
  smtp = await startSmtpSink();
  ctx = await createAdminTestApp({ env: { SMTP_URL: smtp.url } });
  const other = await createTestMember(ctx);
  outsider = await loginAs(ctx, other.username);
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

function put(id: number | string, payload: Record<string, unknown>, token = ctx.adminToken) {
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/members/${id}/profile`,
    headers: bearer(token),
    payload,
  });
}

function resetPassword(
  id: number | string,
  payload: Record<string, unknown>,
  token = ctx.adminToken,
) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/admin/members/${id}/password-reset`,
    headers: bearer(token),
    payload,
  });
}

async function row(id: number) {
  const [m] = await ctx.db.select().from(members).where(eq(members.id, id));
  return m;
}

/** Mails delivered to `to` so far (the worker is drained first). */
async function mailsTo(to: string) {
  await ctx.app.mailWorker.drain();
  return smtp.received.filter((m) => m.to.includes(to));
}

describe('PUT /api/admin/members/:id/profile', () => {
  it('corrects the details, audits before/after and tells the old and the new address', async () => {
    const m = await createTestMember(ctx, { locale: 'zh', contactNumber: '+60 12-111 2222' });
    const oldEmail = m.email!;
    const newEmail = `${uniqueName('fixed')}@example.test`;
    const res = await put(m.id, {
      fullname: 'Nur Aisyah binti Ahmad',
      email: newEmail.toUpperCase(),
      contact_number: '+60 13-999 8888',
      country_id: 2,
      state_id: 13,
      address: '12 Jalan Tun Razak, Kuala Lumpur',
      postcode: '50400',
      reason: 'member typed the wrong e-mail (ticket 42)',
    });
    expect(res.json(), res.body).toMatchObject({
      error_code: 0,
      data: {
        id: m.id,
        fullname: 'Nur Aisyah binti Ahmad',
        email: newEmail,
        contact_number: '+60 13-999 8888',
        country_id: 2,
        state_id: 13,
        shipping: { address: '12 Jalan Tun Razak, Kuala Lumpur', postcode: '50400' },
      },
    });
    const saved = await row(m.id);
    expect(saved).toMatchObject({ email: newEmail, postcode: '50400', stateId: 13 });

    const [audit] = await auditRows(ctx, 'member.update_profile');
    expect(audit).toMatchObject({
      adminUsername: 'admin',
      targetType: 'member',
      targetId: String(m.id),
      reason: 'member typed the wrong e-mail (ticket 42)',
      before: { email: oldEmail, fullname: m.fullname, contact_number: '+60 12-111 2222' },
      after: { email: newEmail, fullname: 'Nur Aisyah binti Ahmad', postcode: '50400' },
    });

    const [toOld] = await mailsTo(oldEmail);
    const [toNew] = await mailsTo(newEmail);
    for (const mail of [toOld, toNew]) {
      // The member's language, and nothing in it that acts as a code.
      expect(mail.subject).toBe('您的 Rangkai 账户电子邮箱已更改');
      expect(mail.text).toContain(m.username);
      expect(mail.text).not.toMatch(/\b\d{6}\b/);
    }
    expect(toOld.text).not.toContain(newEmail);
    expect(toOld.text).toContain(newEmail.slice(0, 2));
  });

  it('changes only what is given, writes nothing and mails nobody when nothing changes', async () => {
    const m = await createTestMember(ctx, { contactNumber: '+60 12-333 4444' });
    const audits = (await auditRows(ctx)).length;
    const mails = smtp.received.length;
    const res = await put(m.id, { fullname: m.fullname, reason: 'no change' });
    expect(res.json().error_code).toBe(0);
    const renamed = await put(m.id, { fullname: 'Lim Wei Jie', reason: 'spelling' });
    expect(renamed.json().data).toMatchObject({
      fullname: 'Lim Wei Jie',
      email: m.email,
      contact_number: '+60 12-333 4444',
    });
    expect((await auditRows(ctx)).length).toBe(audits + 1);
    await ctx.app.mailWorker.drain();
    expect(smtp.received.length).toBe(mails);
  });

  it('refuses an e-mail another member uses, naming the field, and changes nothing', async () => {
    const m = await createTestMember(ctx);
    const other = await createTestMember(ctx);
    const before = await row(m.id);
    const audits = (await auditRows(ctx)).length;
    const res = await put(m.id, {
      email: other.email!.toUpperCase(),
      fullname: 'Changed Name',
      reason: 'duplicate',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'MEMBER_EXITS', data: { email: 'MEMBER_EXITS' } });
    expect(await row(m.id)).toEqual(before);
    expect((await auditRows(ctx)).length).toBe(audits);
    // Their own address (another case) is not someone else's.
    const own = await put(m.id, { email: m.email!.toUpperCase(), reason: 'same' });
    expect(own.json().error_code).toBe(0);
  });

  it('refuses bad input with a stable code and the field, never a 500', async () => {
    const m = await createTestMember(ctx);
    const before = await row(m.id);
    const audits = (await auditRows(ctx)).length;
    const cases: [string, number | string, Record<string, unknown>, number, string, string][] = [
      ['no reason', m.id, { fullname: 'X Y' }, 400, 'REQUIRED', 'reason'],
      ['blank reason', m.id, { fullname: 'X Y', reason: '  ' }, 400, 'VALIDATION_ERROR', 'reason'],
      ['bad e-mail', m.id, { email: 'not-an-email', reason: 'r' }, 400, 'invalid_email', 'email'],
      ['blank name', m.id, { fullname: ' ', reason: 'r' }, 400, 'REQUIRED', 'fullname'],
      [
        'bad phone',
        m.id,
        { contact_number: 'call me', reason: 'r' },
        400,
        'invalid_phone',
        'contact_number',
      ],
      ['bad postcode', m.id, { postcode: '!', reason: 'r' }, 400, 'invalid_postcode', 'postcode'],
      ['unknown key', m.id, { balance: '1000.00', reason: 'r' }, 400, 'VALIDATION_ERROR', '_'],
      [
        'unknown country',
        m.id,
        { country_id: 9999, reason: 'r' },
        400,
        'VALIDATION_ERROR',
        'country_id',
      ],
      ['unknown state', m.id, { state_id: 9999, reason: 'r' }, 400, 'VALIDATION_ERROR', 'state_id'],
      [
        'Malaysia without a state',
        m.id,
        { country_id: 2, state_id: null, reason: 'r' },
        400,
        'REQUIRED',
        'state_id',
      ],
      [
        'a state outside Malaysia',
        m.id,
        { country_id: 1, state_id: 13, reason: 'r' },
        400,
        'VALIDATION_ERROR',
        'state_id',
      ],
      ['non-numeric id', 'abc', { fullname: 'X Y', reason: 'r' }, 400, 'VALIDATION_ERROR', 'id'],
    ];
    for (const [name, id, payload, status, code, field] of cases) {
      const res = await put(id, payload);
      expect(res.statusCode, name).toBe(status);
      // The field names its code; the envelope's message is that code or VALIDATION_ERROR.
      const body = res.json();
      if (field === '_') expect(body.message, name).toBe(code);
      else expect(body.data?.[field], name).toBe(code);
      expect([code, 'VALIDATION_ERROR'], name).toContain(body.message);
    }
    const unknown = await put(999_999, { fullname: 'X Y', reason: 'r' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('NOT_FOUND');
    expect(await row(m.id)).toEqual(before);
    expect((await auditRows(ctx)).length).toBe(audits);
  });

  it('refuses an outsider member and the support role, and the database is unchanged', async () => {
    const m = await createTestMember(ctx);
    const before = await row(m.id);
    const audits = (await auditRows(ctx)).length;
    const payload = { email: `${uniqueName('evil')}@example.test`, reason: 'take over' };
    const member = await put(m.id, payload, outsider);
    expect([member.statusCode, member.json().message]).toEqual([403, 'NO_PERMISSION']);
    const support = await put(m.id, payload, ctx.supportToken);
    expect([support.statusCode, support.json().message]).toEqual([403, 'NO_PERMISSION']);
    expect(await row(m.id)).toEqual(before);
    expect((await auditRows(ctx)).length).toBe(audits);
    expect(await mailsTo(payload.email)).toEqual([]);
  });
});

describe('POST /api/admin/members/:id/password-reset', () => {
  it('mails the member the forgotten-password code; the reply and the audit hold no code', async () => {
    const m = await createTestMember(ctx, { locale: 'ms' });
    const session = await loginAs(ctx, m.username);
    const res = await resetPassword(m.id, { reason: 'member locked out (call 7)' });
    expect(res.json(), res.body).toMatchObject({
      error_code: 0,
      data: { expires_in: 600, email_hint: expect.stringMatching(/^\w{2}\*+@example\.test$/) },
    });
    const [mail] = await mailsTo(m.email!);
    expect(mail.subject).toBe('Tetapkan semula kata laluan Rangkai anda');
    const code = smtp.lastCode(m.email!);
    expect(res.body).not.toContain(code);
    const [audit] = await auditRows(ctx, 'member.password_reset');
    expect(audit).toMatchObject({
      targetId: String(m.id),
      reason: 'member locked out (call 7)',
      after: { mail: 'forget_password' },
    });
    expect(JSON.stringify(audit)).not.toContain(code);

    // A second request within the resend interval is refused and not audited.
    const again = await resetPassword(m.id, { reason: 'again' });
    expect([again.statusCode, again.json().message]).toEqual([429, 'TOO_MANY_REQUESTS']);
    expect(await auditRows(ctx, 'member.password_reset')).toHaveLength(1);

    // The member sets the new password with the code: every session of theirs ends.
    const done = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: {
        username: m.username,
        otp: code,
        password: 'Renewed123',
        password_confirmation: 'Renewed123',
      },
    });
    expect(done.json().error_code).toBe(0);
    const old = await ctx.app.inject({
      url: '/api/member/get-member-info',
      headers: bearer(session),
    });
    expect(old.statusCode).toBe(401);
    await loginAs(ctx, m.username, 'Renewed123');
    await expect(loginAs(ctx, m.username, MEMBER_PASSWORD)).rejects.toThrow();
  });

  it('refuses an outsider, the support role and bad input; no code is made', async () => {
    const m = await createTestMember(ctx);
    const codes = async () =>
      (
        await ctx.db.execute<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM otps WHERE target = ${String(m.id)}`,
        )
      ).rows[0].n;
    const audits = (await auditRows(ctx)).length;
    const member = await resetPassword(m.id, { reason: 'r' }, outsider);
    expect([member.statusCode, member.json().message]).toEqual([403, 'NO_PERMISSION']);
    const support = await resetPassword(m.id, { reason: 'r' }, ctx.supportToken);
    expect([support.statusCode, support.json().message]).toEqual([403, 'NO_PERMISSION']);
    const noReason = await resetPassword(m.id, {});
    expect(noReason.json()).toMatchObject({ message: 'REQUIRED', data: { reason: 'REQUIRED' } });
    const unknown = await resetPassword(999_999, { reason: 'r' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'NOT_FOUND']);
    const notNumeric = await resetPassword('x1', { reason: 'r' });
    expect(notNumeric.statusCode).toBe(400);
    expect(notNumeric.json().data).toHaveProperty('id');
    expect(await codes()).toBe(0);
    expect((await auditRows(ctx)).length).toBe(audits);
    expect(await mailsTo(m.email!)).toEqual([]);
  });
});
