import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/lib/config.js';
import { redactUrl } from '../../src/lib/log-redaction.js';
import { seed } from '../../src/seed.js';
import { ADMIN_PASSWORD, freshDatabase, ROOT_PASSWORD } from '../helpers.js';

/** Issue 25, hole 9: the access log at LOG_LEVEL=info never holds a code or a password. */

const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

let app: Awaited<ReturnType<typeof buildApp>>;
let close: () => Promise<void>;
beforeAll(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rangkai-log-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    ADMIN_PASSWORD,
    ROOT_PASSWORD,
    LOG_LEVEL: 'info',
    WEB_DIST: path.join(dataDir, 'no-web'),
  });
  const database = await freshDatabase();
  await database.migrate();
  await seed(database.db, config);
  app = await buildApp({ config, database, logger: { level: 'info', stream } });
  close = async () => {
    await app.close();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
});
afterAll(async () => {
  await close();
});

describe('the access log', () => {
  it('redacts codes and passwords from logged URLs, keeping the route and other parameters', async () => {
    const urls = [
      '/api/global/check-otp?email=probe%40example.test&otp=424242',
      '/api/global/check-otp?o%74p=515151&email=probe%40example.test',
      '/api/global/check-otp?email=x%40y.test&otp=636363&otp=737373',
      '/api/member/anything?sec_password=Secret999&token=tok-8d1f&new_password=Pw0rd777&code=919191',
    ];
    for (const url of urls) await app.inject({ url });
    const log = lines.join('\n');
    expect(log).toContain('incoming request');
    for (const secret of [
      '424242',
      '515151',
      '636363',
      '737373',
      'Secret999',
      'tok-8d1f',
      'Pw0rd777',
      '919191',
    ])
      expect(log, secret).not.toContain(secret);
    const logged = lines
      .map((line) => JSON.parse(line) as { msg: string; req?: { url: string } })
      .filter((entry) => entry.msg === 'incoming request')
      .map((entry) => entry.req?.url);
    expect(logged).toContain('/api/global/check-otp?email=probe%40example.test&otp=[REDACTED]');
  });

  it('redactUrl keeps URLs without secrets as they are', () => {
    expect(redactUrl('/api/mall/getProduct?page=2&keyword=tea')).toBe(
      '/api/mall/getProduct?page=2&keyword=tea',
    );
    expect(redactUrl('/api/global/check-ref?ref_code=AB12')).toBe(
      '/api/global/check-ref?ref_code=AB12',
    );
    expect(redactUrl('/x?password')).toBe('/x?password=[REDACTED]');
    expect(redactUrl('/x?%E0%A4%A=1&otp=1')).toBe('/x?%E0%A4%A=1&otp=[REDACTED]');
  });
});
