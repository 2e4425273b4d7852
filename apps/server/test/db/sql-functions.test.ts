import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.js';
import { functionsFolder, readFunctionFiles } from '../../src/db/sql-functions.js';
import { serverRoot } from '../../src/lib/paths.js';
import { freshDatabase } from '../helpers.js';

/**
 * Issue 27: one current definition of each SQL function, in apps/server/sql/functions, applied by
 * `migrate()` after the migrations (and, for those missing, before them), skipped when unchanged.
 */

const files = readFunctionFiles();
const mark = (sha256: string) => `sql/functions sha256:${sha256}`;

interface Fn {
  name: string;
  signature: string;
  args: string[] | null;
  note: string | null;
  version: string;
}

/** The database's own functions (not an extension's); `version` changes when one is replaced. */
async function functionsOf(database: Database): Promise<Fn[]> {
  return database.query<Fn>(
    {
      name: 'test_sql_functions',
      text: `SELECT p.proname AS name, p.oid::regprocedure::text AS signature, p.proargnames AS args,
                    obj_description(p.oid, 'pg_proc') AS note, p.oid::text || '/' || p.xmin::text AS version
               FROM pg_proc p
              WHERE p.pronamespace = to_regnamespace(current_schema())
                AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass
                                  AND d.objid = p.oid AND d.deptype = 'e')
              ORDER BY 1, 2`,
    },
    [],
  );
}

const one = async <T>(database: Database, text: string) =>
  (await database.query<T>({ name: `test_${crypto.randomUUID()}`, text }, []))[0];

/** A copy of sql/functions to change. */
function copyOfFunctions(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rangkai-functions-'));
  fs.cpSync(functionsFolder, dir, { recursive: true });
  return dir;
}
const edit = (dir: string, file: string, from: string | RegExp, to: string) => {
  const full = path.join(dir, file);
  const text = fs.readFileSync(full, 'utf8');
  const changed = text.replace(from, to);
  expect(changed).not.toBe(text);
  fs.writeFileSync(full, changed);
};

