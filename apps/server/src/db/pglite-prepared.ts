import { type PGlite, protocol, type Results, types } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { Database, Db } from './client.js';
import * as schema from './schema/index.js';

const wire = protocol.serialize;

type QueryOptions = NonNullable<Parameters<PGlite['query']>[2]>;
type Transaction = Parameters<Parameters<PGlite['transaction']>[0]>[0];
type Field = { name: string; dataTypeID: number };
type BackendMessage = { name: string; fields?: unknown[]; text?: string };

interface Statement {
  name: string;
  paramTypes: number[];
  fields: Field[];
}

/** Rows changed, from a command tag ("INSERT 0 3", "UPDATE 2"), as PGlite counts them. */
function affected(tag: string): number {
  const words = tag.split(' ');
  if (words[0] === 'INSERT') return Number.parseInt(words[2], 10);
  if (['UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(words[0]))
    return Number.parseInt(words[1], 10);
  return 0;
}

const concat = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

/**
 * PGlite with named prepared statements, for drizzle. PGlite's own `query` sends the six
 * messages of the extended protocol (parse, describe, bind, describe, execute, sync) one at a
 * time and parses and plans the statement on every call. Here each statement text is parsed
 * and described once (named `s<n>`, the `limit` most recently used kept), and every call is
 * one round trip: bind, execute and sync in one buffer — same SQL, same parameters and values,
 * same result shape (`rows` as objects or arrays, `fields`, `affectedRows`).
 */
export function withPreparedStatements(client: PGlite, limit = 500): PGlite {
  const statements = new Map<string, Statement>();
  let counter = 0;

  /** Messages of one protocol exchange; a database error is thrown (after the sync). */
  const exchange = async (message: Uint8Array) =>
    (await client.execProtocol(message, { syncToFs: false })).messages as BackendMessage[];

  async function prepare(text: string): Promise<Statement> {
    const known = statements.get(text);
    if (known) {
      // Most recently used last: the first entry is the one to drop when full.
      statements.delete(text);
      statements.set(text, known);
      return known;
    }
    if (statements.size >= limit) {
      const [oldText, old] = statements.entries().next().value as [string, Statement];
      statements.delete(oldText);
      await exchange(concat([wire.close({ type: 'S', name: old.name }), wire.sync()]));
    }
    const name = `s${++counter}`;
    const messages = await exchange(
      concat([wire.parse({ name, text }), wire.describe({ type: 'S', name }), wire.sync()]),
    );
    const params = messages.find((m) => m.name === 'parameterDescription') as
      | { dataTypeIDs: number[] }
      | undefined;
    const rows = messages.find((m) => m.name === 'rowDescription') as
      | { fields: Field[] }
      | undefined;
    const statement: Statement = {
      name,
      paramTypes: params?.dataTypeIDs ?? [],
      fields: (rows?.fields ?? []).map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
    };
    statements.set(text, statement);
    return statement;
  }

  async function run<T>(text: string, params: unknown[] = [], options?: QueryOptions) {
    const statement = await prepare(text);
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[i];
      const serialize = options?.serializers?.[type] ?? client.serializers[type];
      return serialize ? serialize(value) : String(value);
    });
    const messages = await exchange(
      concat([
        wire.bind({ statement: statement.name, values: values as string[] }),
        wire.execute({}),
        wire.sync(),
      ]),
    );
    const { fields } = statement;
    const parse = (value: string | null, i: number) => {
      if (value === null) return null;
      const type = fields[i].dataTypeID;
      const parser = options?.parsers?.[type] ?? client.parsers[type];
      return parser ? parser(value, type) : types.parseType(value, type);
    };
    const rows: unknown[] = [];
    let affectedRows = 0;
    for (const message of messages) {
      if (message.name === 'dataRow') {
        const values = message.fields as (string | null)[];
        if (options?.rowMode === 'array') rows.push(values.map(parse));
        else {
          const row: Record<string, unknown> = {};
          for (let i = 0; i < values.length; i++) row[fields[i].name] = parse(values[i], i);
          rows.push(row);
        }
      } else if (message.name === 'commandComplete') affectedRows += affected(message.text ?? '');
    }
    return { rows, fields, affectedRows } as Results<T>;
  }

  const plain = (options?: QueryOptions) => !options?.blob && !options?.paramTypes;
  // As PGlite's own query: outside a transaction, after any open one, then written to its file
  // system; inside one, one query at a time.
  const wrapped = {
    query: <T>(text: string, params?: unknown[], options?: QueryOptions) =>
      plain(options)
        ? client._runExclusiveTransaction(async () => {
            const result = await client.runExclusive(() => run<T>(text, params, options));
            await client.syncToFs();
            return result;
          })
        : client.query<T>(text, params, options),
    transaction: <T>(fn: (tx: Transaction) => Promise<T>) =>
      client.transaction((tx) =>
        fn({
          ...tx,
          get closed() {
            return tx.closed;
          },
          query: <R>(text: string, params?: unknown[], options?: QueryOptions) =>
            plain(options)
              ? client.runExclusive(() => run<R>(text, params, options))
              : tx.query<R>(text, params, options),
        } as Transaction),
      ),
  };
  return wrapped as unknown as PGlite;
}

/**
 * The drizzle database of an embedded `database` on prepared statements (above), for one process
 * making many small queries in a row (the plan simulator); a PostgreSQL one as it is.
 */
export function preparedDb(database: Database): Db {
  if (database.kind !== 'pglite') return database.db;
  const client = (database.db as unknown as { $client: PGlite }).$client;
  return drizzle({ client: withPreparedStatements(client), schema }) as unknown as Db;
}
