import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  createTestMember,
  loginAs,
  multipart,
  type TestContext,
} from '../helpers.js';

/** Issue 25, hole 6: a receipt is decoded and re-encoded like an identity image. */

const MARK = 'RANGKAI-RECEIPT-GPS-7';
const SCRIPT = '<script>alert(document.cookie)</script>';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

async function deposit(receipt: Buffer, name = 'r.jpg', type = 'image/jpeg') {
  const m = await createTestMember(ctx);
  const token = await loginAs(ctx, m.username);
  const form = multipart(
    { amount: '10', method: 'fpx', reference: 'R1' },
    { receipt: { name, type, bytes: receipt } },
  );
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/wallet/deposit',
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
  });
  return { res, token };
}

describe('deposit receipts', () => {
  it('are served without their metadata (GPS) or anything appended after the image', async () => {
    const photo = await sharp({
      create: { width: 320, height: 200, channels: 3, background: { r: 200, g: 40, b: 40 } },
    })
      .jpeg()
      .withMetadata({
        exif: {
          IFD0: { Artist: MARK },
          IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '3/1 8/1 0/1' },
        },
      })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const upload = Buffer.concat([photo, Buffer.from(SCRIPT)]);
    const { res, token } = await deposit(upload);
    expect(res.json()).toMatchObject({ error_code: 0, data: { has_receipt: true } });
    const served = await ctx.app.inject({
      url: `/api/wallet/deposit/${res.json().data.id}/receipt`,
      headers: bearer(token),
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.equals(upload)).toBe(false);
    expect(served.rawPayload.includes(Buffer.from(MARK))).toBe(false);
    expect(served.rawPayload.includes(Buffer.from('<script'))).toBe(false);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual([
      'jpeg',
      320,
      200,
      undefined,
    ]);
  });

  it('refuse a file that only starts like an image, naming the field', async () => {
    const fake = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff]),
      Buffer.from(`<html><body>${'x'.repeat(3000)}${SCRIPT}</body></html>`),
    ]);
    const { res } = await deposit(fake);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'VALIDATION_ERROR',
      data: { receipt: 'VALIDATION_ERROR' },
    });
    const png = Buffer.concat([
      Buffer.from('89504e470d0a1a0a', 'hex'),
      Buffer.from(`<html>${'y'.repeat(3000)}</html>`),
    ]);
    const second = await deposit(png, 'r.png', 'image/png');
    expect(second.res.statusCode).toBe(400);
    expect(second.res.json().data).toEqual({ receipt: 'VALIDATION_ERROR' });
  });
});
