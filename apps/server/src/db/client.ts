import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { serverRoot } from '../lib/paths.js';
import { acquireDirLock } from './dir-lock.js';
import * as schema from './schema/index.js';
import {
  MIGRATION_LOCK,
  migrateWithFunctions,
  pgliteTransact,
  pgTransact,
} from './sql-functions.js';

/** Extensions the migrations create (the mall's keyword search uses trigrams). */
const extensions = { pg_trgm };

export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything that runs queries: the database or an open transaction. */
export type Executor = Db | Tx;

/** A statement run often enough to be worth preparing once per connection. */
export interface PreparedStatement {
  name: string;
  text: string;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Runs one hot statement outside drizzle: on PostgreSQL as a named prepared statement (parsed
   * and planned once per pooled connection), on PGlite as a plain parameterised query.
   */
  query<T>(statement: PreparedStatement, params: unknown[]): Promise<T[]>;
  /** The connection pool's use (PostgreSQL only; PGlite has one connection and no pool). */
  poolStats?(): { max: number; total: number; idle: number; waiting: number };
  /**
   * Applies the migrations and the SQL functions (db/sql-functions.ts); `functionsFolder` replaces
   * apps/server/sql/functions (tests).
   */
  migrate(options?: { functionsFolder?: string }): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(serverRoot, 'drizzle');

export type DatabaseOptions =
  | { url: string; poolSize?: number }
  | { dir: string }
  | { memory: true };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) {
    const max = options.poolSize ?? 20;
    const pool = new pg.Pool({ connectionString: options.url, max });
    // An idle connection dropped by the server (restart, admin kill) must not crash the process:
    // the pool discards it and opens a new one on demand.
    pool.on('error', (err) => console.warn(`PostgreSQL idle connection lost: ${err.message}`));
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      query: async <T>(statement: PreparedStatement, params: unknown[]) =>
        (await pool.query({ name: statement.name, text: statement.text, values: params }))
          .rows as T[],
      poolStats: () => ({
        max,
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      migrate: async (migrateOptions) => {
        // One process at a time on one connection: neither drizzle's migrator nor CREATE OR
        // REPLACE FUNCTION ("tuple concurrently updated") may run twice at once.
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await migrateWithFunctions(
            pgTransact(client),
            () => migratePg(drizzlePg(client), { migrationsFolder }),
            migrateOptions?.functionsFolder,
          );
          await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
        } catch (err) {
          client.release(true); // closing the connection frees its lock
          throw err;
        }
        client.release();
      },
      close: () => pool.end(),
    };
  }
  let release = () => {};
  let client: PGlite;
  if ('dir' in options) {
    fs.mkdirSync(options.dir, { recursive: true });
    release = acquireDirLock(`${options.dir}.lock`, options.dir);
    try {
      client = await PGlite.create(options.dir, { extensions });
    } catch (err) {
      release();
      throw err;
    }
  } else {
    client = await PGlite.create({ extensions });
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  let migrating: Promise<void> = Promise.resolve();
  return {
    db,
    kind: 'pglite',
    query: async <T>(statement: PreparedStatement, params: unknown[]) =>
      (await client.query<T>(statement.text, params)).rows,
    // One call at a time, as on PostgreSQL (drizzle's migrator reads what is applied first).
    migrate: (migrateOptions) => {
      const run = migrating.then(() =>
        migrateWithFunctions(
          pgliteTransact(client),
          () => migratePglite(drizzlePglite(client), { migrationsFolder }),
          migrateOptions?.functionsFolder,
        ),
      );
      migrating = run.catch(() => {});
      return run;
    },
    close: async () => {
      await client.close();
      release();
    },
  };
}

/**
 * Runs one hot statement in an open transaction, as `Database.query` does outside one: on
 * PostgreSQL a named prepared statement of the transaction's connection (parsed and planned once
 * per connection), on PGlite a plain parameterised query.
 */
export async function txQuery<T>(
  tx: Tx,
  statement: PreparedStatement,
  params: unknown[],
): Promise<T[]> {
  const client = (tx as unknown as { session: { client: unknown } }).session.client;
  if (client instanceof pg.Client)
    return (await client.query({ name: statement.name, text: statement.text, values: params }))
      .rows as T[];
  const embedded = client as { query<R>(text: string, params: unknown[]): Promise<{ rows: R[] }> };
  return (await embedded.query<T>(statement.text, params)).rows;
}

/**
 * Runs one hot statement on the database outside any transaction (one statement, its own
 * transaction), as `Database.query` does: on PostgreSQL a named prepared statement of a pooled
 * connection, on PGlite a plain parameterised query.
 */
export async function dbQuery<T>(
  db: Db,
  statement: PreparedStatement,
  params: unknown[],
): Promise<T[]> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool)
    return (await client.query({ name: statement.name, text: statement.text, values: params }))
      .rows as T[];
  const embedded = client as { query<R>(text: string, params: unknown[]): Promise<{ rows: R[] }> };
  return (await embedded.query<T>(statement.text, params)).rows;
}

