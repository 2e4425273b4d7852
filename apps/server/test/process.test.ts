import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rangkai-process-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function start(port: number): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: '',
      ROOT_PASSWORD: '',
    },
  });
  child.stdout?.on('data', (c) => (output += c));
  child.stderr?.on('data', (c) => (output += c));
  return { child, output: () => output };
}

// A first start creates the embedded database and runs every migration; on a 2-core CI machine
// busy with the other test files that has taken over 30 s, so the wait is generous and gives up
// at once, with what the server printed, if the process dies instead.
async function waitFor(
  server: ReturnType<typeof start>,
  check: () => Promise<boolean> | boolean,
  ms = 150_000,
) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    if (server.child.exitCode !== null) {
      throw new Error(`server exited with ${server.child.exitCode}:\n${server.output()}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not ready after ${ms} ms:\n${server.output()}`);
}

/** A port nothing listens on now (a fixed range once hit a local service's port, 4369). */
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

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

it('prints generated credentials once, refuses a second process on the same data, and shuts down cleanly', {
  timeout: 360_000,
}, async () => {
  const port = await freePort();
  const first = start(port);
  await waitFor(
    first,
    async () => (await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null))?.ok === true,
  );
  expect(first.output()).toMatch(/Administrator: admin \/ \w{14}/);
  expect(first.output()).toMatch(/Root member code \(referral code\): [2-9A-Z]{8}/);
  expect(fs.existsSync(path.join(dataDir, 'db.lock'))).toBe(true);

  const second = start(port + 1);
  expect(await exited(second.child)).toBe(1);
  expect(second.output()).toContain('is in use by process');

  // A request in flight when SIGTERM arrives still gets its answer.
  const inFlight = fetch(`http://127.0.0.1:${port}/api/global/lookup`).then((r) => r.status);
  first.child.kill('SIGTERM');
  expect(await inFlight).toBe(200);
  expect(await exited(first.child)).toBe(0);
  expect(fs.existsSync(path.join(dataDir, 'db.lock'))).toBe(false);

  // Restart on the same data: nothing generated again, same root code.
  const code = /Root member code \(referral code\): (\w+)/.exec(first.output())![1];
  const third = start(port + 2);
  await waitFor(third, () => third.output().includes('serving at'));
  expect(third.output()).not.toContain('Administrator:');
  expect(third.output()).toContain(code);
  third.child.kill('SIGINT');
  expect(await exited(third.child)).toBe(0);
});

function cli(args: string[]) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    let output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/cli.ts', ...args], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    });
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

it('adjusts a wallet and verifies the ledger from the CLI', { timeout: 300_000 }, async () => {
  const bad = await cli([
    'wallet:adjust',
    '--username',
    'root',
    '--wallet',
    'point9',
    '--amount',
    '1.234',
  ]);
  expect(bad.code).toBe(2);
  expect(bad.output).toContain('--wallet must be one of');
  expect(bad.output).toContain('--amount must be');
  expect(bad.output).toContain('--reason is required');
  const adjust = (amount: string, reason: string, ...extra: string[]) =>
    cli([
      'wallet:adjust',
      '--username',
      'root',
      '--wallet',
      'point3',
      '--amount',
      amount,
      '--reason',
      reason,
      ...extra,
    ]);
  const credit = await adjust('100.00', 'opening float');
  expect(credit.output).toContain('root point3 balance is now 100.00');
  const debit = await adjust('0.50', 'fix', '--debit');
  expect(debit.output).toContain('balance is now 99.50');
  const verify = await cli(['ledger:verify']);
  expect(verify.code).toBe(0);
  expect(verify.output).toContain('Ledger OK');
  expect((await cli(['no-such-command'])).code).toBe(2);
});

it('the CLI resolves DATA_DIR against the repository root, says which database, and never creates one', async () => {
  const relative = `data-cli-test-${process.pid}`;
  try {
    const result = await new Promise<{ code: number | null; output: string }>((resolve) => {
      let output = '';
      // As `npm run cli` does: the working directory is apps/server.
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'ledger:verify'], {
        cwd: path.join(repoRoot, 'apps/server'),
        env: { ...process.env, DATABASE_URL: '', DATA_DIR: relative, LOG_LEVEL: 'warn' },
      });
      child.stdout.on('data', (c) => (output += c));
      child.stderr.on('data', (c) => (output += c));
      child.once('exit', (code) => resolve({ code, output }));
    });
    expect(result.code).toBe(2);
    expect(result.output).toContain(`No database in ${path.join(repoRoot, relative, 'db')}`);
    expect(fs.existsSync(path.join(repoRoot, 'apps/server', relative))).toBe(false);
    expect(fs.existsSync(path.join(repoRoot, relative, 'db', 'PG_VERSION'))).toBe(false);
    const named = await cli(['ledger:verify']);
    expect(named.output).toContain(`Database: embedded (PGlite) in ${path.join(dataDir, 'db')}`);
  } finally {
    fs.rmSync(path.join(repoRoot, relative), { recursive: true, force: true });
  }
});

it('`npm start` runs the built server and stops gracefully on a SIGTERM to npm', {
  timeout: 300_000,
}, async () => {
  const port = await freePort();
  let output = '';
  const npm = spawn('npm', ['start'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      WEB_DIST: path.join(dataDir, 'no-web'),
    },
  });
  npm.stdout.on('data', (c) => (output += c));
  npm.stderr.on('data', (c) => (output += c));
  await waitFor({ child: npm, output: () => output }, () => output.includes('serving at'));
  expect(output).toContain('Server built to apps/server/dist');
  expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
  npm.kill('SIGTERM');
  await exited(npm);
  // The server itself (a grandchild of npm, behind a shell) went down gracefully, not orphaned.
  const deadline = Date.now() + 20_000;
  let stopped = false;
  while (!stopped && Date.now() < deadline) {
    stopped = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      () => false,
      () => true,
    );
    if (!stopped) await new Promise((r) => setTimeout(r, 200));
  }
  expect(stopped, output).toBe(true);
  expect(output).toContain('shutting down');
});
