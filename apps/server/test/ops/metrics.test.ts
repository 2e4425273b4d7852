import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBusinessDate } from '../../src/features/compensation/index.js';
import { createTestApp, type TestContext, uniqueName } from '../helpers.js';

/** Prometheus metrics at /metrics behind METRICS_TOKEN (issue 25), scraped as Prometheus would. */
const TOKEN = 'metrics-token-for-tests-0123456789';
let ctx: TestContext;
let bare: TestContext;
let dist: string;

beforeAll(async () => {
  // A built web app, so a wrong answer would be its index.html.
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'rangkai-web-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Rangkai</title>');
  // The outbox is left to other instances here, so mail waits in it.
  ctx = await createTestApp({
    env: { METRICS_TOKEN: TOKEN, WEB_DIST: dist, MAIL_WORKER: 'false' },
  });
  bare = await createTestApp({ env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await ctx?.close();
  await bare?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const scrape = async (headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }) =>
  ctx.app.inject({ url: '/metrics', headers });

/** The value of one series in the exposition text (0 when absent). */
function value(text: string, name: string, labels: Record<string, string> = {}): number {
  const want = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const labelPart = line.slice(name.length).split(' ')[0];
    if (want.every((w) => labelPart.includes(w))) return Number(line.split(' ').at(-1));
  }
  return 0;
}

describe('GET /metrics', () => {
  it('is a 404 envelope when METRICS_TOKEN is unset, never the web app', async () => {
    const res = await bare.app.inject({ url: '/metrics' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ message: 'NOT_FOUND' });
    // The web app is there for other paths.
    expect((await bare.app.inject({ url: '/some/page' })).body).toContain('<title>Rangkai');
  });

  it('refuses a scrape without the token or with another', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { authorization: 'Bearer wrong-token-wrong-token-wrong' },
      { authorization: TOKEN },
      { authorization: `Bearer ${TOKEN}x` },
    ]) {
      const res = await scrape(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(res.json()).toMatchObject({ message: 'UNAUTHORIZED' });
      expect(res.body).not.toContain('rangkai_');
    }
  });

  it('counts requests by route pattern and status, and the process, outbox, close and refusal series move', async () => {
    const before = (await scrape()).body;
    expect((await scrape()).headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    for (const name of [
      'process_cpu_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
      'rangkai_mail_outbox_pending',
      'rangkai_mail_outbox_oldest_pending_seconds',
      'rangkai_daily_close_last_duration_seconds',
      'rangkai_daily_close_last_credits_sen',
    ])
      expect(before, name).toContain(`# TYPE ${name}`);
    if (ctx.database.kind === 'postgres')
      expect(value(before, 'rangkai_db_pool_connections', { state: 'max' })).toBeGreaterThan(0);

    // Three requests to one route with different ids (refused: no token): one series, by pattern.
    for (const id of [1, 2, 3]) await ctx.app.inject({ url: `/api/admin/members/${id}` });
    await ctx.app.inject({ url: '/healthz' });
    // A code mailed (waiting in the outbox), then asked again at once: a 429.
    const email = `${uniqueName('metrics')}@example.test`;
    const ask = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/global/sent-otp',
        payload: { email, type: 'register' },
        remoteAddress: '10.70.0.1',
      });
    expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(429);
    const closed = await closeBusinessDate(ctx.db, '2026-01-05', {
      trigger: 'cli',
      now: new Date('2026-01-06T00:00:00+08:00'),
    });
    expect(closed).toBeTruthy();
    await new Promise((r) => setTimeout(r, 20));

    const after = (await scrape()).body;
    const healthz = { method: 'GET', route: '/healthz', status: '200' };
    expect(value(after, 'rangkai_http_requests_total', healthz)).toBe(
      value(before, 'rangkai_http_requests_total', healthz) + 1,
    );
    expect(after).not.toContain('members/1"');
    const memberSeries = after
      .split('\n')
      .filter((l) => l.startsWith('rangkai_http_requests_total{') && l.includes('/members/'));
    expect(memberSeries).toHaveLength(1);
    expect(memberSeries[0]).toContain('route="/api/admin/members/:id"');
    expect(memberSeries[0]).toContain('status="401"');
    expect(Number(memberSeries[0].split(' ').at(-1))).toBe(3);
    expect(value(after, 'rangkai_http_request_duration_seconds_count', healthz)).toBe(
      value(before, 'rangkai_http_request_duration_seconds_count', healthz) + 1,
    );
    const sentOtp = { route: '/api/global/sent-otp' };
    expect(value(after, 'rangkai_rate_limit_refusals_total', sentOtp)).toBe(
      value(before, 'rangkai_rate_limit_refusals_total', sentOtp) + 1,
    );
    expect(value(after, 'rangkai_mail_outbox_pending')).toBe(
      value(before, 'rangkai_mail_outbox_pending') + 1,
    );
    expect(value(after, 'rangkai_mail_outbox_oldest_pending_seconds')).toBeGreaterThan(0);
    expect(value(after, 'rangkai_daily_close_last_finished_timestamp_seconds')).toBeGreaterThan(
      Date.now() / 1000 - 600,
    );
    expect(value(after, 'rangkai_daily_close_last_duration_seconds')).toBeGreaterThan(0);
    expect(after).toMatch(/^rangkai_daily_close_last_credits_sen 0$/m);
  });
});
