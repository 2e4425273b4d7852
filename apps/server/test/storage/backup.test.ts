import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.js';
import { storageCommands } from '../../src/features/storage/cli.js';
import { RestoreRefused, restoreBackup } from '../../src/features/storage/restore.js';
import { verifyLedger } from '../../src/features/wallet/verify-ledger.js';
import { loadConfig } from '../../src/lib/config.js';
import { fileCipher } from '../../src/lib/file-crypto.js';
import { areaStore, type FileArea, privateStorage } from '../../src/lib/file-stores.js';
import {
  bearer,
  createTestApp,
  createTestMember,
  freshDatabase,
  fund,
  loginAs,
  multipart,
  SEC_PASSWORD,
  type TestContext,
} from '../helpers.js';
import { type S3Peer, startS3Peer } from './s3-peer.js';

const FILE_KEY = crypto.randomBytes(32).toString('hex');
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

let ctx: TestContext;
let peer: S3Peer;
const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'rangkai-backup-test-'));
const archive = path.join(temp, 'rangkai.tar.gz');

/** What a restore must bring back: every member account's balance, by member and wallet. */
async function balances(db: Db) {
  const { rows } = await db.execute(
    sql`SELECT a.id, a.member_id, a.balance::text AS balance FROM accounts a ORDER BY a.id`,
  );
  return rows;
}

async function kycKeys(db: Db): Promise<string[]> {
  const { rows } = await db.execute<{ front_key: string; back_key: string }>(
    sql`SELECT front_key, back_key FROM kyc_submissions ORDER BY id`,
  );
  return rows.flatMap((r) => [r.front_key, r.back_key]);
}

/** A fresh installation's file stores: a new DATA_DIR, or the bucket. */
function settings(extra: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(temp, 'data-'));
  return loadConfig({ DATA_DIR: dataDir, FILE_ENCRYPTION_KEY: FILE_KEY, ...extra });
}
const areasOf = (config: ReturnType<typeof settings>) => ({
  uploads: areaStore(config, 'uploads'),
  public: areaStore(config, 'public'),
});

async function submitKyc(username: string, picture: Buffer) {
  const form = multipart(
    {
      id_number: `9001011${String(crypto.randomInt(100000)).padStart(5, '0')}`,
      fullname: 'Siti Aminah',
      sec_password: SEC_PASSWORD,
    },
    {
      ic_front: { name: 'front.jpg', type: 'image/jpeg', bytes: picture },
      ic_back: { name: 'back.jpg', type: 'image/jpeg', bytes: picture },
    },
  );
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/member/UserKyc',
    headers: { ...bearer(await loginAs(ctx, username)), ...form.headers },
    payload: form.payload,
  });
  expect(res.json(), res.body).toMatchObject({ error_code: 0 });
}

