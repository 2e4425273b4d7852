import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import * as tar from 'tar';
import type { Db } from '../../db/client.js';
import type { BlobStore } from '../../lib/blob-store.js';
import type { FileCipher } from '../../lib/file-crypto.js';
import type { FileArea } from '../../lib/file-stores.js';
import { readTable, type SequenceState, sequenceStates, tablesInOrder } from './tables.js';

export const BACKUP_FORMAT = 'rangkai-backup';
export const BACKUP_VERSION = 1;

/**
 * `manifest.json`, first in the archive: what the backup holds and each part's SHA-256. It names
 * the file key's id (the first bytes of its hash) so a restore can tell a wrong key, and never
 * holds the key itself: files stay as stored, encrypted.
 */
export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  created_at: string;
  /** Migrations applied to the database backed up: a restore needs the same schema. */
  migrations: number;
  file_key_id: string;
  /** In dependency order; each table's rows are one JSON object a line in `path`. */
  tables: {
    name: string;
    columns: string[];
    primary_key: string[];
    rows: number;
    path: string;
    sha256: string;
  }[];
  sequences: SequenceState[];
  files: { area: FileArea; key: string; path: string; size: number; sha256: string }[];
}

export const sha256 = (bytes: Buffer | string) =>
  crypto.createHash('sha256').update(bytes).digest('hex');

export async function migrationCount(db: Db): Promise<number> {
  const { rows } = await db.execute(
    sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
  );
  return (rows[0] as { n: number }).n;
}

/** Every table, read in one read-only snapshot, written as JSON lines under `dir/db`. */
async function dumpDatabase(db: Db, dir: string) {
  fs.mkdirSync(path.join(dir, 'db'));
  return db.transaction(
    async (tx) => {
      const tables: BackupManifest['tables'] = [];
      for (const table of await tablesInOrder(tx)) {
        const relative = `db/${table.name}.jsonl`;
        const fd = fs.openSync(path.join(dir, relative), 'w', 0o600);
        const hash = crypto.createHash('sha256');
        let count = 0;
        try {
          await readTable(tx, table, async (lines) => {
            const text = `${lines.join('\n')}\n`;
            fs.writeSync(fd, text);
            hash.update(text);
            count += lines.length;
          });
        } finally {
          fs.closeSync(fd);
        }
        tables.push({
          name: table.name,
          columns: table.columns,
          primary_key: table.primaryKey,
          rows: count,
          path: relative,
          sha256: hash.digest('hex'),
        });
      }
      return { tables, sequences: await sequenceStates(tx) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Each area's files exactly as stored (private ones still encrypted) under `dir/files/<area>`. */
async function copyFiles(areas: Record<FileArea, BlobStore>, dir: string) {
  const files: BackupManifest['files'] = [];
  for (const [area, store] of Object.entries(areas) as [FileArea, BlobStore][]) {
    for await (const key of store.list()) {
      const bytes = await store.get(key);
      if (!bytes) continue;
      const relative = `files/${area}/${key}`;
      fs.mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
      fs.writeFileSync(path.join(dir, relative), bytes, { mode: 0o600 });
      files.push({ area, key, path: relative, size: bytes.length, sha256: sha256(bytes) });
    }
  }
  return files;
}

/**
 * Writes a backup to `out` (a gzip-compressed tar): `manifest.json`, every table as JSON lines
 * (`db/<table>.jsonl`, one snapshot) and every file (`files/uploads/…` encrypted as stored,
 * `files/public/…`). The file key is not in it: keep it apart. Written under a temporary name and
 * renamed at the end, so `out` is never a partial backup.
 */
export async function createBackup(options: {
  db: Db;
  areas: Record<FileArea, BlobStore>;
  cipher: FileCipher;
  out: string;
}): Promise<BackupManifest> {
  const out = path.resolve(options.out);
  const staging = fs.mkdtempSync(path.join(path.dirname(out), '.rangkai-backup-'));
  const partial = `${out}.partial`;
  try {
    const migrations = await migrationCount(options.db);
    const { tables, sequences } = await dumpDatabase(options.db, staging);
    const files = await copyFiles(options.areas, staging);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      created_at: new Date().toISOString(),
      migrations,
      file_key_id: options.cipher.keyId.toString('hex'),
      tables,
      sequences,
      files,
    };
    fs.writeFileSync(path.join(staging, 'manifest.json'), JSON.stringify(manifest, null, 1));
    const entries = ['manifest.json', 'db', ...(files.length ? ['files'] : [])];
    await tar.c({ gzip: true, file: partial, cwd: staging, portable: true }, entries);
    fs.chmodSync(partial, 0o600);
    fs.renameSync(partial, out);
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    fs.rmSync(partial, { force: true });
  }
}
