import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's DATA_DIR: without SMTP_URL its mails land in `<dataDir>/outbox`. */
    dataDir: string;
  }
}

/** The monorepo root, where the server is started from. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const artifactsDir = fileURLToPath(new URL('../artifacts/', import.meta.url));

export const ROOT_PASSWORD = 'Root12345';
export const ADMIN_PASSWORD = 'Admin12345';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForReady(baseUrl: string, server: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    const ok = await fetch(`${baseUrl}/readyz`)
      .then((res) => res.status === 200)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server not ready at ${baseUrl} within ${timeoutMs} ms`);
}

function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => server.kill('SIGKILL'), 20_000);
    server.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    server.kill('SIGTERM');
  });
}

export interface RunningServer {
  baseUrl: string;
  /** Stops the server (SIGTERM, SIGKILL after 20 s) and closes its log. */
  stop: () => Promise<void>;
}

/**
 * Starts the real server (`apps/server/src/main.ts`) from the repository root on a free port,
 * with its embedded database in `dataDir`, and waits until it is ready. `env` adds or overrides
 * variables (e.g. `DAILY_CLOSE: 'false'`); its output goes to `e2e/artifacts/<logName>`.
 */
export async function startServer({
  dataDir,
  env = {},
  logName = 'server.log',
}: {
  dataDir: string;
  env?: Record<string, string>;
  logName?: string;
}): Promise<RunningServer> {
  // WEB_DIST (relative to the repository root, as for the server) lets a run test another build.
  const webDist = process.env.WEB_DIST ?? 'apps/web/dist';
  if (!existsSync(resolve(repoRoot, webDist, 'index.html'))) {
    throw new Error(`${webDist} is missing: run \`npm run build -w @rangkai/web\` first`);
  }
  mkdirSync(artifactsDir, { recursive: true });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _ignored, ...inherited } = process.env;

  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD,
      ROOT_PASSWORD,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(join(artifactsDir, logName));
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);

  try {
    await waitForReady(baseUrl, server, 90_000);
  } catch (error) {
    await stop(server);
    log.end();
    throw new Error(`${(error as Error).message}; see e2e/artifacts/${logName}`);
  }
  return {
    baseUrl,
    stop: async () => {
      await stop(server);
      log.end();
    },
  };
}

/**
 * Vitest global setup: starts the real server (embedded database in a fresh directory) serving
 * the built web app, provides its URL as `baseUrl`, and stops it at the end.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'rangkai-e2e-'));
  // One log per group when the files run in groups (scripts/run.mjs).
  const shard = process.env.E2E_SHARD;
  const server = await startServer({ dataDir, logName: shard ? `server-${shard}.log` : undefined });
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', dataDir);

  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
