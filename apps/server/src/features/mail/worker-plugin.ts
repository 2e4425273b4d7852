import fp from 'fastify-plugin';
import { type MailWorker, startMailWorker } from './mail-worker.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox worker of this instance (its `drain` sends what is due now). */
    mailWorker: MailWorker;
  }
}

const idle: MailWorker = { wake: () => {}, drain: async () => {}, stop: async () => {} };

/**
 * Every instance sends the outbox's mail (unless MAIL_WORKER=false), from when the app is built
 * until it closes: polling each second, and woken at once by a commit that put mail in it.
 */
export default fp(async function mailWorker(app) {
  const worker = app.config.MAIL_WORKER
    ? startMailWorker(app.db, app.mailer, app.log, {
        retryMaxSeconds: app.config.MAIL_RETRY_MAX_SECONDS,
      })
    : idle;
  app.decorate('mailWorker', worker);
  app.addHook('onClose', () => worker.stop());
});
