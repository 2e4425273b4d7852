import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.js';
import { storageCommands } from '../../src/features/storage/cli.js';
import { loadConfig } from '../../src/lib/config.js';
import { fileCipher } from '../../src/lib/file-crypto.js';
import { savePublicImage } from '../../src/lib/public-images.js';
import {
  bearer,
  createTestApp,
  createTestMember,
  loginAdmin,
  loginAs,
  multipart,
  PNG_BYTES,
  SEC_PASSWORD,
  type TestContext,
} from '../helpers.js';
import { type S3Peer, startS3Peer } from './s3-peer.js';

const FILE_KEY = crypto.randomBytes(32).toString('hex');
const copy = storageCommands['storage:copy-to-s3'];

let ctx: TestContext;
let peer: S3Peer;
let kycId: number;
let news: { large: string; thumb: string };

/** Runs the command as the CLI would, with what it printed. */
async function run(env: Record<string, string>) {
  const config = loadConfig({
    DATA_DIR: ctx.config.DATA_DIR,
    FILE_ENCRYPTION_KEY: FILE_KEY,
    ...env,
  });
  const lines: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((l) => lines.push(String(l)));
  const error = vi.spyOn(console, 'error').mockImplementation((l) => lines.push(String(l)));
  try {
    const code = await copy.run({ config, flags: {} } as never);
    return { code, output: lines.join('\n') };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}

beforeAll(async () => {
  peer = await startS3Peer();
  ctx = await createTestApp({ env: { FILE_ENCRYPTION_KEY: FILE_KEY } });
  const picture = await sharp({
    create: { width: 300, height: 200, channels: 3, background: { r: 10, g: 90, b: 60 } },
  })
    .jpeg()
    .toBuffer();
  const m = await createTestMember(ctx);
  const form = multipart(
    {
      id_number: `9001011${String(crypto.randomInt(100000)).padStart(5, '0')}`,
      fullname: 'Siti Aminah',
      sec_password: SEC_PASSWORD,
    },
    {
      ic_front: { name: 'f.jpg', type: 'image/jpeg', bytes: picture },
      ic_back: { name: 'b.jpg', type: 'image/jpeg', bytes: picture },
    },
  );
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/member/UserKyc',
    headers: { ...bearer(await loginAs(ctx, m.username)), ...form.headers },
    payload: form.payload,
  });
  kycId = res.json().data.id;
  news = await savePublicImage(ctx.app.media, 'news', picture, 'image');
  // A receipt kept before files were encrypted, and one encrypted with some other key.
  const receipts = path.join(ctx.config.uploadsDir, 'receipts');
  fs.mkdirSync(receipts, { recursive: true });
  fs.writeFileSync(path.join(receipts, 'legacy.png'), PNG_BYTES);
  const other = fileCipher(crypto.randomBytes(32));
  fs.writeFileSync(
    path.join(receipts, 'other.png.enc'),
    other.encrypt(PNG_BYTES, 'receipts/other.png.enc'),
  );
});
afterAll(async () => {
  await ctx?.close();
  await peer?.close();
});

describe('storage:copy-to-s3', () => {
  it('needs a bucket', async () => {
    expect((await run({})).code).toBe(2);
  });

  it('copies DATA_DIR into the bucket under the same keys, private files encrypted, once', async () => {
    const first = await run(peer.env);
    expect(first.code).toBe(1);
    expect(first.output).toMatch(/uploads: 3 copied to s3:\/\/.*, 0 there already, 1 encrypted/);
    expect(first.output).toMatch(
      /not copied: receipts\/other\.png\.enc is encrypted with another key/,
    );
    expect(first.output).toMatch(/public: 2 copied/);

    const uploads = await peer.keys('uploads/');
    expect(uploads).toHaveLength(3);
    expect(uploads).toContain('uploads/receipts/legacy.png');
    for (const key of uploads)
      expect((await peer.object(key)).subarray(0, 4).toString('latin1')).toBe('RKE1');
    const thumbKey = `public/${news.thumb.slice('/media/'.length)}`;
    expect(
      (await peer.object(thumbKey)).equals(
        fs.readFileSync(path.join(ctx.config.publicDir, news.thumb.slice('/media/'.length))),
      ),
    ).toBe(true);

    fs.rmSync(path.join(ctx.config.uploadsDir, 'receipts', 'other.png.enc'));
    const again = await run(peer.env);
    expect(again.code).toBe(0);
    expect(again.output).toMatch(/uploads: 0 copied to .*, 3 there already/);
    expect(again.output).toMatch(/public: 0 copied to .*, 2 there already/);
    expect(await peer.keys('uploads/')).toEqual(uploads);
  });

  it('an instance on the bucket, with a DATA_DIR of its own, serves every copied file', async () => {
    const dataDir = fs.mkdtempSync(path.join(path.dirname(ctx.config.DATA_DIR), 'rangkai-s3-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      WEB_DIST: path.join(dataDir, 'no-web'),
      FILE_ENCRYPTION_KEY: FILE_KEY,
      ...peer.env,
    });
    const app = await buildApp({ config, database: ctx.database, logger: false });
    try {
      const image = await app.inject({
        url: `/api/admin/kyc/${kycId}/image/ic_front`,
        headers: bearer(await loginAdmin({ app })),
      });
      expect(image.statusCode).toBe(200);
      expect(await sharp(image.rawPayload).metadata()).toMatchObject({
        format: 'jpeg',
        width: 300,
      });
      expect((await app.storage.read('receipts/legacy.png')).equals(PNG_BYTES)).toBe(true);
      const picture = await app.inject({ url: news.large });
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toBe('image/webp');
    } finally {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
