import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * What the web benchmarks (bundle, lighthouse) share: the built web app, the real server serving
 * it with its embedded database, a logged-in member, and Chromium.
 */
export const root = path.resolve(import.meta.dirname, '../..');

/** The machine and its load, as the web benchmarks record them. */
export function machineLine(): string {
  const load = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
  return `${os.cpus()[0]?.model ?? 'unknown'} × ${os.cpus().length}, load ${load}`;
}
export const ROOT_PASSWORD = 'Root12345';

/**
 * The built web app: `WEB_DIST` (absolute, or relative to the repository root, as for the server
 * and the browser tests) lets a benchmark build into and serve its own folder, so that it does not
 * replace `apps/web/dist` under someone else's tests; by default `apps/web/dist`.
 */
export const webDist = path.resolve(root, process.env.WEB_DIST ?? 'apps/web/dist');

/**
 * Builds the web app into `webDist` with its `.br`/`.gz` variants (the build script does the
 * same for `apps/web/dist`). `BENCH_SKIP_BUILD=1` measures the build that is already there.
 */
export function buildWebApp() {
  if (process.env.BENCH_SKIP_BUILD === '1') {
    if (!fs.existsSync(path.join(webDist, 'index.html'))) throw new Error(`${webDist}: no build`);
    console.log(`Measuring the build in ${webDist} (BENCH_SKIP_BUILD=1)…`);
    return;
  }
  console.log(`Building the web app into ${webDist}…`);
  const web = path.join(root, 'apps/web');
  execFileSync('npx', ['vite', 'build', '--outDir', webDist, '--emptyOutDir'], {
    cwd: web,
    stdio: 'ignore',
  });
  execFileSync(process.execPath, ['scripts/precompress.mjs', webDist], {
    cwd: web,
    stdio: 'ignore',
  });
}

export function freePort(): Promise<number> {
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
export async function chromiumPath(): Promise<string> {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (fs.existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  const sparticuz = await import('@sparticuz/chromium');
  return sparticuz.default.executablePath();
}

/** The real server on `port`, serving `dist` (`webDist`), with its embedded database in `dataDir`. */
export async function startWebServer(
  port: number,
  dataDir: string,
  dist = webDist,
): Promise<ChildProcess> {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: dist,
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'Admin12345',
      ROOT_PASSWORD,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 900; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`)
      .then((res) => res.ok)
      .catch(() => false);
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error('server not ready within 180 s');
}

export function stopServer(child: ChildProcess): Promise<void> {
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
export async function rootSession(baseUrl: string) {
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
