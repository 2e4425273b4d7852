import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

export interface TableInfo {
  name: string;
  /** Stored columns (generated ones are computed again on load). */
  columns: string[];
  primaryKey: string[];
}

export interface SequenceState {
  name: string;
  /** Null while the sequence was never used. */
  last_value: string | null;
}

const rows = async <T>(db: Executor, query: SQL) => (await db.execute(query)).rows as T[];
export const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The application's tables (schema `public`; drizzle's own migration table lives apart) in
 * dependency order: every table after the tables its foreign keys point at, so loading them in
 * this order never refers to a row not yet there, and deleting in reverse never strands one.
 */
export async function tablesInOrder(db: Executor): Promise<TableInfo[]> {
  const tables = await rows<{ name: string; columns: string[]; pk: string[] | null }>(
    db,
    sql`SELECT c.relname AS name,
          array(SELECT a.attname::text FROM pg_attribute a
                 WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
                   AND a.attgenerated = '' ORDER BY a.attnum) AS columns,
          array(SELECT a.attname::text FROM pg_index i
                  JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
                 WHERE i.indrelid = c.oid AND i.indisprimary ORDER BY a.attnum) AS pk
        FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
       ORDER BY c.relname`,
  );
  const edges = await rows<{ child: string; parent: string }>(
    db,
    sql`SELECT DISTINCT ch.relname AS child, pa.relname AS parent
          FROM pg_constraint k
          JOIN pg_class ch ON ch.oid = k.conrelid
          JOIN pg_class pa ON pa.oid = k.confrelid
         WHERE k.contype = 'f' AND k.connamespace = 'public'::regnamespace
           AND k.conrelid <> k.confrelid`,
  );
  const parents = new Map(tables.map((t) => [t.name, new Set<string>()]));
  for (const e of edges) parents.get(e.child)?.add(e.parent);
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (t) => !placed.has(t.name) && [...(parents.get(t.name) ?? [])].every((p) => placed.has(p)),
    );
    // A cycle of foreign keys (none today) would leave no table ready: take the next by name.
    const batch = ready.length ? ready : tables.filter((t) => !placed.has(t.name)).slice(0, 1);
    for (const t of batch) {
      placed.add(t.name);
      ordered.push({ name: t.name, columns: t.columns, primaryKey: t.pk ?? [] });
    }
  }
  return ordered;
}

/** Every sequence's position (identity and serial columns, and standalone ones). */
export async function sequenceStates(db: Executor): Promise<SequenceState[]> {
  return rows<SequenceState>(
    db,
    sql`SELECT sequencename::text AS name, last_value::text AS last_value
          FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`,
  );
}

/** Puts each sequence where the backup had it, so new rows never collide with restored ones. */
export async function restoreSequences(db: Executor, states: SequenceState[]) {
  for (const s of states) {
    if (s.last_value === null) await db.execute(sql.raw(`ALTER SEQUENCE ${ident(s.name)} RESTART`));
    else
      await db.execute(
        sql`SELECT setval(${`public.${ident(s.name)}`}::regclass, ${s.last_value}::bigint, true)`,
      );
  }
}

/**
 * Reads a table a page at a time through a cursor (inside the caller's transaction, so every
 * table comes from one snapshot), each row as PostgreSQL's own JSON text: bigints, timestamps,
 * bytea and arrays keep their exact values, never passing through JavaScript numbers.
 */
export async function readTable(
  tx: Executor,
  table: TableInfo,
  onPage: (lines: string[]) => Promise<void>,
  pageSize = 2000,
) {
  const order = table.primaryKey.length ? `ORDER BY ${table.primaryKey.map(ident).join(', ')}` : '';
  const cursor = `backup_${table.name.replace(/\W/g, '_')}`;
  await tx.execute(
    sql.raw(
      `DECLARE ${ident(cursor)} NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS r FROM ${ident(table.name)} t ${order}`,
    ),
  );
  for (;;) {
    const page = await rows<{ r: string }>(
      tx,
      sql.raw(`FETCH FORWARD ${pageSize} FROM ${ident(cursor)}`),
    );
    if (page.length) await onPage(page.map((p) => p.r));
    if (page.length < pageSize) break;
  }
  await tx.execute(sql.raw(`CLOSE ${ident(cursor)}`));
}

/** Inserts rows read by `readTable` (JSON text), keeping their ids. */
export async function insertRows(tx: Executor, table: TableInfo, lines: string[]) {
  if (!lines.length) return;
  const columns = table.columns.map(ident).join(', ');
  await tx.execute(
    sql`${sql.raw(`INSERT INTO ${ident(table.name)} (${columns}) OVERRIDING SYSTEM VALUE SELECT ${columns} FROM json_populate_recordset(null::${ident(table.name)}, `)}${`[${lines.join(',')}]`}::json)`,
  );
}
