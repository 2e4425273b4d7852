import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.js';

/**
 * The built web app as the server sends it: a small fake dist (index.html and one hashed asset,
 * each with the `.gz` and `.br` the build writes) served compressed when the client accepts it,
 * hashed assets cached for a year, index.html revalidated on every load and carrying the
 * configured business time zone (TZ_BUSINESS) for the web app, whichever encoding is sent.
 */
const INDEX =
  '<!doctype html><html lang="en"><head><title>Rangkai</title></head><body><div id="root">splash</div></body></html>\n';
const ZONE_TAG = '<meta name="rangkai-business-tz" content="America/New_York">';
const SERVED = INDEX.replace('<head>', `<head>${ZONE_TAG}`);
const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(200))};\n`;
const ASSET = '/assets/web/index-Ab12Cd34.js';

let ctx: TestContext;
let dist: string;

function writeWithVariants(file: string, content: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  fs.writeFileSync(`${file}.gz`, gzipSync(content));
  fs.writeFileSync(`${file}.br`, brotliCompressSync(content));
}

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'rangkai-web-'));
  writeWithVariants(path.join(dist, 'index.html'), INDEX);
  writeWithVariants(path.join(dist, ASSET), SCRIPT);
  ctx = await createTestApp({ env: { WEB_DIST: dist, TZ_BUSINESS: 'America/New_York' } });
});
afterAll(async () => {
  await ctx?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  ctx.app.inject({
    method: 'GET',
    url,
    headers: encoding === undefined ? {} : { 'accept-encoding': encoding },
  });

describe('hashed assets', () => {
  it('are sent brotli-compressed when the client accepts br, cached as immutable', async () => {
    const res = await get(ASSET, 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('are sent gzip-compressed to a client that accepts only gzip', async () => {
    const res = await get(ASSET, 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('are sent as they are to a client that accepts no compression', async () => {
    const res = await get(ASSET);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(SCRIPT);
  });

  it('that do not exist get a 404, not the app page', async () => {
    const res = await get('/assets/web/missing-Zz99Yy88.js', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'NOT_FOUND' });
  });
});

describe('index.html', () => {
  it('is sent compressed and revalidated on every load at an app path', async () => {
    const res = await get('/web/dataDisplay', 'gzip, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SERVED);
  });

  it('carries the business time zone gzip-compressed too', async () => {
    const res = await get('/', 'gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(res.rawPayload).toString()).toBe(SERVED);
  });

  it('is revalidated when asked for by name too, and sent plain without Accept-Encoding', async () => {
    const res = await get('/index.html');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(SERVED);
  });

  it('is not sent as the precompressed file without the time zone', async () => {
    const res = await get('/index.html', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SERVED);
    const raw = await get('/index.html.gz', 'gzip');
    expect(raw.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(raw.rawPayload).toString()).toBe(SERVED);
  });

  it('answers a revalidation with 304 while it has not changed', async () => {
    const first = await get('/web/news', 'br');
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/web/news',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const plain = await get('/web/news');
    expect(plain.headers.etag).not.toBe(etag);
  });

  it('answers HEAD with the headers only', async () => {
    const res = await ctx.app.inject({
      method: 'HEAD',
      url: '/web/news',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.length).toBe(0);
    const full = await get('/web/news', 'gzip');
    expect(Number(res.headers['content-length'])).toBe(full.rawPayload.length);
    expect(res.headers.etag).toBe(full.headers.etag);
  });

  it('is read again after a new build, still with the time zone', async () => {
    const rebuilt = INDEX.replace('splash', 'new build');
    fs.writeFileSync(path.join(dist, 'index.html'), rebuilt);
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(path.join(dist, 'index.html'), later, later);
    const res = await get('/web/dataDisplay', 'br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(
      rebuilt.replace('<head>', `<head>${ZONE_TAG}`),
    );
  });

  it('is not the answer to an unknown API path', async () => {
    const res = await get('/api/nothing-here', 'gzip');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error_code: 404, message: 'NOT_FOUND' });
  });
});
