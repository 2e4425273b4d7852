export { enqueueMail, type MailKind, onMailEnqueued } from './enqueue-mail.js';
export { type MailWorker, retryDelaySeconds, startMailWorker } from './mail-worker.js';
export { outboxBacklog } from './outbox-queries.js';
export { default as mailWorkerPlugin } from './worker-plugin.js';
