import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { serverRoot } from '../lib/paths.js';

/**
 * The database's SQL functions live in `apps/server/sql/functions`, one file per function holding
 * its current definition (`CREATE OR REPLACE FUNCTION <file name>(…)`); the migrations hold tables,
 * indexes, triggers and data only. `migrateWithFunctions` (run by `Database.migrate`) applies them
 * around the migrations:
 *
 * 1. before them, every function that does not exist yet is created with its body unchecked, so a
 *    fresh database's migrations find the trigger functions and the functions their data steps
 *    call (existing functions are left alone: servers still running keep their definitions until
 *    the migrations are in);
 * 2. after them, each function whose comment does not hold its file's SHA-256 is replaced (dropped
 *    first when its arguments or result changed) and given that comment, and a function applied
 *    from a file that is gone is dropped. Unchanged functions cost nothing but one catalog query.
 *
 * Each step is one transaction under an advisory lock; on PostgreSQL the caller also holds that
 * lock for the whole run, so server processes starting together migrate one after the other.
 */
export const functionsFolder = path.join(serverRoot, 'sql', 'functions');

/** Key of the advisory lock held while migrating and applying the functions. */
export const MIGRATION_LOCK = 72_610_027;

/** The comment of a function applied from its file, before the file's SHA-256. */
const MARK = 'sql/functions sha256:';

export interface SqlFunction {
  name: string;
  file: string;
  text: string;
  sha256: string;
}

/** One connection in a transaction: rows of a parameterised query, or SQL run as it is. */
export interface SqlSession {
  rows<T>(text: string, params?: unknown[]): Promise<T[]>;
  run(text: string): Promise<void>;
}
export type Transact = <T>(work: (session: SqlSession) => Promise<T>) => Promise<T>;

/** The function files of `folder`, each checked to define exactly the function it is named after. */
export function readFunctionFiles(folder = functionsFolder): SqlFunction[] {
  return fs
    .readdirSync(folder)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => {
      const name = file.slice(0, -'.sql'.length);
      const text = fs.readFileSync(path.join(folder, file), 'utf8');
      const creates = text.match(/\bCREATE\s+(OR\s+REPLACE\s+)?(FUNCTION|PROCEDURE)\b/gi) ?? [];
      const own = new RegExp(`^CREATE OR REPLACE FUNCTION ${name}\\(`, 'm');
      if (!/^[a-z_][a-z0-9_]*$/.test(name) || creates.length !== 1 || !own.test(text))
        throw new Error(
          `sql/functions/${file} must hold one CREATE OR REPLACE FUNCTION ${name}(…)`,
        );
      const sha256 = crypto.createHash('sha256').update(text).digest('hex');
      return { name, file, text, sha256 };
    });
}

interface Existing {
  name: string;
  signature: string;
  note: string | null;
}

/** The functions of the current schema (not an extension's), with their comments. */
const existingFunctions = (s: SqlSession) =>
  s.rows<Existing>(
    `SELECT p.proname AS name, p.oid::regprocedure::text AS signature,
            obj_description(p.oid, 'pg_proc') AS note
       FROM pg_proc p
      WHERE p.pronamespace = to_regnamespace(current_schema())
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass
                          AND d.objid = p.oid AND d.deptype = 'e')`,
  );

const signaturesOf = async (s: SqlSession, name: string) =>
  (await existingFunctions(s)).filter((f) => f.name === name).map((f) => f.signature);

