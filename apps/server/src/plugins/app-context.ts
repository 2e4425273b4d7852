import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client.js';
import type { BlobStore } from '../lib/blob-store.js';
import type { Config } from '../lib/config.js';
import { mediaStore, privateStorage } from '../lib/file-stores.js';
import { createMailer, type Mailer } from '../lib/mail.js';
import type { Storage } from '../lib/storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    mailer: Mailer;
    storage: Storage;
    /** Public pictures (news, banners, products), served under /media/ by every instance. */
    media: BlobStore;
  }
}

/** Layer 2: the app's own context (config, database, mail, file stores). */
export default fp<{ config: Config; database: Database; mailer?: Mailer }>(
  async function appContext(app, opts) {
    app.decorate('config', opts.config);
    app.decorate('database', opts.database);
    app.decorate('db', opts.database.db);
    app.decorate('mailer', opts.mailer ?? createMailer(opts.config, app.log));
    app.decorate('storage', privateStorage(opts.config));
    app.decorate('media', mediaStore(opts.config));
  },
);
