import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { type Database, type Db, openDatabase, openScratchDatabase } from '../../src/db/client.js';
import { closeBusinessDate } from '../../src/features/compensation/index.js';
import { rebuildTrees } from '../../src/features/genealogy/index.js';
import { verifyLedger } from '../../src/features/wallet/verify-ledger.js';
import { seed } from '../../src/seed.js';
import { ADMIN_PASSWORD, ROOT_PASSWORD } from '../helpers.js';

/**
 * A daily close killed midway (SIGKILL of the CLI once it pays the credits, in batches of their own
 * transactions since issue 27): the date is closed, its volumes written, its unpaid batches wait;
 * the next run pays exactly those — every credit once, the totals the close recorded, each member
 * told once — and the ledger is clean. On the embedded database (a data directory, recovered after
 * the kill) and, with TEST_DATABASE_URL, on a fresh database of the PostgreSQL server.
 */
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
/** A date long past: the CLI closes it by the real clock. */
const DATE = '2025-06-02';
const MEMBERS = 6_000;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rangkai-kill-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Root's downline as a complete binary tree; every third member buys a package on DATE. */
async function buildNetwork(db: Db) {
  await db.execute(sql`
    INSERT INTO members (id, username, member_code, fullname, country_id, password_hash,
      sponsor_id, placement_parent_id, group_type, package_id)
    SELECT g.id, 'k' || g.id, 'K' || g.id, 'Kill ' || g.id, 2, 'x', g.id / 2, g.id / 2,
      1 + g.id % 2,
      CASE WHEN g.id % 3 = 0 THEN 2 + g.id % 4 ELSE 1 END
    FROM generate_series(2, ${MEMBERS}) AS g(id)`);
  await db.execute(sql`SELECT setval('members_id_seq', ${MEMBERS})`);
  await db.transaction((tx) => rebuildTrees(tx));
  await db.execute(sql`
    INSERT INTO accounts (member_id, wallet)
    SELECT m.id, w FROM members m, unnest(ARRAY['point1','point2','point3','point4']) AS w WHERE m.id > 1`);
  await db.execute(sql`
    INSERT INTO user_packages (member_id, paid_by_member_id, kind, from_package_id, to_package_id,
      amount_sen, bv_sen, shipping_sen, business_date)
    SELECT m.id, m.id, 'upgrade', 1, m.package_id, p.price_sen, p.bv_sen, 0, ${DATE}::date
    FROM members m JOIN packages p ON p.id = m.package_id WHERE m.id > 1 AND m.package_id > 1`);
}

const counts = async (db: Db) =>
  (
    await db.execute<Record<string, number>>(sql`
      SELECT (SELECT count(*) FROM bonus_closes)::int AS closes,
             (SELECT count(*) FROM bonuses)::int AS bonuses,
             (SELECT count(*) FROM journals)::int AS journals,
             (SELECT count(*) FROM member_volumes)::int AS volumes,
             (SELECT count(*) FROM close_credit_batches)::int AS waiting`)
  ).rows[0];

it('a close killed while paying credits is finished by the next run, every credit once', {
  timeout: 300_000,
}, async () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const open = async (): Promise<Database & { drop?: () => Promise<void> }> =>
    serverUrl
      ? openScratchDatabase(serverUrl, { prefix: 'rangkai_kill' })
      : openDatabase({ dir: path.join(dataDir, 'db') });
  let database = await open();
  await database.migrate();
  await seed(database.db, { ADMIN_USERNAME: 'admin', ADMIN_PASSWORD, ROOT_PASSWORD });
  await buildNetwork(database.db);
  const before = await counts(database.db);
  const scratchUrl = serverUrl ? await currentUrl(database.db, serverUrl) : '';
  if (!serverUrl) await database.close();

  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/cli.ts', 'bonus:close', '--date', DATE],
    {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: scratchUrl, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    },
  );
  let output = '';
  const killed = new Promise<string>((resolve) => {
    child.stderr?.on('data', (chunk) => {
      output += chunk;
      // The credits step has started: the volumes are written, the ledger is being written.
      if (/credits\s+\[/.test(output) && child.exitCode === null) child.kill('SIGKILL');
    });
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.once('exit', (_code, signal) => resolve(signal ?? 'exit'));
  });
  expect(await killed, output).toBe('SIGKILL');
  expect(output).not.toMatch(/Closed 2025/);

  if (!serverUrl) database = await open();
  // PostgreSQL rolled the dead session's open batch back; the date is closed, batches wait.
  await waitForRollback(database.db);
  const killedAt = await counts(database.db);
  expect(killedAt.closes).toBe(1);
  expect(killedAt.volumes).toBeGreaterThan(before.volumes);
  expect(killedAt.waiting).toBeGreaterThan(0);
  expect((await verifyLedger(database.db)).ok).toBe(true);

  const summary = await closeBusinessDate(database.db, DATE, { trigger: 'cli' });
  expect(summary.closed).toBe(false);
  const after = await counts(database.db);
  expect(after).toMatchObject({ closes: 1, volumes: killedAt.volumes, waiting: 0 });
  const recorded = (
    await database.db.execute<Record<string, string>>(sql`
      SELECT c.bonus_count::text AS count, (c.pairing_sen + c.level_sen + c.leadership_sen)::text AS sen,
             (SELECT count(*) FROM bonuses WHERE bonus_type <> 'sponsor')::text AS paid_count,
             (SELECT coalesce(sum(amount_sen), 0) FROM bonuses WHERE bonus_type <> 'sponsor')::text AS paid_sen,
             (SELECT count(DISTINCT member_id) FROM bonuses WHERE bonus_type <> 'sponsor')::text AS members,
             (SELECT count(*) FROM notifications WHERE type = 'bonus_credited')::text AS told
        FROM bonus_closes c`)
  ).rows[0];
  expect(Number(recorded.count)).toBeGreaterThan(100);
  expect(recorded.paid_count).toBe(recorded.count);
  expect(recorded.paid_sen).toBe(recorded.sen);
  expect(recorded.told).toBe(recorded.members);
  expect((await verifyLedger(database.db)).ok).toBe(true);
  if (database.drop) await database.drop();
  else await database.close();
});

/** The scratch database's own URL (the CLI connects to it, not to the server's default). */
async function currentUrl(db: Db, serverUrl: string) {
  const { rows } = await db.execute<{ name: string }>(sql`SELECT current_database() AS name`);
  const url = new URL(serverUrl);
  url.pathname = `/${rows[0].name}`;
  return url.toString();
}

/** On PostgreSQL the killed client's backend may take a moment to notice and roll back. */
async function waitForRollback(db: Db) {
  for (let i = 0; i < 100; i++) {
    const { rows } = await db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid() AND state <> 'idle'`);
    if (Number(rows[0].n) === 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}
