import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  createTestMember,
  loginAs,
  multipart,
  PNG_BYTES,
  type TestContext,
} from '../helpers.js';

/**
 * Issue 25, hole 10: a reply sent before the request's body was read (a too-large upload, a
 * missing token) says `Connection: close`, so no client or load balancer sends its next request
 * on a socket the server is about to drop. Over a real socket: app.inject has no connections.
 */

let ctx: TestContext;
let port: number;
let token: string;
beforeAll(async () => {
  ctx = await createTestApp();
  const m = await createTestMember(ctx);
  token = await loginAs(ctx, m.username);
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await ctx.close();
});

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
afterAll(() => agent.destroy());

function post(path: string, headers: Record<string, string>, body: Buffer) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path,
          method: 'POST',
          agent,
          headers: { ...headers, 'content-length': String(body.length) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks).toString(),
            }),
          );
        },
      );
      // The server may stop reading (and close) before the whole body is sent.
      req.on('error', (err: NodeJS.ErrnoException) => {
        if (err.code !== 'EPIPE' && err.code !== 'ECONNRESET') reject(err);
      });
      req.end(body);
    },
  );
}

const get = (path: string) =>
  new Promise<number>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject);
  });

describe('early replies', () => {
  it('a 413 for an oversized upload says Connection: close, and the next request works', async () => {
    const form = multipart(
      { amount: '10', method: 'fpx', reference: 'R1' },
      {
        receipt: {
          name: 'r.png',
          type: 'image/png',
          bytes: Buffer.concat([PNG_BYTES, Buffer.alloc(8 * 1024 * 1024, 1)]),
        },
      },
    );
    const res = await post(
      '/api/wallet/deposit',
      { ...bearer(token), ...form.headers },
      form.payload,
    );
    expect(res.status).toBe(413);
    expect(res.headers.connection).toBe('close');
    expect(await get('/healthz')).toBe(200);
  });

  it('a refusal before the body is read (no token) says Connection: close too', async () => {
    const res = await post(
      '/api/wallet/deposit',
      { 'content-type': 'application/json' },
      Buffer.from(JSON.stringify({ amount: '10', method: 'fpx', reference: 'x'.repeat(900_000) })),
    );
    expect(res.status).toBe(401);
    expect(res.headers.connection).toBe('close');
    expect(await get('/healthz')).toBe(200);
  });

  it('an ordinary request keeps its connection', async () => {
    const res = await post(
      '/api/wallet/deposit',
      { ...bearer(token), 'content-type': 'application/json' },
      Buffer.from(JSON.stringify({ amount: 'x', method: 'fpx', reference: 'R' })),
    );
    expect(res.status).toBe(400);
    expect(res.headers.connection).toBe('keep-alive');
  });
});
