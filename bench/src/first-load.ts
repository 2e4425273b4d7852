import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import {
  buildWebApp,
  chromiumPath,
  freePort,
  machineLine,
  root,
  rootSession,
  startWebServer,
  stopServer,
  webDist,
} from './web-app.js';

/** Rounds per build (each build loaded once a round, in turns). */
const ROUNDS = Number(process.env.BENCH_RUNS ?? 10);
const PAGE = process.env.BENCH_PAGE ?? '/web/dataDisplay';
/** Lighthouse's mobile CPU slowdown. */
const CPU_SLOWDOWN = 4;

interface Served {
  dist: string;
  baseUrl: string;
  session: { token: string; userId: string };
  stop: () => Promise<void>;
}

async function serve(dist: string): Promise<Served> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rangkai-bench-first-load-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = await startWebServer(port, dataDir, dist);
  const session = await rootSession(baseUrl);
  return {
    dist,
    baseUrl,
    session: { token: session.token, userId: String(session.user.id) },
    stop: async () => {
      await stopServer(server);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One first load of PAGE (root logged in, but for the visitor's mall): its long tasks in ms. */
async function firstLoad(browser: Browser, served: Served): Promise<number[]> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    await page.goto(`${served.baseUrl}/favicon.ico`);
    if (PAGE !== '/web/dashboard') {
      await page.evaluate(({ token, userId }) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user_id', userId);
      }, served.session);
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(() => {
      const tasks: number[] = [];
      (window as unknown as { longTasks: number[] }).longTasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(Math.round(entry.duration));
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(`${served.baseUrl}${PAGE}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    return await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
  } finally {
    await context.close();
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * The first load's main-thread blocking, builds side by side: each build (`BENCH_DISTS`, folders
 * separated by commas; else `WEB_DIST`, built first unless `BENCH_SKIP_BUILD=1`) served by its
 * own real server, loaded in turns in Chromium at Lighthouse's 4× CPU slowdown, and its long
 * tasks summed as Lighthouse sums TBT (each task's time over 50 ms). Steadier than Lighthouse's
 * simulated score for telling two builds apart on a shared VM: the same machine state touches
 * both alike.
 */
export async function firstLoadBenchmark() {
  const dists = process.env.BENCH_DISTS
    ? process.env.BENCH_DISTS.split(',').map((d) => path.resolve(root, d))
    : [webDist];
  if (!process.env.BENCH_DISTS) buildWebApp();
  const served = await Promise.all(dists.map(serve));
  const browser = await chromium.launch({
    executablePath: await chromiumPath(),
    args: ['--no-sandbox'],
  });
  const tasks: number[][][] = dists.map(() => []);
  try {
    for (let round = 0; round < ROUNDS; round++) {
      // In turns, the order reversed every other round: neither build always goes first.
      const order = dists.map((_, i) => i);
      if (round % 2) order.reverse();
      for (const i of order) tasks[i].push(await firstLoad(browser, served[i]));
    }
  } finally {
    await browser.close();
    await Promise.all(served.map((s) => s.stop()));
  }

  const builds = dists.map((dist, i) => {
    const blocking = tasks[i].map((run) => run.reduce((sum, d) => sum + Math.max(0, d - 50), 0));
    const total = tasks[i].map((run) => run.reduce((sum, d) => sum + d, 0));
    return {
      dist: path.relative(root, dist) || dist,
      blocking_ms_median: median(blocking),
      long_tasks_ms_median: median(total),
      blocking_ms: blocking,
    };
  });
  const result = {
    benchmark: 'first-load',
    date: new Date().toISOString(),
    page: PAGE,
    cpu_slowdown: CPU_SLOWDOWN,
    rounds: ROUNDS,
    machine: machineLine(),
    builds,
  };
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  // One file per page: the member home's (the default) and the visitor's mall are kept apart.
  const file = PAGE === '/web/dataDisplay' ? 'first-load' : `first-load-${path.basename(PAGE)}`;
  fs.writeFileSync(
    path.join(root, `bench/results/${file}.json`),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  for (const b of builds) {
    console.log(
      `${b.dist}: blocking ${b.blocking_ms_median} ms (median of ${ROUNDS}), long tasks ${b.long_tasks_ms_median} ms`,
    );
  }
}