beforeAll(async () => {
  peer = await startS3Peer();
  ctx = await createTestApp({ env: { FILE_ENCRYPTION_KEY: FILE_KEY } });
  const picture = await sharp({
    create: { width: 320, height: 200, channels: 3, background: { r: 200, g: 80, b: 40 } },
  })
    .jpeg()
    .toBuffer();
  for (const [i, amount] of ['150.25', '0.01', '98765.43'].entries()) {
    const m = await createTestMember(ctx);
    await fund(ctx, m.username, 'point1', amount);
    await fund(ctx, m.username, 'point3', `${i + 1}.50`);
    if (i < 2) await submitKyc(m.username, picture);
  }
});
afterAll(async () => {
  await ctx?.close();
  await peer?.close();
  fs.rmSync(temp, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('writes one archive with the database, the files as stored and a manifest of checksums, without the key', async () => {
    const code = await storageCommands.backup.run({
      db: ctx.db,
      config: ctx.config,
      flags: { out: archive },
    } as never);
    expect(code).toBe(0);
    const entries: string[] = [];
    await tar.t({ file: archive, onReadEntry: (e) => entries.push(e.path) });
    expect(entries[0]).toBe('manifest.json');
    expect(entries).toContain('db/accounts.jsonl');
    const kyc = (await kycKeys(ctx.db)).map((k) => `files/uploads/${k}`);
    expect(kyc).toHaveLength(4);
    for (const k of kyc) expect(entries).toContain(k);

    const out = fs.mkdtempSync(path.join(temp, 'look-'));
    await tar.x({ file: archive, cwd: out });
    const manifest = JSON.parse(fs.readFileSync(path.join(out, 'manifest.json'), 'utf8'));
    expect(manifest.tables.map((t: { name: string }) => t.name).indexOf('members')).toBeLessThan(
      manifest.tables.map((t: { name: string }) => t.name).indexOf('accounts'),
    );
    const file = manifest.files.find((f: { key: string }) => f.key === kyc[0].slice(14));
    expect(file).toMatchObject({
      area: 'uploads',
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const stored = fs.readFileSync(path.join(out, kyc[0]));
    expect(stored.subarray(0, 4).toString('latin1')).toBe('RKE1');
    expect(stored.includes(JPEG)).toBe(false);
    // The key is in no part of the archive, in any spelling.
    const key = Buffer.from(FILE_KEY, 'hex');
    for (const name of fs.readdirSync(out, { recursive: true }) as string[]) {
      const full = path.join(out, name);
      if (!fs.statSync(full).isFile()) continue;
      const bytes = fs.readFileSync(full);
      for (const spelling of [key, Buffer.from(FILE_KEY), Buffer.from(key.toString('base64'))])
        expect(bytes.includes(spelling), name).toBe(false);
    }
  });

  it('restores into a fresh database and a fresh bucket: same balances, a clean ledger, every identity image readable', async () => {
    const target = settings(peer.env);
    const database = await freshDatabase();
    try {
      const report = await restoreBackup({
        database,
        areas: areasOf(target),
        cipher: fileCipher(Buffer.from(FILE_KEY, 'hex')),
        file: archive,
      });
      expect(report.files).toBeGreaterThanOrEqual(4);
      expect(await balances(database.db)).toEqual(await balances(ctx.db));
      expect(
        (await balances(database.db)).filter((r) => (r as { balance: string }).balance !== '0'),
      ).toHaveLength(6);
      const ledger = await verifyLedger(database.db);
      expect(ledger.ok, JSON.stringify(ledger)).toBe(true);

      const keys = await kycKeys(database.db);
      expect(keys).toEqual(await kycKeys(ctx.db));
      const files = privateStorage(target);
      for (const key of keys) {
        expect((await peer.object(`uploads/${key}`)).subarray(0, 4).toString('latin1')).toBe(
          'RKE1',
        );
        const image = await files.read(key);
        expect(await sharp(image).metadata()).toMatchObject({ format: 'jpeg', width: 320 });
      }
      // Sequences continue past the restored rows: a new member gets a new id, a new account.
      const [before] = (
        await database.db.execute<{ n: number }>(sql`SELECT max(id)::int AS n FROM members`)
      ).rows;
      const added = await createTestMember({ db: database.db });
      expect(added.id).toBeGreaterThan(before.n);
      await fund({ db: database.db }, added.username, 'point1', '1.00');
      expect((await verifyLedger(database.db)).ok).toBe(true);

      // A second restore into a database in use is refused, and changes nothing.
      await expect(
        restoreBackup({
          database,
          areas: areasOf(target),
          cipher: fileCipher(Buffer.from(FILE_KEY, 'hex')),
          file: archive,
        }),
      ).rejects.toThrow(/database is in use/);
    } finally {
      await database.drop();
    }
  });

  it('refuses a wrong file key or a damaged archive before writing anything', async () => {
    const target = settings();
    const database = await freshDatabase();
    try {
      const attempt = (file: string, key = FILE_KEY) =>
        restoreBackup({
          database,
          areas: areasOf(target),
          cipher: fileCipher(Buffer.from(key, 'hex')),
          file,
        });
      const wrongKey = await attempt(archive, crypto.randomBytes(32).toString('hex')).catch(
        (e) => e,
      );
      expect(wrongKey).toBeInstanceOf(RestoreRefused);
      expect(wrongKey.message).toMatch(/encrypted with key id/);

      const look = fs.mkdtempSync(path.join(temp, 'damage-'));
      await tar.x({ file: archive, cwd: look });
      fs.appendFileSync(path.join(look, 'db', 'accounts.jsonl'), '{"id":999}\n');
      const damaged = path.join(temp, 'damaged.tar.gz');
      await tar.c({ gzip: true, file: damaged, cwd: look }, fs.readdirSync(look));
      await expect(attempt(damaged)).rejects.toThrow(/db\/accounts.jsonl does not match/);

      const { rows } = await database.db.execute(
        sql`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'`,
      );
      expect((rows[0] as { n: number }).n).toBe(0);
      for (const area of ['uploads', 'public'] as FileArea[])
        expect(fs.existsSync(area === 'uploads' ? target.uploadsDir : target.publicDir)).toBe(
          false,
        );
    } finally {
      await database.drop();
    }
  });
});
