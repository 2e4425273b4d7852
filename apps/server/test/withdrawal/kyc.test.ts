import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDate } from '../../src/lib/business-time.js';
import {
  bearer,
  createTestApp,
  createTestMember,
  loginAdmin,
  loginAs,
  multipart,
  SEC_PASSWORD,
  type TestContext,
} from '../helpers.js';
import { startSmtpSink } from '../smtp-sink.js';

/** A marker written into the photo's EXIF: it must not survive into storage or the served image. */
const EXIF_MARK = 'RANGKAI-EXIF-SECRET-42';

async function photo(format: 'jpeg' | 'png', width = 640, height = 400) {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } },
  });
  return format === 'jpeg'
    ? image
        .jpeg()
        .withMetadata({ exif: { IFD0: { Copyright: EXIF_MARK, Artist: EXIF_MARK } } })
        .toBuffer()
    : image.png().toBuffer();
}

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let front: Buffer;
let back: Buffer;
let admin: string;

beforeAll(async () => {
  smtp = await startSmtpSink();
  ctx = await createTestApp({ env: { SMTP_URL: smtp.url } });
  [front, back] = await Promise.all([photo('jpeg'), photo('png')]);
  admin = await loginAdmin(ctx);
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

async function member() {
  const m = await createTestMember(ctx);
  return { ...m, token: await loginAs(ctx, m.username) };
}

type Files = Record<string, { name: string; type: string; bytes: Buffer }>;

let clients = 0;
/** Each request from its own address: the per-address upload limit is not what these tests test. */
const address = () => {
  clients++;
  return `10.88.${(clients >> 8) & 255}.${clients & 255}`;
};

function submit(
  token: string | null,
  fields: Record<string, string>,
  files: Files = {
    ic_front: { name: 'front.jpg', type: 'image/jpeg', bytes: front },
    ic_back: { name: 'back.png', type: 'image/png', bytes: back },
  },
  headers: Record<string, string> = {},
) {
  const form = multipart(fields, files);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/member/UserKyc',
    headers: { ...(token ? bearer(token) : {}), ...form.headers, ...headers },
    payload: form.payload,
    remoteAddress: address(),
  });
}

const adult = (id_number = '900101105555') => ({
  id_number,
  fullname: 'Siti Aminah',
  sec_password: SEC_PASSWORD,
});

/**
 * A MyKad number of someone born `years` ago today plus `days` (YYMMDD…), "today" being the
 * business date the server judges the age on (Asia/Kuala_Lumpur), not the UTC date: from 16:00
 * UTC they differ.
 */
