import fs from 'node:fs';
import { openDatabase } from '../../db/client.js';
import type { CliCommand } from '../../lib/cli-command.js';
import type { Config } from '../../lib/config.js';
import {
  areaStore,
  diskArea,
  type FileArea,
  fileAreas,
  loadCipher,
} from '../../lib/file-stores.js';
import { createBackup } from './backup.js';
import { recordBackup } from './backup-runs.js';
import { copyArea } from './copy-to-bucket.js';
import { RestoreRefused, restoreBackup } from './restore.js';

const areasOf = (config: Config) =>
  Object.fromEntries(fileAreas.map((area) => [area, areaStore(config, area)])) as Record<
    FileArea,
    ReturnType<typeof areaStore>
  >;

export const storageCommands: Record<string, CliCommand> = {
  'storage:copy-to-s3': {
    summary:
      'Copy DATA_DIR/uploads and DATA_DIR/public into S3_BUCKET (files already there are skipped; run it again after an interruption)',
    standalone: true,
    async run({ config }) {
      if (!config.S3_BUCKET) {
        console.error('Set S3_BUCKET (and S3_ENDPOINT, keys, FILE_ENCRYPTION_KEY) first.');
        return 2;
      }
      const cipher = loadCipher(config);
      let problems = 0;
      for (const area of fileAreas) {
        const to = areaStore(config, area);
        const report = await copyArea(area, diskArea(config, area), to, cipher);
        console.log(
          `${area}: ${report.copied} copied to ${to.where}, ${report.present} there already` +
            (report.encrypted ? `, ${report.encrypted} encrypted on the way` : ''),
        );
        for (const key of report.otherKey)
          console.error(
            `  not copied: ${key} is encrypted with another key than the configured one`,
          );
        problems += report.otherKey.length;
      }
      return problems ? 1 : 0;
    },
  },
  backup: {
    summary:
      'Back up the database and every file into one archive: --out FILE (a .tar.gz with a manifest of checksums; the file key is not in it)',
    async run({ db, config, flags }) {
      if (!flags.out || flags.out === 'true') {
        console.error('--out FILE is required');
        return 2;
      }
      const manifest = await createBackup({
        db,
        areas: areasOf(config),
        cipher: loadCipher(config),
        out: flags.out,
      });
      const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
      await recordBackup(db, {
        tables: manifest.tables.length,
        rows,
        files: manifest.files.length,
      });
      console.log(
        `Backup written to ${flags.out}: ${manifest.tables.length} tables (${rows} rows), ${manifest.files.length} files. Keep the file key (FILE_ENCRYPTION_KEY or DATA_DIR/file-encryption.key) apart from it.`,
      );
      return 0;
    },
  },
  restore: {
    summary:
      'Restore a backup into a fresh database and file storage: --in FILE (needs the same file key as the backed-up installation)',
    standalone: true,
    async run({ config, flags }) {
      if (!flags.in || flags.in === 'true' || !fs.existsSync(flags.in)) {
        console.error('--in FILE is required (an archive written by `backup`)');
        return 2;
      }
      const database = await openDatabase(
        config.DATABASE_URL
          ? { url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE }
          : { dir: config.dbDir },
      );
      try {
        const report = await restoreBackup({
          database,
          areas: areasOf(config),
          cipher: loadCipher(config),
          file: flags.in,
        });
        console.log(
          `Restored ${report.tables} tables (${report.rows} rows) and ${report.files} files. Check it with: npm run cli -- ledger:verify`,
        );
        return 0;
      } catch (err) {
        if (!(err instanceof RestoreRefused)) throw err;
        console.error(`Not restored: ${err.message}`);
        return 2;
      } finally {
        await database.close();
      }
    },
  },
};
