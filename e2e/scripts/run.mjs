#!/usr/bin/env node
/**
 * Runs the browser tests. The files run one after another against one server (vitest.config.ts);
 * with E2E_SHARDS=N (default 2) they are split into N groups run at the same time, each group a
 * vitest of its own with its own server and embedded database, so no group sees another's data.
 * Most of a browser test's time is waiting (for the server, the page, a timeout), so two groups
 * on two cores take little more than half the time of one. The files are dealt to the groups by
 * their usual time (`SECONDS`, longest first, each to the group with the least so far), so the
 * groups end together. Arguments (file filters, vitest options) run one group with them, as
 * `vitest run` would.
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const vitest = join(
  dirname(createRequire(import.meta.url).resolve('vitest/package.json')),
  'vitest.mjs',
);
const args = process.argv.slice(2);
const shards = args.length > 0 ? 1 : Math.max(1, Number(process.env.E2E_SHARDS ?? 2) || 1);

/**
 * A file's usual time in seconds (2 vCPU VM, two groups at once), for the long ones; any other
 * file counts 20. Only the balance of the groups depends on it.
 */
const SECONDS = {
  'guard.test.ts': 340,
  'go-live.test.ts': 65,
  'all-records.test.ts': 45,
  'genealogy.test.ts': 44,
  'compensation.test.ts': 37,
  'phone-dialogs.test.ts': 36,
  'withdrawal.test.ts': 34,
  'membership.test.ts': 31,
};

/** The test files dealt to `shards` groups, longest first, each to the lightest group. */
function groups() {
  const files = readdirSync(root)
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => ({ name, seconds: SECONDS[name] ?? 20 }))
    .sort((a, b) => b.seconds - a.seconds || a.name.localeCompare(b.name));
  const dealt = Array.from({ length: shards }, () => ({ seconds: 0, files: [] }));
  for (const file of files) {
    const lightest = dealt.reduce((min, g) => (g.seconds < min.seconds ? g : min));
    lightest.seconds += file.seconds;
    lightest.files.push(join(root, file.name));
  }
  return dealt.map((g) => g.files);
}

function run(shard, files) {
  const child = spawn(
    process.execPath,
    [vitest, 'run', '--config', 'vitest.config.ts', ...files, ...args],
    {
      cwd: root,
      env: { ...process.env, ...(shards > 1 ? { E2E_SHARD: String(shard) } : {}) },
      stdio: shards > 1 ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    },
  );
  if (shards > 1) {
    // Each line of a group's output carries its group, so interleaved lines still read.
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) process.stdout.write(`[${shard}/${shards}] ${line}\n`);
      });
      stream.on('end', () => rest && process.stdout.write(`[${shard}/${shards}] ${rest}\n`));
    }
  }
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve(signal ? 1 : code)));
}

const codes = await Promise.all(
  shards > 1 ? groups().map((files, i) => run(i + 1, files)) : [run(1, [])],
);
const failed = codes.filter((code) => code !== 0).length;
if (shards > 1) {
  console.log(
    failed
      ? `browser tests: ${failed} of ${shards} groups failed`
      : 'browser tests: all groups passed',
  );
}
process.exit(failed ? 1 : 0);