describe('SQL functions', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    database = await freshDatabase();
    await database.migrate();
  });
  afterAll(() => database.drop());

  it('are one file each and no migration defines one', () => {
    expect(files.map((f) => f.name)).toContain('post_journal');
    expect(files.map((f) => f.name)).toContain('post_journals');
    const migrations = path.join(serverRoot, 'drizzle');
    for (const file of fs.readdirSync(migrations).filter((f) => f.endsWith('.sql'))) {
      const text = fs.readFileSync(path.join(migrations, file), 'utf8');
      expect(text, file).not.toMatch(/CREATE\s+(OR\s+REPLACE\s+)?(FUNCTION|PROCEDURE)/i);
    }
  });

  it('a fresh database has every function of its file, and no other', async () => {
    const found = await functionsOf(database);
    expect(found.map((f) => f.name)).toEqual(files.map((f) => f.name).sort());
    for (const fn of files)
      expect(found.find((f) => f.name === fn.name)?.note, fn.name).toBe(mark(fn.sha256));
    // The migrations' triggers and data steps found theirs: the ledger guards work.
    const sen = await one<{ s: string }>(database, 'SELECT format_sen(-1234) AS s');
    expect(sen.s).toBe('-12.34');
  });

  it('migrating again replaces nothing', async () => {
    const before = await functionsOf(database);
    await database.migrate();
    expect(await functionsOf(database)).toEqual(before);
  });

  it('a database migrated before the files existed gets them in place', async () => {
    const before = await functionsOf(database);
    for (const f of before) await one(database, `COMMENT ON FUNCTION ${f.signature} IS NULL`);
    await database.migrate();
    const after = await functionsOf(database);
    expect(after.map((f) => [f.signature, f.note])).toEqual(
      before.map((f) => [f.signature, f.note]),
    );
    // Replaced (a new row version), never dropped (the same oid: triggers keep pointing at it).
    for (const [i, f] of after.entries()) {
      expect(f.version).not.toBe(before[i].version);
      expect(f.version.split('/')[0]).toBe(before[i].version.split('/')[0]);
    }
  });

  it('a changed file replaces its function, a removed one drops it, a bad one changes nothing', async () => {
    const dir = copyOfFunctions();
    try {
      const before = await functionsOf(database);
      // A new body: replaced in place.
      edit(dir, 'iso_time.sql', `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`, `'YYYY-MM-DD'`);
      // A renamed argument (CREATE OR REPLACE refuses it): dropped and created again.
      edit(dir, 'member_by_name_or_code.sql', /\bref\b/g, 'p_ref');
      // New argument types: the old function goes, only the new one is left.
      edit(dir, 'format_sen.sql', 'format_sen(sen bigint)', 'format_sen(sen bigint, unit text)');
      edit(dir, 'format_sen.sql', `lpad((abs(sen) % 100)::text, 2, '0')`, '$& || unit');
      fs.rmSync(path.join(dir, 'tree_slot.sql'));
      fs.writeFileSync(
        path.join(dir, 'probe_answer.sql'),
        '-- probe_answer: a test function.\nCREATE OR REPLACE FUNCTION probe_answer() RETURNS integer LANGUAGE sql IMMUTABLE AS $$ SELECT 42 $$;\n',
      );
      await database.migrate({ functionsFolder: dir });

      const after = await functionsOf(database);
      const changed = readFunctionFiles(dir);
      expect(after.map((f) => f.name)).toEqual(changed.map((f) => f.name).sort());
      for (const fn of changed)
        expect(after.find((f) => f.name === fn.name)?.note, fn.name).toBe(mark(fn.sha256));
      const time = await one<{ t: string }>(database, `SELECT iso_time('2026-11-27T10:00Z') AS t`);
      expect(time.t).toBe('2026-11-27');
      const sen = await one<{ s: string }>(database, `SELECT format_sen(-1234, ' RM') AS s`);
      expect(sen.s).toBe('-12.34 RM');
      expect(after.find((f) => f.name === 'format_sen')?.signature).toBe('format_sen(bigint,text)');
      expect(after.find((f) => f.name === 'member_by_name_or_code')?.args).toEqual(['p_ref']);
      const untouched = (list: Fn[]) =>
        list.filter((f) => ['post_journal', 'post_journals', 'refuse_change'].includes(f.name));
      expect(untouched(after)).toEqual(untouched(before));

      // A function that does not compile stops the start-up, naming its file; nothing changes.
      edit(
        dir,
        'tree_attach.sql',
        'PERFORM pg_advisory_xact_lock(21069);',
        'PERFORM pg_advisory_xact_lock(21069)',
      );
      edit(dir, 'iso_time.sql', `'YYYY-MM-DD'`, `'YYYY'`);
      await expect(database.migrate({ functionsFolder: dir })).rejects.toThrow(/tree_attach\.sql/);
      expect(await functionsOf(database)).toEqual(after);

      // Back to the repository's files: everything as on a fresh database.
      await database.migrate();
      const restored = await functionsOf(database);
      expect(restored.map((f) => [f.signature, f.note])).toEqual(
        before.map((f) => [f.signature, f.note]),
      );
      const back = await one<{ s: string }>(database, 'SELECT format_sen(5) AS s');
      expect(back.s).toBe('0.05');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** Two servers on one database: on PostgreSQL two pools; on the embedded database one process. */
async function twoServers(): Promise<{ a: Database; b: Database; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const a = await openDatabase({ memory: true });
    return { a, b: a, drop: () => a.close() };
  }
  const name = `rangkai_test_fn_${crypto.randomBytes(6).toString('hex')}`;
  const onServer = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const a = await openDatabase({ url: url.toString(), poolSize: 2 });
  const b = await openDatabase({ url: url.toString(), poolSize: 2 });
  return {
    a,
    b,
    drop: async () => {
      await a.close();
      await b.close();
      await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

describe('servers starting together', () => {
  it('both migrate a fresh database, then both replace a changed function', async () => {
    const { a, b, drop } = await twoServers();
    const dir = copyOfFunctions();
    try {
      await Promise.all([a.migrate(), b.migrate()]);
      const found = await functionsOf(a);
      expect(found.map((f) => f.name)).toEqual(files.map((f) => f.name).sort());
      const migrations = await one<{ n: number }>(
        a,
        'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
      );
      const journal = JSON.parse(
        fs.readFileSync(path.join(serverRoot, 'drizzle/meta/_journal.json'), 'utf8'),
      ) as { entries: unknown[] };
      expect(migrations.n).toBe(journal.entries.length);

      edit(dir, 'iso_time.sql', `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`, `'YYYY-MM-DD'`);
      await Promise.all([a.migrate({ functionsFolder: dir }), b.migrate({ functionsFolder: dir })]);
      const time = await one<{ t: string }>(b, `SELECT iso_time('2026-11-27T10:00Z') AS t`);
      expect(time.t).toBe('2026-11-27');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
      await drop();
    }
  });
});