const RETRYABLE = new Set(['40001', '40P01']);

/** Whether a database error is a serialization failure or deadlock, worth running again. */
export const isRetryable = (err: unknown) => RETRYABLE.has(pgErrorCode(err) ?? '');

/** Work to do on the database once a transaction has rolled back (see `onRollback`). */
const rollbackWork = new WeakMap<object, Array<(db: Db) => Promise<void>>>();

/** Whether an executor is an open transaction (rather than the database itself). */
export const isTransaction = (db: Executor): db is Tx => 'rollback' in db;

/**
 * Registers work that must survive the transaction's rollback (a wrong security-password try must
 * count even when the caller's transaction is undone): `inTransaction` runs it on the database,
 * outside any transaction, after a rollback. Outside `inTransaction` it would never run, so every
 * transaction in the server goes through `inTransaction`.
 */
export function onRollback(tx: Tx, work: (db: Db) => Promise<void>): void {
  const list = rollbackWork.get(tx);
  if (list) list.push(work);
  else rollbackWork.set(tx, [work]);
}

/** Work to run once a transaction has committed (see `afterCommit`). */
const commitWork = new WeakMap<object, Array<() => void>>();

/**
 * Registers a wake-up (never a write) to run once the transaction has committed, e.g. telling the
 * mail worker a row is waiting; on the database itself (no transaction), right away. A savepoint
 * must be opened with `inSavepoint` (which hands the work to the outer transaction); in any other
 * transaction it never runs, and the worker's poll finds the row.
 */
export function afterCommit(db: Executor, work: () => void): void {
  if (!isTransaction(db)) {
    work();
    return;
  }
  const list = commitWork.get(db);
  if (list) list.push(work);
  else commitWork.set(db, [work]);
}

/**
 * Runs `fn` behind a savepoint of `tx` (a nested transaction: its failure undoes only its own
 * writes). What `fn` registers with `afterCommit` or `onRollback` is handed to `tx` when the
 * savepoint is released, so it runs when the outer transaction commits or rolls back; a savepoint
 * that fails drops its after-commit work with its writes, and keeps its must-survive rollback work.
 */
export async function inSavepoint<T>(tx: Tx, fn: (savepoint: Tx) => Promise<T>): Promise<T> {
  let inner: Tx | undefined;
  const handOver = () => {
    if (!inner) return;
    const commits = commitWork.get(inner);
    if (commits) for (const work of commits) afterCommit(tx, work);
    const rollbacks = rollbackWork.get(inner);
    if (rollbacks) for (const work of rollbacks) onRollback(tx, work);
  };
  try {
    const result = await tx.transaction((savepoint) => {
      inner = savepoint;
      return fn(savepoint);
    });
    handOver();
    return result;
  } catch (err) {
    commitWork.delete(inner as object);
    handOver();
    throw err;
  }
}

/** Runs `fn` in a transaction, retrying a bounded number of times on serialization/deadlock. */
export async function inTransaction<T>(
  db: Db,
  fn: (tx: Tx) => Promise<T>,
  attempts = 5,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    let current: Tx | undefined;
    try {
      const result = await db.transaction((tx) => {
        current = tx;
        return fn(tx);
      });
      const committed = current && commitWork.get(current);
      if (committed) for (const work of committed) work();
      return result;
    } catch (err) {
      const work = current && rollbackWork.get(current);
      if (work) for (const item of work) await item(db);
      if (!isRetryable(err) || attempt >= attempts) throw err;
      await new Promise((r) => setTimeout(r, Math.random() * 10 * attempt));
    }
  }
}

/** The database's own error inside whatever wrapped it (drizzle adds a layer or two). */
export function pgError(
  err: unknown,
): { code: string; message: string; constraint?: string; detail?: string } | undefined {
  let current: unknown = err;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code))
      return current as { code: string; message: string; constraint?: string; detail?: string };
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The SQLSTATE of a database error, looking through drizzle's wrapping. */
export const pgErrorCode = (err: unknown) => pgError(err)?.code;

export const pgConstraint = (err: unknown) => pgError(err)?.constraint;

/**
 * A throw-away database: embedded in memory, or a new database (`<prefix>_<random>`) on the
 * PostgreSQL server of `serverUrl`, which `drop()` closes and removes. For tests and the plan
 * simulator — never the live data.
 */
export async function openScratchDatabase(
  serverUrl: string | undefined,
  options: { prefix: string; poolSize?: number },
): Promise<Database & { drop(): Promise<void> }> {
  if (!serverUrl) {
    const database = await openDatabase({ memory: true });
    return { ...database, drop: () => database.close() };
  }
  const name = `${options.prefix}_${crypto.randomBytes(6).toString('hex')}`;
  const onServer = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: options.poolSize });
  return {
    ...database,
    drop: async () => {
      await database.close();
      await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
