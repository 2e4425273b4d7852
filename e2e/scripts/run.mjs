#!/usr/bin/env node
/**
 * Runs the browser tests. The files run one after another against one server (vitest.config.ts);
 * with E2E_SHARDS=N (default 2) they are split into N groups run at the same time, each group a
 * vitest of its own with its own server and embedded database, so no group sees another's data.
 * Most of a browser test's time is waiting (for the server, the page, a timeout), so two groups
 * on two cores take little more than half the time of one. Arguments (file filters, vitest
 * options) run one group with them, as `vitest run` would.
 */
import { spawn } from 'node:child_process';
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

function run(shard) {
  const shardArgs = shards > 1 ? [`--shard=${shard}/${shards}`] : [];
  const child = spawn(
    process.execPath,
    [vitest, 'run', '--config', 'vitest.config.ts', ...shardArgs, ...args],
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

const codes = await Promise.all(Array.from({ length: shards }, (_, i) => run(i + 1)));
const failed = codes.filter((code) => code !== 0).length;
if (shards > 1) {
  console.log(
    failed
      ? `browser tests: ${failed} of ${shards} groups failed`
      : 'browser tests: all groups passed',
  );
}
process.exit(failed ? 1 : 0);