function myKad(years: number, days = 0) {
  const d = new Date(`${businessDate()}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + days);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getUTCFullYear() % 100)}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}14${String(Math.floor(Math.random() * 10000)).padStart(4, '0')}`;
}

const uploads = () => path.join(ctx.config.uploadsDir, 'kyc');
const storedFiles = () =>
  fs.existsSync(uploads()) ? fs.readdirSync(uploads()).map((f) => path.join(uploads(), f)) : [];

async function kycState(memberId: number) {
  const { rows } = await ctx.db.execute<{ kyc_status: string; ic: string | null; n: number }>(
    sql`SELECT kyc_status, ic, (SELECT count(*)::int FROM kyc_submissions WHERE member_id = ${memberId}) AS n
        FROM members WHERE id = ${memberId}`,
  );
  return rows[0];
}

async function memberInfo(token: string) {
  return (
    await ctx.app.inject({ url: '/api/member/get-member-info', headers: bearer(token) })
  ).json().data;
}

describe('KYC submission', () => {
  it('takes a submission: pending, images private, re-encoded without metadata and encrypted at rest', async () => {
    const m = await member();
    const before = storedFiles().length;
    const res = await submit(m.token, adult(myKad(30)));
    expect(res.json(), res.body).toMatchObject({
      error_code: 0,
      data: {
        status: 'pending',
        fullname: 'Siti Aminah',
        ic_front: '/api/member/kyc-image/ic_front',
        selfie: null,
      },
    });
    const info = await memberInfo(m.token);
    expect(info.check_kyc.can_withdraw).toBe('pending');
    expect(info.kycInfo).toMatchObject({ status: 'pending', id_number: res.json().data.id_number });

    const files = storedFiles();
    expect(files.length).toBe(before + 2);
    const jpegSig = Buffer.from([0xff, 0xd8, 0xff]);
    const pngSig = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
    for (const file of files) {
      const bytes = fs.readFileSync(file);
      expect(bytes.subarray(0, 3).equals(jpegSig)).toBe(false);
      expect(bytes.subarray(0, 4).equals(pngSig)).toBe(false);
      expect(bytes.includes(Buffer.from(EXIF_MARK))).toBe(false);
      expect(bytes.includes(front.subarray(200, 264))).toBe(false);
      expect(bytes.includes(back.subarray(100, 164))).toBe(false);
      expect(fs.statSync(file).mode & 0o077).toBe(0);
    }

    const image = await ctx.app.inject({
      url: '/api/member/kyc-image/ic_front',
      headers: bearer(m.token),
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toContain('no-store');
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 640, 400]);
    expect(meta.exif).toBeUndefined();
    expect(image.rawPayload.includes(Buffer.from(EXIF_MARK))).toBe(false);
    const backImage = await ctx.app.inject({
      url: '/api/member/kyc-image/ic_back',
      headers: bearer(m.token),
    });
    expect(backImage.headers['content-type']).toBe('image/png');
  });

  it('refuses bad submissions with a code and the field, and keeps nothing', async () => {
    const m = await member();
    const other = await member();
    await submit(other.token, adult('A1234567')).then((r) => expect(r.json().error_code).toBe(0));
    const files = storedFiles().length;
    const text = {
      name: 'front.jpg',
      type: 'image/jpeg',
      bytes: Buffer.from('not an image at all'),
    };
    const truncated = { name: 'front.jpg', type: 'image/jpeg', bytes: front.subarray(0, 300) };
    const tiny = { name: 'tiny.png', type: 'image/png', bytes: await photo('png', 40, 40) };
    const backFile = { name: 'back.png', type: 'image/png', bytes: back };
    const cases: [string, Record<string, string>, Files | undefined, string, string][] = [
      ['no id number', { ...adult(), id_number: '' }, undefined, 'REQUIRED', 'id_number'],
      ['punctuation', adult('9001-01-10-5555'), undefined, 'VALIDATION_ERROR', 'id_number'],
      ['no name', { ...adult(), fullname: ' ' }, undefined, 'REQUIRED', 'fullname'],
      ['no back', adult(), { ic_front: { ...text, bytes: front } }, 'REQUIRED', 'ic_back'],
      [
        'not an image',
        adult(),
        { ic_front: text, ic_back: backFile },
        'VALIDATION_ERROR',
        'ic_front',
      ],
      [
        'truncated',
        adult(),
        { ic_front: truncated, ic_back: backFile },
        'VALIDATION_ERROR',
        'ic_front',
      ],
      [
        'too small',
        adult(),
        { ic_front: { ...text, bytes: front }, ic_back: tiny },
        'VALIDATION_ERROR',
        'ic_back',
      ],
      ['a minor', adult(myKad(18, 1)), undefined, 'NEED_18_AGE_ABOVE', 'id_number'],
      ['not a date', adult('901301105555'), undefined, 'VALIDATION_ERROR', 'id_number'],
      ['held by another', adult('a1234567'), undefined, 'iC_USED', 'id_number'],
      [
        'wrong password',
        { ...adult(), sec_password: 'Wrong9999' },
        undefined,
        'INCORRECT_SEC_PASSWORD',
        'sec_password',
      ],
    ];
    // Two members share the cases: submissions are limited per member (10 in 10 minutes).
    const spare = await member();
    for (const [i, [name, fields, fileSet, code, field]] of cases.entries()) {
      const res = await submit((i % 2 ? spare : m).token, fields, fileSet);
      expect(res.json(), name).toMatchObject({ message: code, data: { [field]: code } });
      expect(res.statusCode, name).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, name).toBeLessThan(500);
    }
    const huge = Buffer.concat([front, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await submit(m.token, adult(), {
      ic_front: { name: 'front.jpg', type: 'image/jpeg', bytes: huge },
      ic_back: backFile,
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('PAYLOAD_TOO_LARGE');
    const visitor = await submit(null, adult());
    expect(visitor.statusCode).toBe(401);

    expect(await kycState(m.id)).toMatchObject({ kyc_status: 'not_started', n: 0 });
    expect(await kycState(spare.id)).toMatchObject({ kyc_status: 'not_started', n: 0 });
    expect(storedFiles().length).toBe(files);
    // Just 18 today is old enough.
    const ok = await submit(m.token, adult(myKad(18)));
    expect(ok.json().error_code, ok.body).toBe(0);
  });

  it('answers a repeated Idempotency-Key with the first submission and keeps no extra files', async () => {
    const m = await member();
    const before = storedFiles().length;
    const key = { 'idempotency-key': `kyc-${m.id}` };
    const fields = adult(myKad(31));
    const first = await submit(m.token, fields, undefined, key);
    const again = await submit(m.token, fields, undefined, key);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(storedFiles().length).toBe(before + 2);
    expect(await kycState(m.id)).toMatchObject({ kyc_status: 'pending', n: 1 });
  });

  it('gives an identity number to one member only, also when two submissions race', async () => {
    const [a, b] = await Promise.all([member(), member()]);
    const number = myKad(40);
    const [ra, rb] = await Promise.all([
      submit(a.token, adult(number)),
      submit(b.token, adult(number)),
    ]);
    const messages = [ra.json().message, rb.json().message].sort();
    expect(messages).toEqual(['iC_USED', 'success_submit']);
    const states = [await kycState(a.id), await kycState(b.id)];
    expect(states.filter((s) => s.kyc_status === 'pending' && s.ic === number)).toHaveLength(1);
    expect(states.filter((s) => s.kyc_status === 'not_started' && s.n === 0)).toHaveLength(1);
  });

  it('takes one submission at a time from a member, also when two race', async () => {
    const m = await member();
    const [r1, r2] = await Promise.all([
      submit(m.token, adult(myKad(33))),
      submit(m.token, adult(myKad(34))),
    ]);
    expect([r1.json().message, r2.json().message].sort()).toEqual([
      'KYC_ALREADY_SUBMITTED',
      'success_submit',
    ]);
    expect(await kycState(m.id)).toMatchObject({ kyc_status: 'pending', n: 1 });
  });

  it('serves identity images only to their owner and to administrators, each admin view audited', async () => {
    const m = await member();
    const res = await submit(m.token, adult(myKad(25)));
    const id = res.json().data.id;
    const outsider = await member();
    const asOutsider = await ctx.app.inject({
      url: '/api/member/kyc-image/ic_front',
      headers: bearer(outsider.token),
    });
    expect(asOutsider.statusCode).toBe(404);
    expect(asOutsider.headers['content-type']).not.toMatch(/^image/);
    const asVisitor = await ctx.app.inject({ url: '/api/member/kyc-image/ic_front' });
    expect(asVisitor.statusCode).toBe(401);
    const adminPathAsMember = await ctx.app.inject({
      url: `/api/admin/kyc/${id}/image/ic_front`,
      headers: bearer(outsider.token),
    });
    expect(adminPathAsMember.statusCode).toBe(403);

    const session = await loginAs(ctx, m.username);
    await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(session) });
    const loggedOut = await ctx.app.inject({
      url: '/api/member/kyc-image/ic_front',
      headers: bearer(session),
    });
    expect(loggedOut.statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ url: '/api/member/kyc-image/selfie', headers: bearer(m.token) }))
        .statusCode,
    ).toBe(404);

    const views = async () =>
      (
        await ctx.db.execute<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'kyc.view_image' AND target_id = ${String(id)}`,
        )
      ).rows[0].n;
    expect(await views()).toBe(0);
    const asAdmin = await ctx.app.inject({
      url: `/api/admin/kyc/${id}/image/ic_back`,
      headers: bearer(admin),
    });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.headers['cache-control']).toContain('no-store');
    expect((await sharp(asAdmin.rawPayload).metadata()).format).toBe('png');
    expect(await views()).toBe(1);
  });
});

describe('KYC review', () => {
  it('queues pending oldest first; fail tells the member why and lets them submit again; approve is final', async () => {
    const m = await member();
    const first = (await submit(m.token, adult(myKad(45)))).json().data;
    const queue = (
      await ctx.app.inject({ url: '/api/admin/kyc?status=pending', headers: bearer(admin) })
    ).json().data;
    const ids = queue.records.map((r: { id: number }) => r.id);
    expect(ids).toEqual([...ids].sort((x: number, y: number) => x - y));
    expect(queue.records.find((r: { id: number }) => r.id === first.id)).toMatchObject({
      member: { id: m.id, username: m.username },
      ic_front: `/api/admin/kyc/${first.id}/image/ic_front`,
    });

    const noReason = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/kyc/${first.id}/fail`,
      headers: bearer(admin),
      payload: {},
    });
    expect(noReason.statusCode).toBe(400);
    expect((await kycState(m.id)).kyc_status).toBe('pending');

    const failed = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/kyc/${first.id}/fail`,
      headers: bearer(admin),
      payload: { reason: 'Back image is blurred' },
    });
    expect(failed.json().data).toMatchObject({ status: 'failed', reviewed_by: 'admin' });
    const info = await memberInfo(m.token);
    expect(info.check_kyc.can_withdraw).toBe('failed');
    expect(info.kycInfo).toMatchObject({ status: 'failed', reason: 'Back image is blurred' });
    await expect.poll(() => smtp.received.filter((r) => r.to.includes(m.email!)).length).toBe(1);
    expect(smtp.received.find((r) => r.to.includes(m.email!))!.text).toContain(
      'Back image is blurred',
    );

    const again = (await submit(m.token, adult(myKad(45)))).json();
    expect(again.data.status).toBe('pending');
    const approved = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/kyc/${again.data.id}/approve`,
      headers: bearer(admin),
      payload: {},
    });
    expect(approved.json().data.status).toBe('approved');
    expect((await memberInfo(m.token)).check_kyc.can_withdraw).toBe('approved');
    const twice = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/kyc/${again.data.id}/fail`,
      headers: bearer(admin),
      payload: { reason: 'changed my mind' },
    });
    expect(twice.json().message).toBe('INVALID_STATE');
    expect((await kycState(m.id)).kyc_status).toBe('approved');
    const resubmit = await submit(m.token, adult(myKad(45)));
    expect(resubmit.json().message).toBe('KYC_ALREADY_SUBMITTED');

    const history = (
      await ctx.app.inject({ url: `/api/admin/members/${m.id}/kyc`, headers: bearer(admin) })
    ).json().data;
    expect(history.map((h: { status: string }) => h.status)).toEqual(['approved', 'failed']);
    const audit = await ctx.db.execute<{ action: string }>(
      sql`SELECT action FROM audit_log WHERE target_type = 'kyc' AND target_id IN (${String(first.id)}, ${String(again.data.id)}) ORDER BY id`,
    );
    expect(audit.rows.map((r) => r.action)).toEqual([
      'kyc.submit',
      'kyc.fail',
      'kyc.submit',
      'kyc.approve',
    ]);
  });
});
