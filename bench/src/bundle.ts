import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import {
  buildWebApp,
  chromiumPath,
  freePort,
  root,
  rootSession,
  startWebServer,
  stopServer,
  webDist,
} from './web-app.js';

/**
 * The JavaScript a phone downloads on its first visit to the member home page: the web app is
 * built (into `WEB_DIST`, by default apps/web/dist), the real server serves it (embedded database
 * in a throw-away directory), headless Chromium at 375 px opens `/web/dataDisplay` logged in as
 * root (with a security password, like any member), and every script the page loads until the
 * network is idle is counted at its gzip -9 size (and at the bytes actually sent).
 */
const PAGE = '/web/dataDisplay';
const TARGET_KB = 120;

const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));

interface ScriptLoad {
  url: string;
  encoding: string | null;
  transferred: number;
}

/** Every script `PAGE` loads until network idle, for a logged-in member on a phone. */
async function loadScripts(baseUrl: string): Promise<ScriptLoad[]> {
  const session = await rootSession(baseUrl);
  const browser = await chromium.launch({
    executablePath: await chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    await context.addInitScript(
      ([token, id]) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user_id', id);
      },
      [session.token, String(session.user.id)],
    );
    const page = await context.newPage();
    const loads: Promise<ScriptLoad>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      loads.push(
        Promise.all([request.sizes(), request.response()]).then(([sizes, response]) => ({
          url: request.url(),
          encoding: response?.headers()['content-encoding'] ?? null,
          transferred: sizes.responseBodySize,
        })),
      );
    });
    await page.goto(`${baseUrl}${PAGE}`, { waitUntil: 'networkidle' });
    await page.getByTestId('home-page').waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    return await Promise.all(loads);
  } finally {
    await browser.close();
  }
}

export async function bundleBenchmark() {
  buildWebApp();

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rangkai-bench-bundle-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = await startWebServer(port, dataDir);
  let scripts: ScriptLoad[];
  try {
    scripts = await loadScripts(baseUrl);
  } finally {
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const files = scripts
    .map((script) => {
      const file = new URL(script.url).pathname;
      const built = fs.readFileSync(path.join(webDist, file));
      const gzip = gzipSync(built, { level: constants.Z_BEST_COMPRESSION }).length;
      return { file, bytes: built.length, gzip, ...script, url: undefined };
    })
    .sort((a, b) => b.gzip - a.gzip);
  const total = files.reduce((sum, f) => sum + f.gzip, 0);
  const transferred = files.reduce((sum, f) => sum + f.transferred, 0);
  const result = {
    benchmark: 'bundle',
    date: new Date().toISOString(),
    page: PAGE,
    viewport: '375x812, logged in as root',
    scripts: files.length,
    total_gzip_bytes: total,
    total_gzip_kb: kb(total),
    total_raw_kb: kb(files.reduce((sum, f) => sum + f.bytes, 0)),
    transferred_kb: kb(transferred),
    target_kb: TARGET_KB,
    within_target: kb(total) < TARGET_KB,
    files,
  };
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(
    path.join(root, 'bench/results/bundle.json'),
    `${JSON.stringify(result, null, 2)}\n`,
  );

  console.log(`${PAGE}: ${files.length} scripts`);
  for (const f of files) {
    console.log(`  ${f.file.padEnd(60)} ${String(kb(f.gzip)).padStart(7)} KB gzip`);
  }
  console.log(
    `total ${kb(total)} KB gzip -9 (${kb(transferred)} KB sent, ${files[0]?.encoding ?? 'identity'}), target < ${TARGET_KB} KB`,
  );
}
