import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import type { openScratchDatabase } from '../../src/db/client.js';
import { type ConfigError, loadConfig } from '../../src/lib/config.js';
import { seed } from '../../src/seed.js';
import {
  ADMIN_PASSWORD,
  bearer,
  createTestMember,
  freshDatabase,
  loginAdmin,
  loginAs,
  multipart,
  ROOT_PASSWORD,
  SEC_PASSWORD,
} from '../helpers.js';
import { type S3Peer, startS3Peer } from './s3-peer.js';

const FILE_KEY = crypto.randomBytes(32).toString('hex');
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

let peer: S3Peer;
let database: Awaited<ReturnType<typeof openScratchDatabase>>;
const dirs: string[] = [];

/** One server process's worth: its own DATA_DIR, the shared database, bucket and file key. */
async function instance() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rangkai-instance-'));
  dirs.push(dataDir);
  const config = loadConfig({
    DATA_DIR: dataDir,
    ADMIN_PASSWORD,
    ROOT_PASSWORD,
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web'),
    FILE_ENCRYPTION_KEY: FILE_KEY,
    ...peer.env,
  });
  const app = await buildApp({ config, database, logger: false });
  return { app, config, db: database.db };
}
type Instance = Awaited<ReturnType<typeof instance>>;

let a: Instance;
let b: Instance;

beforeAll(async () => {
  peer = await startS3Peer();
  database = await freshDatabase();
  await database.migrate();
  a = await instance();
  b = await instance();
  await seed(database.db, a.config);
});
afterAll(async () => {
  await a?.app.close();
  await b?.app.close();
  await database?.drop();
  await peer?.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** Files a DATA_DIR holds under uploads/ and public/ (none, when the bucket keeps them). */
const localFiles = (i: Instance) =>
  [i.config.uploadsDir, i.config.publicDir]
    .flatMap((dir) =>
      fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }) : [],
    )
    .filter((entry) => entry.isFile());

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();

describe('two instances with separate DATA_DIRs on one database and one bucket', () => {
  it('an identity image stored through one is served by the other; the bucket holds it encrypted', async () => {
    const m = await createTestMember({ db: database.db });
    const token = await loginAs(a, m.username);
    const front = await photo(640, 400);
    const form = multipart(
      {
        id_number: `9001011${String(crypto.randomInt(100000)).padStart(5, '0')}`,
        fullname: 'Siti Aminah',
        sec_password: SEC_PASSWORD,
      },
      {
        ic_front: { name: 'front.jpg', type: 'image/jpeg', bytes: front },
        ic_back: { name: 'back.jpg', type: 'image/jpeg', bytes: front },
      },
    );
    const submitted = await a.app.inject({
      method: 'POST',
      url: '/api/member/UserKyc',
      headers: { ...bearer(token), ...form.headers },
      payload: form.payload,
    });
    expect(submitted.json(), submitted.body).toMatchObject({ error_code: 0 });

    const stored = await peer.keys('uploads/kyc/');
    expect(stored).toHaveLength(2);
    for (const key of stored) {
      const bytes = await peer.object(key);
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('RKE1');
      expect(bytes.includes(JPEG)).toBe(false);
    }

    const admin = await loginAdmin(b);
    const byAdmin = await b.app.inject({
      url: `/api/admin/kyc/${submitted.json().data.id}/image/ic_front`,
      headers: bearer(admin),
    });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.headers['content-type']).toBe('image/jpeg');
    expect(byAdmin.headers['cache-control']).toBe('private, no-store');
    expect(await sharp(byAdmin.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 640,
      height: 400,
    });
    const byOwner = await b.app.inject({
      url: '/api/member/kyc-image/ic_back',
      headers: bearer(await loginAs(b, m.username)),
    });
    expect(byOwner.statusCode).toBe(200);
    expect(byOwner.rawPayload.subarray(0, 3).equals(JPEG)).toBe(true);
    expect(localFiles(a)).toEqual([]);
    expect(localFiles(b)).toEqual([]);
  });

  it('a product picture uploaded through one is served by the other, and removed for both', async () => {
    const admin = await loginAdmin(a);
    const post = async (url: string, payload: object) =>
      (await a.app.inject({ method: 'POST', url, headers: bearer(admin), payload })).json();
    const category = await post('/api/admin/mall/categories', {
      name_en: 'Health',
      name_zh: '健康',
      name_ms: 'Kesihatan',
    });
    const product = await post('/api/admin/mall/products', {
      mall_category_id: category.data.id,
      name_en: 'Herbal Tea',
      name_zh: '草本茶',
      name_ms: 'Teh Herba',
      description_en: 'A calming tea.',
      normal_credit: '50.00',
      premium_credit: '40.00',
      normal_cash: '45.00',
      premium_cash: '36.00',
      stock: 20,
    });
    expect(product.error_code, JSON.stringify(product)).toBe(0);
    const form = multipart(
      {},
      { image: { name: 'p.jpg', type: 'image/jpeg', bytes: await photo(1600, 1600) } },
    );
    const uploaded = await a.app.inject({
      method: 'POST',
      url: `/api/admin/mall/products/${product.data.id}/images`,
      headers: { ...bearer(admin), ...form.headers },
      payload: form.payload,
    });
    const [image] = uploaded.json().data.product_image_path;
    expect(image.thumb_image_path).toMatch(/^\/media\/products\/[0-9a-f-]+-480\.webp$/);
    expect(await peer.keys('public/products/')).toHaveLength(2);

    const served = await b.app.inject({ url: image.thumb_image_path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 480 });
    expect(localFiles(a)).toEqual([]);

    const removed = await b.app.inject({
      method: 'DELETE',
      url: `/api/admin/mall/products/${product.data.id}/images/${image.id}`,
      headers: bearer(await loginAdmin(b)),
    });
    expect(removed.json(), removed.body).toMatchObject({ error_code: 0 });
    expect(await peer.keys('public/products/')).toEqual([]);
    const gone = await a.app.inject({ url: image.public_image_path });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ message: 'NOT_FOUND' });
    const outside = await a.app.inject({ url: '/media/..%2Fuploads%2Fkyc' });
    expect(outside.statusCode).toBe(404);
  });
});

describe('object storage configuration', () => {
  const problems = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return [];
    } catch (err) {
      return (err as ConfigError).problems;
    }
  };

  it('needs one file key for every instance, and S3 settings only with a bucket', () => {
    expect(problems({ S3_BUCKET: 'rangkai-files' })).toEqual([
      expect.stringMatching(/^FILE_ENCRYPTION_KEY: required with S3_BUCKET/),
    ]);
    expect(problems({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toEqual([
      'S3_ENDPOINT: set, but S3_BUCKET is not',
    ]);
    expect(
      problems({
        S3_BUCKET: 'rangkai-files',
        FILE_ENCRYPTION_KEY: FILE_KEY,
        S3_ACCESS_KEY_ID: 'k',
      }),
    ).toEqual(['S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither']);
    expect(problems({ S3_BUCKET: 'No_Such Bucket' })[0]).toMatch(/^S3_BUCKET: must be a bucket/);
    expect(problems({ S3_BUCKET: 'rangkai-files', FILE_ENCRYPTION_KEY: FILE_KEY })).toEqual([]);
  });
});
