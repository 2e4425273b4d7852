import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client.js';
import type { Config } from '../lib/config.js';
import { fileCipher, loadFileKey } from '../lib/file-crypto.js';
import { createMailer, type Mailer } from '../lib/mail.js';
import { diskStorage, type Storage } from '../lib/storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    mailer: Mailer;
    storage: Storage;
  }
}

/** Layer 2: the app's own context (config, database, mail). */
export default fp<{ config: Config; database: Database; mailer?: Mailer }>(
  async function appContext(app, opts) {
    app.decorate('config', opts.config);
    app.decorate('database', opts.database);
    app.decorate('db', opts.database.db);
    app.decorate('mailer', opts.mailer ?? createMailer(opts.config, app.log));
    const { key } = loadFileKey(opts.config.FILE_ENCRYPTION_KEY, opts.config.DATA_DIR);
    app.decorate('storage', diskStorage(opts.config.uploadsDir, fileCipher(key)));
  },
);