const lock = (s: SqlSession) => s.rows('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);

/** Step 1: creates the functions that do not exist yet, bodies unchecked; one that fails waits. */
export function createMissingFunctions(transact: Transact, files: SqlFunction[]): Promise<void> {
  return transact(async (s) => {
    await lock(s);
    const names = new Set((await existingFunctions(s)).map((f) => f.name));
    const missing = files.filter((f) => !names.has(f.name));
    if (missing.length === 0) return;
    await s.run('SET LOCAL check_function_bodies = off');
    for (const fn of missing) {
      await s.run('SAVEPOINT sql_function');
      try {
        await s.run(fn.text);
        await s.run('RELEASE SAVEPOINT sql_function');
      } catch {
        // A type in its signature comes with a migration: step 2 creates it, or says why not.
        await s.run('ROLLBACK TO SAVEPOINT sql_function');
      }
    }
  });
}

const errorCode = (err: unknown) => (err as { code?: unknown }).code;

/** Replaces one function with its file's definition and marks it with the file's hash. */
async function install(s: SqlSession, fn: SqlFunction, before: string[]) {
  await s.run('SAVEPOINT sql_function');
  try {
    await s.run(fn.text);
    await s.run('RELEASE SAVEPOINT sql_function');
  } catch (err) {
    // 42P13: CREATE OR REPLACE cannot change the result, argument names or defaults.
    if (errorCode(err) !== '42P13' || before.length === 0) throw err;
    await s.run('ROLLBACK TO SAVEPOINT sql_function');
    for (const signature of before) await s.run(`DROP FUNCTION ${signature}`);
    await s.run(fn.text);
  }
  const after = await signaturesOf(s, fn.name);
  const added = after.filter((signature) => !before.includes(signature));
  // New argument types made a second function of that name: the old one goes.
  if (added.length > 0)
    for (const signature of before)
      if (after.includes(signature)) await s.run(`DROP FUNCTION ${signature}`);
  const current = added.length > 0 ? added : after;
  if (current.length !== 1)
    throw new Error(`${current.length} functions are named ${fn.name}: keep one per name`);
  await s.run(`COMMENT ON FUNCTION ${current[0]} IS '${MARK}${fn.sha256}'`);
}

/** Step 2: brings every function to its file and drops those whose file is gone. */
export function applyFunctionFiles(transact: Transact, files: SqlFunction[]): Promise<void> {
  return transact(async (s) => {
    await lock(s);
    const existing = await existingFunctions(s);
    const changed = files.filter(
      (fn) => !existing.some((f) => f.name === fn.name && f.note === MARK + fn.sha256),
    );
    const gone = existing.filter(
      (f) => f.note?.startsWith(MARK) && !files.some((fn) => fn.name === f.name),
    );
    if (changed.length === 0 && gone.length === 0) return;
    await s.run('SET LOCAL check_function_bodies = on');
    for (const fn of changed) {
      const before = existing.filter((f) => f.name === fn.name).map((f) => f.signature);
      try {
        await install(s, fn, before);
      } catch (err) {
        throw new Error(`sql/functions/${fn.file}: ${(err as Error).message}`, { cause: err });
      }
    }
    for (const f of gone) await s.run(`DROP FUNCTION ${f.signature}`);
  });
}

/** Runs the migrations between the two steps (see the top of this file). */
export async function migrateWithFunctions(
  transact: Transact,
  runMigrations: () => Promise<void>,
  folder = functionsFolder,
): Promise<void> {
  const files = readFunctionFiles(folder);
  await createMissingFunctions(transact, files);
  await runMigrations();
  await applyFunctionFiles(transact, files);
}

/** Transactions on one PostgreSQL connection. */
export const pgTransact =
  (client: pg.PoolClient): Transact =>
  async (work) => {
    const session: SqlSession = {
      rows: async <T>(text: string, params?: unknown[]) =>
        (await client.query(text, params)).rows as T[],
      run: async (text) => {
        await client.query(text);
      },
    };
    await client.query('BEGIN');
    try {
      const result = await work(session);
      await client.query('COMMIT');
      return result;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => {});
      throw err;
    }
  };

/** Transactions on the embedded database. */
export const pgliteTransact =
  (client: PGlite): Transact =>
  (work) =>
    client.transaction((tx) =>
      work({
        rows: async <T>(text: string, params?: unknown[]) => (await tx.query<T>(text, params)).rows,
        run: async (text) => {
          await tx.exec(text);
        },
      }),
    );
