import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { sql } from 'drizzle-orm';
import * as tar from 'tar';
import type { Database, Tx } from '../../db/client.js';
import { type BlobStore, checkKey } from '../../lib/blob-store.js';
import type { FileCipher } from '../../lib/file-crypto.js';
import { contentTypeOf, type FileArea, fileAreas } from '../../lib/file-stores.js';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type BackupManifest,
  migrationCount,
  sha256,
} from './backup.js';
import { ident, insertRows, restoreSequences, type TableInfo, tablesInOrder } from './tables.js';

/** A refusal before anything was written (wrong file, wrong key, a database in use). */
export class RestoreRefused extends Error {}

const BATCH = 1000;

function readManifest(dir: string): BackupManifest {
  const file = path.join(dir, 'manifest.json');
  if (!fs.existsSync(file)) throw new RestoreRefused('not a Rangkai backup: no manifest.json');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT || manifest.version !== BACKUP_VERSION)
    throw new RestoreRefused(`not a Rangkai backup of version ${BACKUP_VERSION}`);
  return manifest;
}

/** Every part is there and has the checksum the manifest gives; every file key is plain. */
function verify(dir: string, manifest: BackupManifest) {
  const parts = [...manifest.tables, ...manifest.files];
  for (const part of parts) {
    const full = path.resolve(dir, part.path);
    if (!full.startsWith(dir + path.sep) || !fs.existsSync(full))
      throw new RestoreRefused(`the backup lacks ${part.path}`);
    if (sha256(fs.readFileSync(full)) !== part.sha256)
      throw new RestoreRefused(`${part.path} does not match its checksum: the backup is damaged`);
  }
  for (const file of manifest.files) {
    checkKey(file.key);
    if (!fileAreas.includes(file.area)) throw new RestoreRefused(`unknown file area ${file.area}`);
  }
}

async function loadTable(tx: Tx, table: TableInfo, file: string) {
  const lines = readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity });
  let batch: string[] = [];
  for await (const line of lines) {
    if (!line) continue;
    batch.push(line);
    if (batch.length >= BATCH) {
      await insertRows(tx, table, batch);
      batch = [];
    }
  }
  await insertRows(tx, table, batch);
}

export interface RestoreReport {
  tables: number;
  rows: number;
  files: number;
}

/**
 * Restores a backup (createBackup) into a fresh installation: checks every checksum and the file
 * key first, migrates the database, refuses one that holds members or admins already, puts the
 * files back (as stored: encrypted), then loads every table in dependency order in one
 * transaction — with the tables' own triggers (append-only ledger, balance writer) held off while
 * history is put back as it was — and sets each sequence past the restored rows.
 */
export async function restoreBackup(options: {
  database: Database;
  areas: Record<FileArea, BlobStore>;
  cipher: FileCipher;
  file: string;
}): Promise<RestoreReport> {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'rangkai-restore-')));
  try {
    await tar.x({ file: options.file, cwd: dir, strict: true });
    const manifest = readManifest(dir);
    verify(dir, manifest);
    const keyId = options.cipher.keyId.toString('hex');
    if (manifest.files.some((f) => f.area === 'uploads') && manifest.file_key_id !== keyId)
      throw new RestoreRefused(
        `the backup's private files were encrypted with key id ${manifest.file_key_id}, the configured key is ${keyId}: set FILE_ENCRYPTION_KEY to the key of the backed-up installation`,
      );

    const { db } = options.database;
    await options.database.migrate();
    const migrations = await migrationCount(db);
    if (migrations !== manifest.migrations)
      throw new RestoreRefused(
        `the backup was made at migration ${manifest.migrations}, this version has ${migrations}: restore with the version that made it, then upgrade`,
      );
    const { rows } = await db.execute(
      sql`SELECT (SELECT count(*) FROM members) + (SELECT count(*) FROM admins) AS n`,
    );
    if (Number((rows[0] as { n: number | string }).n) > 0)
      throw new RestoreRefused(
        'the database is in use (it has members or admins): restore into a fresh one',
      );

    for (const file of manifest.files) {
      const bytes = fs.readFileSync(path.join(dir, file.path));
      await options.areas[file.area].put(file.key, bytes, {
        contentType: contentTypeOf(file.area, file.key),
        public: file.area === 'public',
      });
    }

    let total = 0;
    await db.transaction(async (tx) => {
      const here = await tablesInOrder(tx);
      const known = new Set(here.map((t) => t.name));
      const missing = manifest.tables.find((t) => !known.has(t.name));
      if (missing) throw new RestoreRefused(`this database has no table ${missing.name}`);
      for (const t of here)
        await tx.execute(sql.raw(`ALTER TABLE ${ident(t.name)} DISABLE TRIGGER USER`));
      // Rows the migrations themselves wrote (system accounts, counters) come back from the backup.
      for (const t of [...here].reverse())
        await tx.execute(sql.raw(`DELETE FROM ${ident(t.name)}`));
      for (const t of manifest.tables) {
        const table = { name: t.name, columns: t.columns, primaryKey: t.primary_key };
        await loadTable(tx, table, path.join(dir, t.path));
        total += t.rows;
      }
      for (const t of here)
        await tx.execute(sql.raw(`ALTER TABLE ${ident(t.name)} ENABLE TRIGGER USER`));
      await restoreSequences(tx, manifest.sequences);
    });
    return { tables: manifest.tables.length, rows: total, files: manifest.files.length };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
