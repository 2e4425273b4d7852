import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

/**
 * The JavaScript a phone downloads on its first visit to the member home page: the web app is
 * built, the real server serves it (embedded database in a throw-away directory), headless
 * Chromium at 375 px opens `/web/dataDisplay` logged in as root (with a security password, like any member), and every script the page loads
 * until the network is idle is counted at its gzip -9 size (and at the bytes actually sent).
 */
const PAGE = '/web/dataDisplay';
const TARGET_KB = 150;
const ROOT_PASSWORD = 'Root12345';
const root = path.resolve(import.meta.dirname, '../..');
const dist = path.join(root, 'apps/web/dist');

const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** CHROMIUM_PATH, else the system Chromium, else the one bundled by @sparticuz/chromium. */
async function chromiumPath(): Promise<string> {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (fs.existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  const sparticuz = await import('@sparticuz/chromium');
  return sparticuz.default.executablePath();
}

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'Admin12345',
      ROOT_PASSWORD,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 450; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`)
      .then((res) => res.ok)
      .catch(() => false);
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error('server not ready within 90 s');
}

function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function post<T>(url: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const reply = (await res.json()) as { data: T };
  if (!res.ok) throw new Error(`${url}: ${res.status} ${JSON.stringify(reply)}`);
  return reply.data;
}

/**
 * Logs root in and gives it a security password, as every registered member has one (without
 * it the page would open the forced set-security-password dialog, which is not a first load).
 */
async function rootSession(baseUrl: string) {
  const session = await post<{ token: string; user: { id: number } }>(`${baseUrl}/api/auth/login`, {
    username: 'root',
    password: ROOT_PASSWORD,
  });
  await post(
    `${baseUrl}/api/member/set-secpassword`,
    { password: 'Secure123', password_confirmation: 'Secure123' },
    session.token,
  );
  return session;
}

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
  console.log('Building the web app (npm run build -w @rangkai/web)…');
  execFileSync('npm', ['run', 'build', '-w', '@rangkai/web'], { cwd: root, stdio: 'ignore' });

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rangkai-bench-bundle-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = await startServer(port, dataDir);
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
      const built = fs.readFileSync(path.join(dist, file));
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
